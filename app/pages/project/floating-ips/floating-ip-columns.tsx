/* The floating IP list's columns and the queries their cells read. */
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type FloatingIp } from '~/api/__generated__/Api'
import { qAll } from '~/api/client'
import { pb } from '~/api/path-builder'
import { descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { CopyButton } from '~/ui/copy-button'
import { OverflowText } from '~/ui/truncate'

export const projectInstances = (project: string) => qAll('instanceList', { query: { project } })
export const siloPools = () => qAll('ipPoolList', {})

const none = <span className="text-quaternary">—</span>

/** The name of the instance a floating IP is attached to, once the instances are in. */
export function useAttachedInstance(project: string, id: string | null | undefined) {
  const { data } = useQuery({ ...projectInstances(project), enabled: !!id })
  return id ? data?.items.find((i) => i.id === id) : undefined
}

export function usePoolName(id: string) {
  const { data } = useQuery(siloPools())
  return data?.items.find((p) => p.id === id)?.name
}

function InstanceCell({ project, ip }: { project: string; ip: FloatingIp }) {
  const instance = useAttachedInstance(project, ip.instanceId)
  if (!ip.instanceId) return none
  if (!instance) return <span className="text-tertiary">…</span>
  return (
    <OverflowText text={instance.name}>
      <Link
        to={pb.instanceNetworking({ project, instance: instance.name })}
        className="text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {instance.name}
      </Link>
    </OverflowText>
  )
}

function PoolCell({ id }: { id: string }) {
  const name = usePoolName(id)
  return name ? <OverflowText text={name} /> : <span className="text-tertiary">…</span>
}

export const floatingIpColumns = (project: string): TableColumn<FloatingIp>[] => [
  nameLinkColumn<FloatingIp>((f) => pb.floatingIpEdit({ project, floatingIp: f.name })),
  descriptionColumn<FloatingIp>(),
  {
    id: 'ip',
    header: 'IP address',
    accessorFn: (f) => f.ip as never,
    meta: { sortValue: (f) => f.ip },
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
        {row.original.ip}
        <CopyButton text={row.original.ip} label={`Copy ${row.original.ip}`} />
      </span>
    ),
  },
  {
    id: 'pool',
    header: 'IP pool',
    accessorFn: (f) => f.ipPoolId as never,
    meta: { truncate: true },
    cell: ({ row }) => <PoolCell id={row.original.ipPoolId} />,
  },
  {
    id: 'instance',
    header: 'instance',
    accessorFn: (f) => (f.instanceId ?? '') as never,
    meta: { truncate: true },
    cell: ({ row }) => <InstanceCell project={project} ip={row.original} />,
  },
]
