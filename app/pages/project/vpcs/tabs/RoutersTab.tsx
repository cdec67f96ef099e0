import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type VpcRouter } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector } from '~/api/selectors'
import { CreateLink } from '~/components/create-link'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { TabHeading } from '~/components/tab-heading'
import { routerPage, routerReason, vpcSubnetsAll } from '~/resources/vpcs/router-queries'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { useQueryTable } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'

import { NetworkIcon } from '../vpc-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = vpcSelector(params)
  // a failure is said in the table, so a router form below still opens (with its own error)
  await Promise.all([
    queryClient.prefetchQuery(routerPage(sel)()),
    queryClient.prefetchQuery(vpcSubnetsAll(sel)),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: 'Routers',
  crumbPath: (params) => pb.vpcRouters(vpcSelector(params)),
}

/** The VPC's routers, system and custom; the create and edit side modals render in the outlet. */
export function Component() {
  const sel = useVpcSelector()
  const navigate = useNavigate()
  const subnets = useQuery({ ...vpcSubnetsAll(sel), throwOnError: false })
  // the first subnet that uses each custom router, which keeps it from being deleted
  const usedBy = useMemo(() => {
    const map = new Map<string, string>()
    for (const s of subnets.data?.items ?? []) {
      if (s.customRouterId && !map.has(s.customRouterId)) map.set(s.customRouterId, s.name)
    }
    return map
  }, [subnets.data])
  const columns = useMemo<TableColumn<VpcRouter>[]>(
    () => [
      nameLinkColumn<VpcRouter>((r) => pb.vpcRouter({ ...sel, router: r.name })),
      accessorColumn({
        id: 'kind',
        header: 'kind',
        accessorFn: (r) => r.kind,
        meta: { sortValue: (r) => r.kind, text: (r) => r.kind },
        cell: ({ row }) => (
          <Badge color={row.original.kind === 'system' ? 'neutral' : 'default'}>
            {row.original.kind}
          </Badge>
        ),
      }),
      descriptionColumn<VpcRouter>(),
      dateColumn<VpcRouter>('timeCreated', 'created'),
    ],
    [sel],
  )
  const deleteAction = useDeleteAction('vpcRouterDelete', {
    kind: 'router',
    label: (r: VpcRouter) => r.name,
    params: (r) => ({ path: { router: r.name }, query: sel }),
    invalidates: ['vpcRouterList'],
    extraContent: 'This will also delete any routes belonging to this router.',
  })
  const rowActions = (router: VpcRouter) => {
    const del = deleteAction(router)
    return [
      {
        label: 'Edit',
        onActivate: () => navigate(pb.vpcRouterEdit({ ...sel, router: router.name })),
        disabled: routerReason.edit(router),
      },
      {
        ...del,
        disabled: routerReason.delete(router) ?? routerReason.inUse(usedBy.get(router.id)),
      },
    ]
  }
  const create = pb.vpcRoutersNew(sel)
  const { data: routers } = useQuery({ ...routerPage(sel)(), throwOnError: false })
  useQuickActions(
    useMemo(
      () => [
        { value: 'New router', group: ACTIONS_GROUP, to: create },
        ...(routers?.items ?? []).map((r) => ({
          value: r.name,
          group: 'Go to router',
          to: pb.vpcRouter({ ...sel, router: r.name }),
        })),
      ],
      [routers, create, sel],
    ),
  )
  const list = useQueryTable({
    // an error stays in the table (a missing VPC is said by the VPC page itself)
    query: (pageToken?: string) => ({ ...routerPage(sel)(pageToken), throwOnError: false }),
    noun: 'routers',
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        icon={<NetworkIcon />}
        title="No routers"
        body="Create a router to see it here"
        action={<CreateLink to={create} label="New router" variant="ghost" />}
      />
    ),
  })

  return (
    <>
      <TabHeading title="Routers" create={{ to: create, label: 'New router' }} />
      {list.table}
      <Outlet />
    </>
  )
}
