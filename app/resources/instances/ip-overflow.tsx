import { type ReactNode } from 'react'

import { Tooltip } from '~/ui/tooltip'

/** A table cell's first address, with the others behind a "+N" that shows them in a tooltip. */
export function IpOverflow({
  first,
  rest,
  restTitle,
}: {
  first: ReactNode
  rest: string[]
  /** The tooltip's heading, e.g. "Other transit IPs". */
  restTitle: string
}) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      {first}
      {rest.length > 0 && (
        <Tooltip
          content={
            <span>
              <span className="mb-0.5 block font-medium">{restTitle}</span>
              {rest.map((ip) => (
                <span key={ip} className="block font-mono">
                  {ip}
                </span>
              ))}
            </span>
          }
        >
          <span
            tabIndex={0}
            className="rounded-sm border border-line-strong px-1 text-xs text-tertiary"
          >
            +{rest.length}
          </span>
        </Tooltip>
      )}
    </span>
  )
}
