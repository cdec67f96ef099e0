import { useQueries, useQuery } from '@tanstack/react-query'
import { Suspense, useCallback, useMemo, useState } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { type AuditLogEntry } from '~/api/__generated__/Api'
import { invalidate, qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { useWhenIdle } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { accessorColumn, dateColumn, type TableColumn } from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { type Facet } from '~/table/query-table'
import { Button } from '~/ui/button'
import { copyToClipboard } from '~/ui/clipboard'
import { DocsIcon, RefreshIcon } from '~/ui/icons'
import { preloadable } from '~/ui/preloadable'

import {
  actorLabel,
  RequestIdCell,
  RESULT_OPTIONS,
  ResultCell,
  resultCellText,
  resultLabel,
  resultText,
  type ActorNames,
} from './audit-entry'
import { parseRange, type AuditRange } from './audit-range'
import { RangePicker } from './range-picker'

/** An entry's panel loads once the page is idle, or when an entry is opened. */
const AuditEntryModal = preloadable(() =>
  import('./audit-entry-modal').then((m) => m.AuditEntryModal),
)

const rangeQuery = (range: AuditRange) => ({
  startTime: range.start,
  endTime: range.end ?? undefined,
  sortBy: 'time_and_id_descending' as const,
})

const entryPage = (range: AuditRange) => (pageToken?: string) =>
  qList('auditLogList', { query: rangeQuery(range) }, pageToken)

/** Every entry of the range: the facets and the filter work over all of them. */
const allEntries = (range: AuditRange) => qAll('auditLogList', { query: rangeQuery(range) })

const silosQ = qAll('siloList', { query: {} })
const builtinsQ = qAll('userBuiltinList', { query: {} })

export async function loader({ request }: LoaderFunctionArgs) {
  const range = parseRange(new URL(request.url).searchParams)
  await Promise.all([
    queryClient.ensureQueryData(entryPage(range)()),
    queryClient.prefetchQuery(allEntries(range)),
    queryClient.prefetchQuery(silosQ),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Audit Log', crumbPath: pb.auditLog() }

const docs = (
  <DocsPopover
    heading="Audit log"
    summary="Every change made through the API, allowed or refused: who made it, what it was, when, and how it ended. Reads are not logged."
    links={[{ href: 'https://docs.oxide.computer/api/audit_log_list', label: 'Audit log API' }]}
  />
)

/** Display names of every principal the entries name: silo users by silo, built-in users. */
function useActorNames(entries: AuditLogEntry[] | undefined): ActorNames {
  const silos = useQuery(silosQ).data?.items
  const builtins = useQuery(builtinsQ).data?.items
  const siloIds = useMemo(() => {
    const ids = new Set<string>()
    for (const e of entries ?? []) if (e.actor.kind === 'silo_user') ids.add(e.actor.siloId)
    return [...ids].sort()
  }, [entries])
  const users = useQueries({
    queries: siloIds.map((silo) => qAll('siloUserList', { query: { silo } })),
  })
  const usersKey = users.map((u) => u.dataUpdatedAt).join()
  return useMemo(
    () => ({
      users: new Map(users.flatMap((u) => u.data?.items ?? []).map((u) => [u.id, u.displayName])),
      builtins: new Map((builtins ?? []).map((b) => [b.id, b.name])),
      silos: new Map((silos ?? []).map((s) => [s.id, s.name])),
    }),
    // the user lists change when their data does (usersKey)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [usersKey, builtins, silos],
  )
}

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/**
 * The fleet's audit log: every write in a time range (last hour, day, week or custom, kept in
 * the URL), newest first, filterable by actor, operation and result over the whole range, each
 * entry viewable whole, exportable as CSV or JSON.
 */
export function Component() {
  const [params] = useSearchParams()
  // relative ranges are anchored when the page opens (and on Refresh), not on every render
  const [anchor, setAnchor] = useState(() => Date.now())
  const range = useMemo(() => parseRange(params, anchor), [params, anchor])
  const all = useQuery(allEntries(range))
  const names = useActorNames(all.data?.items)
  const [viewing, setViewing] = useState<AuditLogEntry | null>(null)
  useWhenIdle(AuditEntryModal.warm)

  const columns = useMemo<TableColumn<AuditLogEntry>[]>(
    () => [
      dateColumn<AuditLogEntry>('timeCompleted', 'time'),
      accessorColumn({
        id: 'actor',
        header: 'actor',
        accessorFn: (e) => actorLabel(e.actor, names),
        meta: {
          sortValue: (e) => actorLabel(e.actor, names),
          text: (e) => actorLabel(e.actor, names),
        },
        cell: ({ row }) => <span className="text-fg">{actorLabel(row.original.actor, names)}</span>,
      }),
      accessorColumn({
        id: 'operation',
        header: 'operation',
        accessorFn: (e) => e.operationId,
        meta: { sortValue: (e) => e.operationId, text: (e) => e.operationId },
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.operationId}</span>,
      }),
      accessorColumn({
        id: 'resource',
        header: 'resource',
        accessorFn: (e) => e.requestUri,
        meta: { truncate: true, text: (e) => e.requestUri },
        cell: ({ row }) => (
          <span className="font-mono text-xs text-secondary" title={row.original.requestUri}>
            {row.original.requestUri}
          </span>
        ),
      }),
      accessorColumn({
        id: 'result',
        header: 'result',
        accessorFn: (e) => resultLabel(e.result),
        meta: { text: (e) => resultCellText(e.result), sortValue: (e) => resultLabel(e.result) },
        cell: ({ row }) => <ResultCell result={row.original.result} />,
      }),
      accessorColumn({
        id: 'requestId',
        header: 'request id',
        accessorFn: (e) => e.requestId,
        meta: { label: 'request id', text: (e) => e.requestId },
        cell: ({ row }) => <RequestIdCell id={row.original.requestId} />,
      }),
    ],
    [names],
  )

  const items = all.data?.items
  const facets = useMemo<Facet<AuditLogEntry>[]>(
    () => [
      {
        id: 'actor',
        label: 'Actor',
        options: distinct((items ?? []).map((e) => actorLabel(e.actor, names))),
        value: (e) => actorLabel(e.actor, names),
      },
      {
        id: 'operation',
        label: 'Operation',
        options: distinct((items ?? []).map((e) => e.operationId)),
        value: (e) => e.operationId,
      },
      {
        id: 'result',
        label: 'Result',
        options: RESULT_OPTIONS,
        value: (e) => resultLabel(e.result),
      },
    ],
    [items, names],
  )

  const filterFields = useCallback(
    (e: AuditLogEntry) => [
      e.operationId,
      e.requestUri,
      e.requestId,
      actorLabel(e.actor, names),
      resultText(e.result),
      e.id,
    ],
    [names],
  )

  const refresh = () => {
    setAnchor(Date.now())
    void invalidate('auditLogList')
  }

  return (
    <ListPage
      title="Audit Log"
      noun="audit log entries"
      icon={DocsIcon}
      docs={docs}
      empty={{
        title: 'No entries in this range',
        body: 'Nothing was changed through the API in this time range. Choose a longer range.',
      }}
      actions={
        <>
          <RangePicker range={range} />
          <Button variant="ghost" size="sm" onClick={refresh}>
            <RefreshIcon size={12} />
            Refresh
          </Button>
        </>
      }
      query={entryPage(range)}
      allQuery={allEntries(range)}
      columns={columns}
      facets={facets}
      filterFields={filterFields}
      rowActions={(e) => [
        { label: 'View entry', reads: true, onActivate: () => setViewing(e) },
        {
          label: 'Copy request ID',
          reads: true,
          onActivate: () => void copyToClipboard(e.requestId, 'Request ID'),
        },
      ]}
    >
      {viewing && (
        <Suspense fallback={null}>
          <AuditEntryModal entry={viewing} names={names} onDismiss={() => setViewing(null)} />
        </Suspense>
      )}
    </ListPage>
  )
}
