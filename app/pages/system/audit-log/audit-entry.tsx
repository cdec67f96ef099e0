import {
  type AuditLogEntry,
  type AuditLogEntryActor,
  type AuditLogEntryResult,
} from '~/api/__generated__/Api'
import { ReadOnlySideModal } from '~/components/form'
import { formatDateTime } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'
import { PropertiesTable } from '~/ui/page-header'

/** Names of the principals an entry's actor refers to, by id. */
export type ActorNames = {
  users: Map<string, string>
  builtins: Map<string, string>
  silos: Map<string, string>
}

/** Who did it, as a person reads it: a user's display name, a built-in user's name. */
export function actorLabel(actor: AuditLogEntryActor, names: ActorNames): string {
  switch (actor.kind) {
    case 'silo_user':
      return names.users.get(actor.siloUserId) ?? `User ${actor.siloUserId.slice(0, 8)}`
    case 'user_builtin':
      return (
        names.builtins.get(actor.userBuiltinId) ?? `Built-in ${actor.userBuiltinId.slice(0, 8)}`
      )
    case 'scim':
      return `SCIM client of ${names.silos.get(actor.siloId) ?? actor.siloId}`
    default:
      return 'Unauthenticated'
  }
}

const RESULT_LABEL = { success: 'Succeeded', error: 'Failed', unknown: 'Unknown' } as const

/** The result facet's value: Succeeded, Failed or Unknown. */
export const resultLabel = (r: AuditLogEntryResult) => RESULT_LABEL[r.kind]

export const RESULT_OPTIONS = Object.values(RESULT_LABEL)

/** The result as text for the CSV: "Succeeded (201)", "Failed (403 Forbidden: Forbidden)". */
export function resultText(r: AuditLogEntryResult): string {
  if (r.kind === 'success') return `Succeeded (${r.httpStatusCode})`
  if (r.kind === 'error') {
    const code = r.errorCode ? ` ${r.errorCode}` : ''
    return `Failed (${r.httpStatusCode}${code}: ${r.errorMessage})`
  }
  return 'Unknown'
}

export function ResultCell({ result }: { result: AuditLogEntryResult }) {
  if (result.kind === 'success') {
    return (
      <Badge color="default">
        <span>Succeeded</span> <span className="tabular-nums">{result.httpStatusCode}</span>
      </Badge>
    )
  }
  if (result.kind === 'unknown') return <Badge color="neutral">Unknown</Badge>
  return (
    <span className="inline-flex items-center gap-2" title={result.errorMessage}>
      <Badge color="danger">
        <span>Failed</span> <span className="tabular-nums">{result.httpStatusCode}</span>
      </Badge>
    </span>
  )
}

export function RequestIdCell({ id }: { id: string }) {
  return (
    <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap text-tertiary">
      <span title={id}>{id.slice(0, 8)}…</span>
      <CopyButton text={id} label="Copy request ID" />
    </span>
  )
}

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
