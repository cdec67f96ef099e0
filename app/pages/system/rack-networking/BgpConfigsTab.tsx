import { Outlet, useNavigate } from 'react-router'

import { type BgpConfig } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { TabHeading } from '~/components/tab-heading'
import { RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { bgpConfigPage } from '~/resources/rack-networking/rack-net-queries'
import { accessorColumn, dateColumn, descriptionColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { EmptyState } from '~/ui/empty-state'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'

export async function loader() {
  // a failure is said in the table, so a form below still opens (with its own error)
  await queryClient.prefetchQuery(bgpConfigPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Configs', crumbPath: pb.bgpConfigs() }

const text = (id: string, header: string, value: (c: BgpConfig) => string | number) =>
  accessorColumn({
    id,
    header,
    accessorFn: (c) => value(c),
    meta: { sortValue: value },
  }) satisfies TableColumn<BgpConfig>

const columns: TableColumn<BgpConfig>[] = [
  text('name', 'name', (c) => c.name),
  descriptionColumn<BgpConfig>(),
  text('asn', 'ASN', (c) => c.asn),
  text('maxPaths', 'max paths', (c) => c.maxPaths),
  text('vrf', 'VRF', (c) => c.vrf ?? '—'),
  dateColumn<BgpConfig>('timeCreated', 'created'),
]

/** The BGP configurations: the rack's ASN and the announce set each advertises. */
export function Component() {
  const navigate = useNavigate()
  const del = useApiMutation('networkingBgpConfigDelete', {
    onSuccess: () => invalidate('networkingBgpConfigList'),
  })
  const rowActions = (c: BgpConfig): RowAction[] => [
    { label: 'Edit', onActivate: () => navigate(pb.bgpConfigEdit({ bgpConfig: c.name })) },
    {
      label: 'Delete',
      variant: 'danger',
      onActivate: () => {
        const req = apiRequest('networkingBgpConfigDelete', { query: { nameOrId: c.name } })
        confirmAction({
          requests: () => req,
          title: 'Delete BGP config',
          content: (
            <div className="space-y-3">
              <p>
                Are you sure you want to delete{' '}
                <strong className="font-medium text-fg">{c.name}</strong>?
              </p>
              <Message
                variant="notice"
                content="If switch port settings use this config, the API refuses the delete. Remove the config from every uplink first: deleting the BGP session of a live uplink withdraws the rack's routes and can cut it off from your network."
              />
            </div>
          ),
          actionType: 'danger',
          actionText: 'Confirm',
          errorTitle: 'Could not delete BGP config',
          doAction: async () => {
            await del.mutateAsync(req)
            addToast({
              content: (
                <>
                  BGP config <ToastName>{c.name}</ToastName> deleted
                </>
              ),
            })
          },
        })
      },
    },
  ]
  const create = pb.bgpConfigsNew()
  const list = useQueryTable({
    query: (pageToken?: string) => ({ ...bgpConfigPage(pageToken), throwOnError: false }),
    noun: 'BGP configs',
    columns,
    rowActions,
    filterFields: (c) => [c.name, c.description, c.asn],
    emptyState: (
      <EmptyState
        icon={<RackNetIcon />}
        title="No BGP configs"
        body="A BGP configuration gives the rack its ASN and the prefixes it announces"
        action={<CreateLink to={create} label="New BGP config" variant="ghost" />}
      />
    ),
  })
  return (
    <>
      <TabHeading title="Configs" create={{ to: create, label: 'New BGP config' }} />
      {list.table}
      <Outlet />
    </>
  )
}
