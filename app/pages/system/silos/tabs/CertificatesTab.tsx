import { lazy, Suspense, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type Certificate } from '~/api/__generated__/Api'
import { q, qList, queryClient, usePrefetchedQuery } from '~/api/client'
import { useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadSilo, siloView } from '~/resources/silos/silo-queries'
import { accessorColumn, dateColumn, descriptionColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { useQueryTable } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, KeyIcon } from '~/ui/icons'

const AddCertificateModal = lazy(() =>
  import('./certificate-add-modal').then((m) => ({ default: m.AddCertificateModal })),
)

const CertificateViewModal = lazy(() =>
  import('./certificate-view-modal').then((m) => ({ default: m.CertificateViewModal })),
)

const certPage = (pageToken?: string) => qList('certificateList', {}, pageToken)
const me = q('currentUserView', {})

export async function loader({ params }: LoaderFunctionArgs) {
  const [silo, user] = await Promise.all([loadSilo(params), queryClient.ensureQueryData(me)])
  // the API lists the certificates of the signed-in user's silo only
  if (silo.id === user.siloId) await queryClient.ensureQueryData(certPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Certificates' }

/**
 * The TLS certificates the silo serves its web address with. The API (`/v1/certificates`) acts
 * on the signed-in user's own silo, so they are managed here for that silo only.
 */
export function Component() {
  const { silo } = useSiloSelector()
  const { id, name } = usePrefetchedQuery(siloView(silo))
  const user = usePrefetchedQuery(me)
  if (id !== user.siloId) {
    return (
      <EmptyState
        icon={<KeyIcon />}
        title="Managed from inside the silo"
        body={`The API lists, adds and deletes the certificates of the signed-in user's own silo only (you are in ${user.siloName}). To manage the certificates of ${name}, sign in to ${name} as one of its admins.`}
      />
    )
  }
  return <Certificates silo={name} />
}

function Certificates({ silo }: { silo: string }) {
  const [adding, setAdding] = useState(false)
  const [viewing, setViewing] = useState<string | null>(null)
  const deleteAction = useDeleteAction('certificateDelete', {
    kind: 'certificate',
    label: (c: Certificate) => c.name,
    params: (c: Certificate) => ({ path: { certificate: c.id } }),
    invalidates: ['certificateList'],
    extraContent:
      'If it is the only certificate covering the silo’s address, browsers will refuse to connect.',
  })
  const serviceLabel = (c: Certificate) =>
    c.service === 'external_api' ? 'External API' : c.service
  const columns: TableColumn<Certificate>[] = [
    accessorColumn({
      id: 'name',
      header: 'name',
      accessorFn: (c) => c.name,
      meta: { text: (c) => c.name },
      cell: ({ row }) => <span className="font-medium text-fg">{row.original.name}</span>,
    }),
    descriptionColumn<Certificate>(),
    accessorColumn({
      id: 'service',
      header: 'service',
      accessorFn: (c) => c.service,
      meta: { text: serviceLabel },
      cell: ({ row }) => <Badge color="neutral">{serviceLabel(row.original)}</Badge>,
    }),
    dateColumn<Certificate>('timeCreated', 'created'),
  ]
  const addButton = (variant: 'primary' | 'ghost') => (
    <Button writes size="sm" variant={variant} onClick={() => setAdding(true)}>
      <AddIcon size={12} />
      Add certificate
    </Button>
  )
  const list = useQueryTable({
    query: certPage,
    columns,
    noun: 'certificates',
    filterFields: (c) => [c.name, c.description],
    rowActions: (c) => [
      { label: 'View certificate', reads: true, onActivate: () => setViewing(c.id) },
      deleteAction(c),
    ],
    emptyState: (
      <EmptyState
        icon={<KeyIcon />}
        title="No certificates"
        body="Without a certificate covering its address, browsers will not connect to this silo"
        action={addButton('ghost')}
      />
    ),
  })
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-4">
        <p className="text-sm text-secondary">
          Certificates of this silo, the one you are signed in to, served for its web address.
        </p>
        {addButton('primary')}
      </div>
      {list.table}
      <Suspense fallback={null}>
        {adding && <AddCertificateModal silo={silo} onDismiss={() => setAdding(false)} />}
        {viewing && (
          <CertificateViewModal
            certificate={viewing}
            silo={silo}
            onDismiss={() => setViewing(null)}
          />
        )}
      </Suspense>
    </>
  )
}
