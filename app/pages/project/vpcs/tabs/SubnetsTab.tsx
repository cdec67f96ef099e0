import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type VpcSubnet } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector } from '~/api/selectors'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { TabHeading } from '~/components/tab-heading'
import { subnetPage, vpcRouters } from '~/resources/vpcs/vpc-queries'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { NetworkIcon } from '../vpc-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = vpcSelector(params)
  // a failure is said in the table, so a subnet form below still opens (with its own error)
  await queryClient.prefetchQuery(subnetPage(sel)())
  return null
}

export const handle: RouteHandle = {
  crumb: 'Subnets',
  crumbPath: (params) => pb.vpcSubnets(vpcSelector(params)),
}

const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

/** The VPC's subnets; the create and edit side modals render in the outlet. */
export function Component() {
  const sel = useVpcSelector()
  const navigate = useNavigate()
  const routers = useQuery({ ...vpcRouters(sel), throwOnError: false })
  const routerName = useMemo(
    () => new Map((routers.data?.items ?? []).map((r) => [r.id, r.name])),
    [routers.data],
  )
  const columns = useMemo<TableColumn<VpcSubnet>[]>(
    () => [
      nameLinkColumn<VpcSubnet>((s) => pb.vpcSubnetEdit({ ...sel, subnet: s.name })),
      descriptionColumn<VpcSubnet>(),
      accessorColumn({
        id: 'ipv4Block',
        header: 'IPv4 block',
        accessorFn: (s) => s.ipv4Block,
        meta: { sortValue: (s) => s.ipv4Block, text: (s) => s.ipv4Block },
        cell: ({ row }) => mono(row.original.ipv4Block),
      }),
      accessorColumn({
        id: 'ipv6Block',
        header: 'IPv6 block',
        accessorFn: (s) => s.ipv6Block,
        meta: { text: (s) => s.ipv6Block },
        cell: ({ row }) => mono(row.original.ipv6Block),
      }),
      {
        id: 'customRouter',
        header: 'custom router',
        meta: {
          label: 'custom router',
          text: (s) =>
            s.customRouterId ? (routerName.get(s.customRouterId) ?? s.customRouterId) : 'None',
        },
        cell: ({ row }) => {
          const id = row.original.customRouterId
          if (!id) return <span className="text-tertiary">None</span>
          return <span className="text-secondary">{routerName.get(id) ?? id}</span>
        },
      },
      dateColumn<VpcSubnet>('timeCreated', 'created'),
    ],
    [sel, routerName],
  )
  const deleteAction = useDeleteAction('vpcSubnetDelete', {
    kind: 'subnet',
    label: (s: VpcSubnet) => s.name,
    params: (s) => ({ path: { subnet: s.name }, query: sel }),
    invalidates: ['vpcSubnetList'],
  })
  const rowActions = (subnet: VpcSubnet) => [
    {
      label: 'Edit',
      onActivate: () => navigate(pb.vpcSubnetEdit({ ...sel, subnet: subnet.name })),
    },
    deleteAction(subnet),
  ]
  const create = pb.vpcSubnetsNew(sel)
  const list = useQueryTable({
    // an error stays in the table (a missing VPC is said by the VPC page itself), so a form
    // route below still opens
    query: (pageToken?: string) => ({ ...subnetPage(sel)(pageToken), throwOnError: false }),
    noun: 'subnets',
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        icon={<NetworkIcon />}
        title="No subnets"
        body="Instances get their addresses from a subnet; create one to add instances to the VPC"
        action={<CreateLink to={create} label="New subnet" variant="ghost" />}
      />
    ),
  })

  return (
    <>
      <TabHeading title="Subnets" create={{ to: create, label: 'New subnet' }} />
      {list.table}
      <Outlet />
    </>
  )
}
