import { type AddressLot } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { kindLabel, rackNetDocs, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { lotPage } from '~/resources/rack-networking/rack-net-queries'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'

export async function loader() {
  await queryClient.ensureQueryData(lotPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Address Lots', crumbPath: pb.addressLots() }

const columns: TableColumn<AddressLot>[] = [
  nameLinkColumn<AddressLot>((l) => pb.addressLot({ addressLot: l.name })),
  descriptionColumn<AddressLot>(),
  accessorColumn({
    id: 'kind',
    header: 'kind',
    accessorFn: (l) => kindLabel(l.kind),
    meta: { sortValue: (l) => l.kind },
  }),
  dateColumn<AddressLot>('timeCreated', 'created'),
]

const facets = [
  {
    id: 'kind',
    label: 'Kind',
    options: ['Infrastructure', 'Pool'],
    value: (l: AddressLot) => kindLabel(l.kind),
  },
]

const docs = rackNetDocs(
  'Address lots',
  'An address lot is a set of address blocks the rack may use for its own networking: uplink and loopback addresses (infrastructure lots) or the prefixes it announces (pool lots). A lot in use cannot be deleted.',
)

const create = { to: pb.addressLotsNew(), label: 'New address lot' }

/** The fleet's address lots; create opens a side modal, delete asks first. */
export function Component() {
  const deleteAction = useDeleteAction('networkingAddressLotDelete', {
    kind: 'address lot',
    label: (l: AddressLot) => l.name,
    params: (l) => ({ path: { addressLot: l.name } }),
    invalidates: ['networkingAddressLotList'],
    extraContent:
      'The API refuses while a loopback address, an announcement or switch port settings draw from the lot.',
  })
  const rowActions = (lot: AddressLot): RowAction[] => [deleteAction(lot)]
  useListQuickActions({
    all: qAll('networkingAddressLotList', {}),
    create,
    group: 'Go to address lot',
    to: (l) => pb.addressLot({ addressLot: l.name }),
  })
  return (
    <ListPage
      title="Address Lots"
      noun="address lots"
      icon={RackNetIcon}
      docs={docs}
      create={create}
      empty={{ title: 'No address lots', body: 'Create an address lot to see it here' }}
      query={lotPage}
      columns={columns}
      facets={facets}
      rowActions={rowActions}
    />
  )
}
