/* The external subnet list's columns and the queries their cells read. */
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type ExternalSubnet } from '~/api/__generated__/Api'
import { qAll } from '~/api/client'
import { pb } from '~/api/path-builder'
import { descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { CopyButton } from '~/ui/copy-button'
import { OverflowText } from '~/ui/truncate'

export const projectInstances = (project: string) => qAll('instanceList', { query: { project } })
export const siloSubnetPools = () => qAll('subnetPoolList', {})

const none = <span className="text-quaternary">—</span>

/** The instance an external subnet is attached to, once the instances are in. */
export function useAttachedInstance(project: string, id: string | null | undefined) {
  const { data } = useQuery({ ...projectInstances(project), enabled: !!id })
  return id ? data?.items.find((i) => i.id === id) : undefined
}

export function useSubnetPoolName(id: string) {
  const { data } = useQuery({ ...siloSubnetPools(), throwOnError: false })
  return data?.items.find((p) => p.id === id)?.name
}

function InstanceCell({ project, subnet }: { project: string; subnet: ExternalSubnet }) {
  const instance = useAttachedInstance(project, subnet.instanceId)
  if (!subnet.instanceId) return none
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
  const name = useSubnetPoolName(id)
  return name ? <OverflowText text={name} /> : <span className="text-tertiary">…</span>
}

/** A CIDR in mono type with a copy button. */
const SubnetText = ({ subnet }: { subnet: string }) => (
  <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
    {subnet}
    <CopyButton text={subnet} label={`Copy ${subnet}`} />
  </span>
)

export const externalSubnetColumns = (project: string): TableColumn<ExternalSubnet>[] => [
  nameLinkColumn<ExternalSubnet>((s) => pb.externalSubnetEdit({ project, externalSubnet: s.name })),
  descriptionColumn<ExternalSubnet>(),
  {
    id: 'subnet',
    header: 'subnet',
    accessorFn: (s) => s.subnet as never,
    meta: { sortValue: (s) => s.subnet },
    cell: ({ row }) => <SubnetText subnet={row.original.subnet} />,
  },
  {
    id: 'pool',
    header: 'subnet pool',
    accessorFn: (s) => s.subnetPoolId as never,
    meta: { truncate: true },
    cell: ({ row }) => <PoolCell id={row.original.subnetPoolId} />,
  },
  {
    id: 'instance',
    header: 'instance',
    accessorFn: (s) => (s.instanceId ?? '') as never,
    meta: { truncate: true },
    cell: ({ row }) => <InstanceCell project={project} subnet={row.original} />,
  },
]
