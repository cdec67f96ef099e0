import { type AuditLogEntry } from '~/api/__generated__/Api'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { formatDateTime } from '~/table/columns'
import { CopyButton } from '~/ui/copy-button'
import { PropertiesTable } from '~/ui/page-header'

import { actorLabel, ResultCell, type ActorNames } from './audit-entry'

const AUTH_METHOD = {
  session_cookie: 'Console session',
  access_token: 'Device access token',
  scim_token: 'SCIM token',
} as const

/** The entry whole: every field, then the record as the API gave it. */
export function AuditEntryModal({
  entry,
  names,
  onDismiss,
}: {
  entry: AuditLogEntry
  names: ActorNames
  onDismiss: () => void
}) {
  const { actor, result } = entry
  const siloId = actor.kind === 'silo_user' || actor.kind === 'scim' ? actor.siloId : undefined
  return (
    <ReadOnlySideModal
      title="Audit log entry"
      subtitle={<span className="font-mono">{entry.operationId}</span>}
      onDismiss={onDismiss}
    >
      <PropertiesTable>
        <PropertiesTable.Row label="Operation">
          <span className="font-mono">{entry.operationId}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Actor">{actorLabel(actor, names)}</PropertiesTable.Row>
        {siloId && (
          <PropertiesTable.Row label="Silo">
            {names.silos.get(siloId) ?? siloId}
          </PropertiesTable.Row>
        )}
        <PropertiesTable.Row label="Result">
          <ResultCell result={result} />
        </PropertiesTable.Row>
        {result.kind === 'error' && (
          <PropertiesTable.Row label="Error">
            <span className="break-words">
              {result.errorCode ? `${result.errorCode}: ` : ''}
              {result.errorMessage}
            </span>
          </PropertiesTable.Row>
        )}
        <PropertiesTable.Row label="Resource">
          <span className="font-mono text-xs break-all">{entry.requestUri}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Request ID">
          <span className="inline-flex items-center gap-1 font-mono text-xs">
            {entry.requestId}
            <CopyButton text={entry.requestId} label="Copy request ID" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Started">
          {formatDateTime(entry.timeStarted)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Completed">
          {formatDateTime(entry.timeCompleted)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Authenticated by">
          {entry.authMethod ? AUTH_METHOD[entry.authMethod] : null}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Source IP">
          <span className="font-mono text-xs">{entry.sourceIp}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="User agent">{entry.userAgent ?? null}</PropertiesTable.Row>
      </PropertiesTable>
      <h3 className="mt-6 mb-2 text-sm font-medium text-fg">Record</h3>
      <pre
        className="overflow-x-auto rounded border border-line bg-raise p-3 font-mono text-xs text-secondary"
        role="region"
        aria-label="The entry as JSON"
        tabIndex={0}
      >
        {JSON.stringify(entry, null, 2)}
      </pre>
    </ReadOnlySideModal>
  )
}
