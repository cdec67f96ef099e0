import { type AuditLogEntryActor, type AuditLogEntryResult } from '~/api/__generated__/Api'
import { Badge } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'

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

/** What the result cell shows: "Succeeded 202", "Failed 500" (the message is its title), "Unknown". */
export function resultCellText(r: AuditLogEntryResult): string {
  if (r.kind === 'success') return `Succeeded ${r.httpStatusCode}`
  if (r.kind === 'error') return `Failed ${r.httpStatusCode}`
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
