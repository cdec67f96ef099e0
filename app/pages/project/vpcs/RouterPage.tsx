import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type RouterRoute } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { routerSelector, useRouterSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { DocsPopover } from '~/components/docs-popover'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  routePage,
  routeReason,
  routerReason,
  routerView,
  vpcSubnetsAll,
} from '~/resources/vpcs/router-queries'
import {
  accessorColumn,
  descriptionColumn,
  formatDateTime,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { useQueryTable } from '~/table/query-table'
import { RowActionsMenu } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { NetworkingGate } from './networking-gate'
import {
  RouteDestinationCell,
  routeDestinationText,
  RouteTargetCell,
  routeTargetText,
} from './route-cells'
import { NetworkIcon } from './vpc-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = routerSelector(params)
  await Promise.all([
    queryClient.ensureQueryData(routerView(sel)),
    // a failure is said in the table
    queryClient.prefetchQuery(routePage(sel)()),
    // which subnet uses the router, which keeps it from being deleted
    queryClient.prefetchQuery(vpcSubnetsAll(sel)),
  ])
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => routerSelector(params).router }

const routerDocs = {
  heading: 'routers',
  summary:
    'A router sends a subnet’s traffic on by its destination. Every VPC has a system router with a route to each subnet; a subnet given a custom router uses its routes first.',
  links: [
    {
      href: 'https://docs.oxide.computer/guides/configuring-guest-networking',
      label: 'Networking',
    },
  ],
}

/** A router: its properties and its routes; the route forms render in the outlet. */
export function Component() {
  const sel = useRouterSelector()
  const navigate = useNavigate()
  const { data: router } = useQuery(routerView(sel))
  const subnets = useQuery({ ...vpcSubnetsAll(sel), throwOnError: false })
  const usedBy = router && subnets.data?.items.find((s) => s.customRouterId === router.id)?.name
  const deleteRouter = useApiMutation('vpcRouterDelete', {
    onSuccess: () => invalidate('vpcRouterList'),
  })

  const columns = useMemo<TableColumn<RouterRoute>[]>(
    () => [
      nameLinkColumn<RouterRoute>((r) => pb.vpcRouteEdit({ ...sel, route: r.name })),
      accessorColumn({
        id: 'kind',
        header: 'kind',
        accessorFn: (r) => r.kind,
        meta: { sortValue: (r) => r.kind, text: (r) => r.kind },
        cell: ({ row }) => <Badge color="neutral">{row.original.kind}</Badge>,
      }),
      {
        id: 'destination',
        header: 'destination',
        meta: {
          label: 'destination',
          text: (r) => routeDestinationText(r.destination),
        },
        cell: ({ row }) => <RouteDestinationCell destination={row.original.destination} />,
      },
      {
        id: 'target',
        header: 'target',
        meta: {
          label: 'target',
          text: (r) => routeTargetText(r.target),
        },
        cell: ({ row }) => <RouteTargetCell target={row.original.target} />,
      },
      descriptionColumn<RouterRoute>(),
    ],
    [sel],
  )
  const deleteAction = useDeleteAction('vpcRouterRouteDelete', {
    kind: 'route',
    label: (r: RouterRoute) => r.name,
    params: (r) => ({ path: { route: r.name }, query: sel }),
    invalidates: ['vpcRouterRouteList'],
  })
  const rowActions = (route: RouterRoute) =>
    router
      ? [
          {
            label: 'Edit',
            onActivate: () => navigate(pb.vpcRouteEdit({ ...sel, route: route.name })),
            disabled: routeReason.edit(router, route),
          },
          { ...deleteAction(route), disabled: routeReason.delete(router, route) },
        ]
      : []
  const addRefused = router ? routerReason.addRoutes(router) : undefined
  const create = pb.vpcRouteNew(sel)
  const { project, vpc } = sel
  useQuickActions(
    useMemo(
      () =>
        router
          ? [
              ...(addRefused ? [] : [{ value: 'New route', group: ACTIONS_GROUP, to: create }]),
              ...(routerReason.edit(router)
                ? []
                : [{ value: 'Edit router', group: ACTIONS_GROUP, to: pb.vpcRouterEdit(sel) }]),
              { value: 'All routers', group: 'Go to', to: pb.vpcRouters({ project, vpc }) },
            ]
          : [],
      [router, addRefused, create, sel, project, vpc],
    ),
  )
  const list = useQueryTable({
    query: (pageToken?: string) => ({ ...routePage(sel)(pageToken), throwOnError: false }),
    noun: 'routes',
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        icon={<NetworkIcon />}
        title="No routes"
        body="Add a route to see it here"
        action={
          addRefused ? undefined : <CreateLink to={create} label="New route" variant="ghost" />
        }
      />
    ),
  })

  // the loader put it there; it is only missing for a moment after a rename
  if (!router) return null

  const deleteRequest = (name: string) =>
    apiRequest('vpcRouterDelete', { path: { router: name }, query: { project, vpc } })
  const actions = [
    {
      label: 'Edit',
      onActivate: () => navigate(pb.vpcRouterEdit(sel)),
      disabled: routerReason.edit(router),
    },
    {
      label: 'Delete',
      variant: 'danger' as const,
      disabled: routerReason.delete(router) ?? routerReason.inUse(usedBy),
      onActivate: () =>
        confirmDelete({
          kind: 'router',
          label: router.name,
          extraContent: 'This will also delete any routes belonging to this router.',
          requests: () => deleteRequest(router.name),
          doDelete: async () => {
            await deleteRouter.mutateAsync(deleteRequest(router.name))
            addToast({
              content: (
                <>
                  Router <ToastName>{router.name}</ToastName> deleted
                </>
              ),
            })
            void navigate(pb.vpcRouters({ project, vpc }))
          },
        }),
    },
  ]

  return (
    <NetworkingGate>
      <PageHeader
        title={router.name}
        icon={<NetworkIcon size={20} />}
        adornment={<DocsPopover {...routerDocs} />}
        actions={<RowActionsMenu label="Router actions" id={router.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Description">{router.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Kind">{router.kind}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(router.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="ID">
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate font-mono text-xs">{router.id}</span>
            <CopyButton text={router.id} label="Copy ID" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Updated">
          {formatDateTime(router.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <div className="mt-8 mb-3 flex items-center justify-between gap-2">
        <div>
          <h2 className="text-base font-medium text-fg">Routes</h2>
          <p className="text-sm text-secondary">Rules for directing network traffic</p>
        </div>
        <CreateLink to={create} label="New route" disabledReason={addRefused} />
      </div>
      {addRefused && <p className="mb-3 text-sm text-secondary">{addRefused}</p>}
      {list.table}
      <Outlet />
    </NetworkingGate>
  )
}
