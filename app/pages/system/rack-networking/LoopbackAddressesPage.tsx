import { Outlet } from 'react-router'

import { type LoopbackAddress } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { rackNetDocs, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { loopbackPage } from '~/resources/rack-networking/rack-net-queries'
import { accessorColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { EmptyState } from '~/ui/empty-state'
import { Message } from '~/ui/message'
import { PageHeader } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

export async function loader() {
  // a failure is said in the table, so the form below still opens (with its own error)
  await queryClient.prefetchQuery(loopbackPage())
  return null
}

export const handle: RouteHandle = {
  crumb: 'Loopback Addresses',
  crumbPath: pb.loopbackAddresses(),
}

const docs = rackNetDocs(
  'Loopback addresses',
  'A loopback address belongs to a switch rather than to one of its links: BGP and BFD sessions can use it as their source. It is drawn from an infrastructure address lot.',
)

const text = (id: string, header: string, value: (l: LoopbackAddress) => string) =>
  accessorColumn({
    id,
    header,
    accessorFn: (l) => value(l),
    meta: { sortValue: value, text: value },
    cell: ({ row }) => <span className="font-mono text-xs">{value(row.original)}</span>,
  }) satisfies TableColumn<LoopbackAddress>

const columns: TableColumn<LoopbackAddress>[] = [
  text('address', 'address', (l) => l.address),
  text('switch', 'switch', (l) => l.switchSlot),
  text('rack', 'rack', (l) => l.rackId),
  text('block', 'address lot block', (l) => l.addressLotBlockId),
]

const deletePath = (l: LoopbackAddress) => {
  const [address = '', mask = '0'] = l.address.split('/')
  return { rackId: l.rackId, switchSlot: l.switchSlot, address, subnetMask: Number(mask) }
}

/** The switches' loopback addresses; the create form opens in the outlet, a delete asks first. */
export function Component() {
  const del = useApiMutation('networkingLoopbackAddressDelete', {
    onSuccess: () => invalidate('networkingLoopbackAddressList'),
  })
  const rowActions = (l: LoopbackAddress): RowAction[] => {
    const p = deletePath(l)
    return [
      {
        label: 'Delete',
        variant: 'danger',
        onActivate: () => {
          const req = apiRequest('networkingLoopbackAddressDelete', { path: p })
          confirmAction({
            requests: () => req,
            title: 'Delete loopback address',
            content: (
              <div className="space-y-3">
                <p>
                  Are you sure you want to delete{' '}
                  <strong className="font-medium text-fg">{l.address}</strong> from {l.switchSlot}?
                </p>
                <Message
                  variant="notice"
                  content="BGP or BFD sessions that use this address as their source go down."
                />
              </div>
            ),
            actionType: 'danger',
            actionText: 'Confirm',
            errorTitle: 'Could not delete loopback address',
            doAction: async () => {
              await del.mutateAsync(req)
              addToast({
                content: (
                  <>
                    Loopback address <ToastName>{l.address}</ToastName> deleted
                  </>
                ),
              })
            },
          })
        },
      },
    ]
  }
  const create = pb.loopbackAddressesNew()
  const list = useQueryTable({
    query: (pageToken?: string) => ({ ...loopbackPage(pageToken), throwOnError: false }),
    noun: 'loopback addresses',
    columns,
    rowActions,
    filterFields: (l) => [l.address, l.switchSlot],
    emptyState: (
      <EmptyState
        icon={<RackNetIcon />}
        title="No loopback addresses"
        body="A switch's loopback address is a source for its BGP and BFD sessions"
        action={<CreateLink to={create} label="New loopback address" variant="ghost" />}
      />
    ),
  })
  return (
    <>
      <PageHeader
        title="Loopback Addresses"
        icon={<RackNetIcon size={20} />}
        adornment={docs}
        actions={<CreateLink to={create} label="New loopback address" />}
      />
      {list.table}
      <Outlet />
    </>
  )
}
