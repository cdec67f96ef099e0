import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router'

import { type MulticastGroupMember } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { multicastGroupSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { MulticastIcon, sourcesLabel } from '~/resources/multicast/multicast-display'
import { groupView, memberPage } from '~/resources/multicast/multicast-queries'
import { accessorColumn, formatDateTime, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { EmptyState } from '~/ui/empty-state'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

export async function loader({ params }: LoaderFunctionArgs) {
  const { group } = multicastGroupSelector(params)
  void queryClient.prefetchQuery(memberPage(group)())
  void queryClient.prefetchQuery(qAll('projectList', {}))
  await queryClient.ensureQueryData(groupView(group))
  return { group }
}

export const handle: RouteHandle = { crumb: ({ params }) => params.group ?? 'Group' }

/** Where an instance of the caller's projects is, for links (members name only the instance). */
function useInstanceProjects() {
  const { data } = useQuery({ ...qAll('projectList', {}), throwOnError: false })
  return data?.items ?? []
}

/** One multicast group: its address and sources, and its members with "Leave". */
export function Component() {
  const { group: key } = useLoaderData<typeof loader>()
  const { data: group } = useQuery(groupView(key))
  const projects = useInstanceProjects()
  const leave = useApiMutation('instanceMulticastGroupLeave', {
    onSuccess: () =>
      Promise.all([
        invalidate('multicastGroupMemberList'),
        invalidate('multicastGroupList'),
        invalidate('multicastGroupView'),
        invalidate('instanceMulticastGroupList'),
      ]),
  })

  const columns: TableColumn<MulticastGroupMember>[] = [
    accessorColumn({
      id: 'instance',
      header: 'instance',
      accessorFn: (m) => m.name,
      meta: { sortValue: (m) => m.name, text: (m) => m.name },
      cell: ({ row }) => (
        <Link
          to={pb.instanceLookup({ id: row.original.instanceId })}
          className="text-fg underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    accessorColumn({
      id: 'state',
      header: 'state',
      accessorFn: (m) => m.state,
      meta: { sortValue: (m) => m.state },
    }),
    accessorColumn({
      id: 'sources',
      header: 'source IPs',
      accessorFn: (m) => m.sourceIps.join(', ') || 'any source',
    }),
    accessorColumn({
      id: 'joined',
      header: 'joined',
      accessorFn: (m) => formatDateTime(m.timeCreated),
      meta: { sortValue: (m) => m.timeCreated.toString() },
    }),
  ]
  const leaveRequest = (m: MulticastGroupMember) =>
    apiRequest('instanceMulticastGroupLeave', {
      path: { instance: m.instanceId, multicastGroup: m.multicastGroupId },
    })
  const rowActions = (m: MulticastGroupMember): RowAction[] => [
    {
      label: 'Leave',
      variant: 'danger',
      onActivate: () =>
        confirmAction({
          title: 'Leave multicast group',
          content: (
            <p>
              Remove <strong className="font-medium text-fg">{m.name}</strong> from{' '}
              <strong className="font-medium text-fg">{group?.name}</strong>? The group is deleted
              when its last member leaves.
            </p>
          ),
          actionType: 'danger',
          actionText: 'Leave',
          errorTitle: 'Could not leave the group',
          requests: () => leaveRequest(m),
          doAction: async () => {
            await leave.mutateAsync(leaveRequest(m))
            addToast({
              content: (
                <>
                  <ToastName>{m.name}</ToastName> left the group
                </>
              ),
            })
          },
        }),
    },
  ]

  const join = pb.multicastGroupJoin({ group: key })
  const list = useQueryTable({
    query: (t?: string) => ({ ...memberPage(key)(t), throwOnError: false }),
    noun: 'members',
    columns,
    rowActions,
    filterFields: (m) => [m.name, m.instanceId, ...m.sourceIps],
    emptyState: (
      <EmptyState
        icon={<MulticastIcon />}
        title="No members you can see"
        body={
          projects.length
            ? 'Members in projects you cannot read are not listed'
            : 'Join an instance to see it here'
        }
        action={<CreateLink to={join} label="Join an instance" variant="ghost" />}
      />
    ),
  })
  if (!group) return null

  return (
    <>
      <PageHeader
        title={group.name}
        icon={<MulticastIcon size={20} />}
        actions={<CreateLink to={join} label="Join an instance" variant="primary" />}
      />
      <PropertiesTable columns={2} className="mb-8">
        <PropertiesTable.Row label="Multicast IP">
          <span className="font-mono">{group.multicastIp}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="State">{group.state}</PropertiesTable.Row>
        <PropertiesTable.Row label="Sources">{sourcesLabel(group)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Description">{group.description || '—'}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(group.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={group.id} />
      </PropertiesTable>
      <h2 className="mb-3 text-[0.9375rem] font-medium text-fg">Members</h2>
      {list.table}
      <Outlet />
    </>
  )
}
