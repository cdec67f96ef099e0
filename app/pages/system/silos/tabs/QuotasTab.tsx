import { lazy, Suspense, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Button } from '~/ui/button'

import { quotaRows } from '../quota-values'

const EditQuotasModal = lazy(() =>
  import('./edit-quotas-modal').then((m) => ({ default: m.EditQuotasModal })),
)

const utilization = (silo: string) => q('siloUtilizationView', { path: { silo } })

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(utilization(siloSelector(params).silo))
  return null
}

export const handle: RouteHandle = { crumb: 'Quotas' }

const fmt = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 2 })

/** What the silo has provisioned against its quotas, and the quota editor. */
export function Component() {
  const { silo } = useSiloSelector()
  const util = usePrefetchedQuery(utilization(silo))
  const [editing, setEditing] = useState(false)
  const rows = quotaRows(util.provisioned, util.allocated)
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button writes size="sm" onClick={() => setEditing(true)}>
          Edit quotas
        </Button>
      </div>
      <table className="w-full max-w-2xl overflow-hidden rounded-lg border border-line text-sm">
        <caption className="sr-only">Quotas of {silo}</caption>
        <thead className="text-mono-caps bg-raise text-left text-tertiary">
          <tr>
            <th scope="col" className="px-3 py-2">
              Resource
            </th>
            <th scope="col" className="px-3 py-2">
              Provisioned
            </th>
            <th scope="col" className="px-3 py-2">
              Quota
            </th>
            <th scope="col" className="px-3 py-2">
              Left
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const over = r.provisioned > r.quota
            return (
              <tr key={r.label} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium text-fg">
                  {r.label} ({r.unit})
                </th>
                <td className="px-3 py-2 text-secondary">{fmt(r.provisioned)}</td>
                <td className="px-3 py-2 text-secondary">{fmt(r.quota)}</td>
                <td className={over ? 'px-3 py-2 text-danger' : 'px-3 py-2 text-secondary'}>
                  {over ? `${fmt(r.provisioned - r.quota)} over` : fmt(r.quota - r.provisioned)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {editing && (
        <Suspense fallback={null}>
          <EditQuotasModal
            silo={silo}
            provisioned={util.provisioned}
            allocated={util.allocated}
            onDismiss={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  )
}
