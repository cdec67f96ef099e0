import { useQuery } from '@tanstack/react-query'

import { q } from '~/api/client'
import { parseCertificate } from '~/forms/silo-cert-check'
import { Warnings, warningsFor } from '~/forms/silo-cert-fields'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'
import { formatDateTime } from '~/util/date'

/**
 * One certificate as the API holds it now (read afresh, not from the list), with what its PEM
 * says: the names it covers, when it is valid, and the warnings it gives for the silo.
 */
export function CertificateViewModal({
  certificate,
  silo,
  onDismiss,
}: {
  certificate: string
  silo: string
  onDismiss: () => void
}) {
  const { data, error, isPending } = useQuery({
    ...q('certificateView', { path: { certificate } }),
    throwOnError: false,
  })
  const info = data ? parseCertificate(data.cert) : null
  const names = info ? (info.dnsNames.length ? info.dnsNames : [info.commonName ?? '']) : []
  return (
    <Modal isOpen onDismiss={onDismiss} title="Certificate">
      <Modal.Body>
        {isPending && <Spinner label="Loading certificate" />}
        {error && (
          <Message variant="error" title="Could not load certificate" content={error.message} />
        )}
        {data && (
          <div className="space-y-4">
            <PropertiesTable>
              <PropertiesTable.Row label="Name">{data.name}</PropertiesTable.Row>
              <PropertiesTable.Row label="Service">
                {data.service === 'external_api' ? 'External API' : data.service}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Names covered">
                {names.filter(Boolean).join(', ') || '—'}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Valid from">
                {info ? formatDateTime(info.notBefore) : '—'}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Valid until">
                {info ? formatDateTime(info.notAfter) : '—'}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Added">
                {formatDateTime(data.timeCreated)}
              </PropertiesTable.Row>
              <PropertiesTable.IdRow id={data.id} />
            </PropertiesTable>
            <Warnings warnings={warningsFor(data.cert, silo)} label="Certificate warnings" />
            <div>
              <h3 className="mb-1.5 text-sm font-medium">Certificate (PEM)</h3>
              <pre className="max-h-56 overflow-auto rounded-md border border-line bg-raise p-3 font-mono text-xs text-secondary">
                {data.cert}
              </pre>
            </div>
          </div>
        )}
      </Modal.Body>
      <Modal.CloseFooter onClose={onDismiss} />
    </Modal>
  )
}
