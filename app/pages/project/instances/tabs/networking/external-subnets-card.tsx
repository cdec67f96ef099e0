import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { q } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type InstanceSelector } from '~/api/selectors'
import { Card } from '~/ui/card'
import { CopyButton } from '~/ui/copy-button'
import { Spinner } from '~/ui/spinner'

export const instanceExternalSubnets = ({ project, instance }: InstanceSelector) =>
  q('instanceExternalSubnetList', { path: { instance }, query: { project } })

/** The external subnets routed to the instance; they are attached from the project's list. */
export function ExternalSubnetsCard({ sel }: { sel: InstanceSelector }) {
  const { data, isPending, isError } = useQuery({
    ...instanceExternalSubnets(sel),
    throwOnError: false,
  })
  const manage = (
    <Link
      to={pb.externalSubnets({ project: sel.project })}
      className="text-secondary underline-offset-2 hover:text-fg hover:underline"
    >
      Manage external subnets
    </Link>
  )
  return (
    <Card
      title="External subnets"
      description="Blocks of public addresses routed to this instance"
      footer={manage}
    >
      {isPending ? (
        <Spinner size="sm" label="Loading external subnets" />
      ) : isError ? (
        <p className="text-tertiary">The external subnets could not be loaded.</p>
      ) : data.items.length === 0 ? (
        <p className="text-tertiary">No external subnets are attached to this instance.</p>
      ) : (
        <ul className="grid gap-2">
          {data.items.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1 font-mono text-xs text-fg">
                {s.subnet}
                <CopyButton text={s.subnet} label={`Copy ${s.subnet}`} />
              </span>
              <span className="text-tertiary">{s.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
