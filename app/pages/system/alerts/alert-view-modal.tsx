import { useQuery } from '@tanstack/react-query'

import { q } from '~/api/client'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'
import { formatDateTime } from '~/util/date'

/** One alert as the rack raised it: class, time, schema version and its payload. */
export function AlertViewModal({ alertId, onDismiss }: { alertId: string; onDismiss: () => void }) {
  const { data, error, isPending } = useQuery({
    ...q('alertView', { path: { alertId } }),
    throwOnError: false,
  })
  return (
    <Modal isOpen onDismiss={onDismiss} title="Alert">
      <Modal.Body>
        {isPending && <Spinner label="Loading alert" />}
        {error && <Message variant="error" title="Could not load alert" content={error.message} />}
        {data && (
          <div className="space-y-4">
            <PropertiesTable>
              <PropertiesTable.Row label="Class">
                <span className="font-mono text-xs">{data.class}</span>
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Raised">
                {formatDateTime(data.timeCreated)}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Schema version">{data.version}</PropertiesTable.Row>
              <PropertiesTable.IdRow id={data.id} />
            </PropertiesTable>
            <div>
              <h3 className="mb-1.5 text-sm font-medium">Payload</h3>
              <pre className="max-h-72 overflow-auto rounded-md border border-line bg-raise p-3 font-mono text-xs text-secondary">
                {JSON.stringify(data.alert, null, 2)}
              </pre>
            </div>
          </div>
        )}
      </Modal.Body>
      <Modal.CloseFooter onClose={onDismiss} />
    </Modal>
  )
}
