import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet, type LoaderFunctionArgs } from 'react-router'

import { type InternetGateway } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector } from '~/api/selectors'
import { CreateLink } from '~/components/create-link'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { TabHeading } from '~/components/tab-heading'
import {
  gatewayAddresses,
  gatewayPage,
  gatewayPools,
  useGatewayRoutes,
} from '~/resources/vpcs/gateway-queries'
import {
  dateColumn,
  descriptionColumn,
  lookup,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { NetworkIcon } from '../vpc-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure is said in the table, so the detail below still opens (with its own error)
  await queryClient.prefetchQuery(gatewayPage(vpcSelector(params))())
  return null
}

export const handle: RouteHandle = {
  crumb: 'Internet gateways',
  crumbPath: (params) => pb.vpcInternetGateways(vpcSelector(params)),
}

type Sel = { project: string; vpc: string }

function AttachedList({ items }: { items: { id: string; label: string }[] | undefined }) {
  if (!items) return <span className="text-tertiary">…</span>
  if (items.length === 0) return <span className="text-tertiary">None</span>
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-0.5 font-mono text-xs">
      {items.map((i) => (
        <span key={i.id}>{i.label}</span>
      ))}
    </span>
  )
}

/** An attached list as its cell shows it: the labels, "None", or that it could not load. */
const attachedText = (labels: string[] | undefined) =>
  !labels ? 'Could not load' : labels.length === 0 ? 'None' : labels.join(' ')

/** The pools attached to a gateway, loaded for its row. */
function Pools({ sel, gateway }: { sel: Sel; gateway: string }) {
  const { data, error } = useQuery({ ...gatewayPools(sel, gateway), throwOnError: false })
  if (error) return <span className="text-tertiary">Could not load</span>
  return <AttachedList items={data?.items.map((p) => ({ id: p.id, label: p.name }))} />
}

/** The addresses attached to a gateway, loaded for its row. */
function Addresses({ sel, gateway }: { sel: Sel; gateway: string }) {
  const { data, error } = useQuery({ ...gatewayAddresses(sel, gateway), throwOnError: false })
  if (error) return <span className="text-tertiary">Could not load</span>
  return <AttachedList items={data?.items.map((a) => ({ id: a.id, label: a.address }))} />
}

/** The VPC's internet gateways with what is attached and the routes that use each. */
export function Component() {
  const sel = useVpcSelector()
  const routes = useGatewayRoutes(sel)
  const columns = useMemo<TableColumn<InternetGateway>[]>(
    () => [
      nameLinkColumn<InternetGateway>((g) => pb.vpcInternetGateway({ ...sel, gateway: g.name })),
      descriptionColumn<InternetGateway>(),
      {
        id: 'pools',
        header: 'IP pools',
        meta: {
          label: 'IP pools',
          lookup: lookup(
            (g) => gatewayPools(sel, g.name),
            (_, data) => attachedText(data?.items.map((p) => p.name)),
          ),
        },
        cell: ({ row }) => <Pools sel={sel} gateway={row.original.name} />,
      },
      {
        id: 'addresses',
        header: 'IP addresses',
        meta: {
          label: 'IP addresses',
          lookup: lookup(
            (g) => gatewayAddresses(sel, g.name),
            (_, data) => attachedText(data?.items.map((a) => a.address)),
          ),
        },
        cell: ({ row }) => <Addresses sel={sel} gateway={row.original.name} />,
      },
      {
        id: 'routes',
        header: 'routes',
        meta: {
          label: 'routes',
          text: (g) => (routes.isPending ? '' : String(routes.byGateway.get(g.name)?.length ?? 0)),
        },
        cell: ({ row }) =>
          routes.isPending ? (
            <span className="text-tertiary">…</span>
          ) : (
            (routes.byGateway.get(row.original.name)?.length ?? 0)
          ),
      },
      dateColumn<InternetGateway>('timeCreated', 'created'),
    ],
    [sel, routes],
  )
  const deleteAction = useDeleteAction('internetGatewayDelete', {
    kind: 'internet gateway',
    label: (g: InternetGateway) => g.name,
    params: (g) => ({ path: { gateway: g.name }, query: sel }),
    invalidates: ['internetGatewayList'],
    extraContent:
      'The API refuses to delete a gateway that still has IP pools or addresses attached: detach them first. Routes that target it stop sending traffic anywhere.',
  })
  const create = pb.vpcInternetGatewaysNew(sel)
  const { data: gateways } = useQuery({ ...gatewayPage(sel)(), throwOnError: false })
  useQuickActions(
    useMemo(
      () => [
        { value: 'New internet gateway', group: ACTIONS_GROUP, to: create },
        ...(gateways?.items ?? []).map((g) => ({
          value: g.name,
          group: 'Go to internet gateway',
          to: pb.vpcInternetGateway({ ...sel, gateway: g.name }),
        })),
      ],
      [gateways, create, sel],
    ),
  )
  const list = useQueryTable({
    query: (pageToken?: string) => ({ ...gatewayPage(sel)(pageToken), throwOnError: false }),
    noun: 'internet gateways',
    columns,
    rowActions: (g: InternetGateway) => [deleteAction(g)],
    emptyState: (
      <EmptyState
        icon={<NetworkIcon />}
        title="No internet gateways"
        body="Create an internet gateway to see it here"
        action={<CreateLink to={create} label="New internet gateway" variant="ghost" />}
      />
    ),
  })

  return (
    <>
      <TabHeading
        title="Internet gateways"
        create={{ to: create, label: 'New internet gateway' }}
      />
      {list.table}
      <Outlet />
    </>
  )
}
