import { type LoaderFunctionArgs, useParams } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { SimpleTable } from '~/table/simple-table'

import { kindLabel, lotView, mono, RackNetIcon } from './net-parts'

const lotOf = (params: Record<string, string | undefined>) => params.addressLot ?? ''

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(lotView(lotOf(params)))
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => lotOf(params) }

/** One address lot: its properties and its blocks of addresses. */
export function Component() {
  const { lot, blocks } = usePrefetchedQuery(lotView(lotOf(useParams())))
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
        <SimpleTable
          label="Address lot blocks"
          headers={['first address', 'last address', 'id']}
          empty="This lot has no blocks"
          rows={blocks.map((b) => ({
            key: b.id,
            cells: [mono(b.firstAddress), mono(b.lastAddress), mono(b.id)],
          }))}
        />
      </section>
    </>
  )
}
