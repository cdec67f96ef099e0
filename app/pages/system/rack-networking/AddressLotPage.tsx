import { type LoaderFunctionArgs } from 'react-router'

import { type AddressLotBlock } from '~/api/__generated__/Api'
import { qList, queryClient, usePrefetchedQuery } from '~/api/client'
import { addressLotSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { kindLabel, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { lotView } from '~/resources/rack-networking/rack-net-queries'
import { formatDateTime, textColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

/** A lot's blocks, a page at a time: a lot may hold more than one response carries. */
const blockPage = (addressLot: string) => (pageToken?: string) =>
  qList('networkingAddressLotBlockList', { path: { addressLot } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(lotView(addressLotSelector(params).addressLot)),
    queryClient.ensureQueryData(blockPage(addressLotSelector(params).addressLot)()),
  ])
  return null
}

const blockColumns: TableColumn<AddressLotBlock>[] = [
  textColumn<AddressLotBlock>('firstAddress', 'first address'),
  textColumn<AddressLotBlock>('lastAddress', 'last address'),
  textColumn<AddressLotBlock>('id', 'id'),
]

export const handle: RouteHandle = { crumb: ({ params }) => addressLotSelector(params).addressLot }

/** One address lot: its properties and its blocks of addresses. */
export function Component() {
  const name = useSelector(addressLotSelector).addressLot
  const { lot } = usePrefetchedQuery(lotView(name))
  const { table } = useQueryTable<AddressLotBlock>({
    query: blockPage(name),
    columns: blockColumns,
    noun: 'blocks',
    emptyState: <EmptyState title="No blocks" body="This lot has no blocks" />,
  })
  return (
    <>
      <PageHeader title={lot.name} icon={<RackNetIcon size={20} />} />
      <PropertiesTable>
        <PropertiesTable.Row label="Description">{lot.description || '—'}</PropertiesTable.Row>
        <PropertiesTable.Row label="Kind">{kindLabel(lot.kind)}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={lot.id} />
        <PropertiesTable.Row label="Created">{formatDateTime(lot.timeCreated)}</PropertiesTable.Row>
      </PropertiesTable>
      <section className="mt-8 space-y-3">
        <h2 className="text-base font-medium text-fg">Blocks</h2>
        {table}
      </section>
    </>
  )
}
