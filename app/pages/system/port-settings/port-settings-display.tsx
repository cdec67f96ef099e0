import { type ReactNode } from 'react'

import { DocsPopover } from '~/components/docs-popover'
import { SettingsIcon } from '~/ui/icons'

export { SettingsIcon as PortSettingsIcon }

export const portSettingsDocs = (
  <DocsPopover
    heading="switch port settings"
    summary="A named set of link, address, route and BGP settings for a switch port. Nothing changes until the settings are applied to a port, from the port's page under Inventory › Switches."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/operator/configuring-rack-networking',
        label: 'Rack networking',
      },
    ]}
  />
)

/** A small read-only table: a caption for screen readers, mono-caps headers, hairline rows. */
export function MiniTable({
  label,
  headers,
  rows,
  empty,
}: {
  label: string
  headers: string[]
  rows: ReactNode[][]
  empty: string
}) {
  if (rows.length === 0) return <p className="text-sm text-tertiary">{empty}</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-default">
      <table className="w-full border-collapse text-left text-sm" aria-label={label}>
        <thead className="bg-raise">
          <tr className="border-b border-line">
            {headers.map((h) => (
              <th
                key={h}
                scope="col"
                className="text-mono-caps h-9 px-3 font-normal whitespace-nowrap text-tertiary"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-line last:border-b-0">
              {cells.map((c, j) => (
                <td key={j} className="h-10 px-3 text-secondary">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
