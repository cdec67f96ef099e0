import { useQuery } from '@tanstack/react-query'
import { Suspense, useMemo, useState } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { type Alert } from '~/api/__generated__/Api'
import { qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useWhenIdle } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AlertIcon, alertsDocs } from '~/resources/alerts/alert-display'
import { validateSubscription } from '~/resources/alerts/alert-validators'
import { accessorColumn, dateColumn, type TableColumn } from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { type Facet } from '~/table/query-table'
import { preloadable } from '~/ui/preloadable'

/** An alert's panel loads once the page is idle, or when an alert is opened. */
const AlertViewModal = preloadable(() => import('./alert-view-modal').then((m) => m.AlertViewModal))

const SINCE = [
  { key: 'all', label: 'All time', ms: null },
  { key: 'week', label: 'Last week', ms: 7 * 86_400_000 },
  { key: 'day', label: 'Last day', ms: 86_400_000 },
  { key: 'hour', label: 'Last hour', ms: 3_600_000 },
] as const
type SinceKey = (typeof SINCE)[number]['key']

/**
 * What the URL asks for: `?since=hour|day|week` (all time without it) and `?class=` (an alert
 * class or a glob, as receivers subscribe: `hardware.*`, `hardware.**`). A class the API would
 * refuse is said, and not sent.
 */
export function alertLogQuery(params: URLSearchParams, nowMs = Date.now()) {
  const since = SINCE.find((s) => s.key === params.get('since')) ?? SINCE[0]
  const cls = params.get('class')?.trim() ?? ''
  const classProblem = cls ? validateSubscription(cls) : undefined
  // relative ranges start at a whole minute, so the loader and the page ask for the same thing
  const minute = Math.floor(nowMs / 60_000) * 60_000
  return {
    since: since.key as SinceKey,
    cls,
    classProblem,
    query: {
      alertClass: cls && !classProblem ? cls : undefined,
      startTime: since.ms === null ? undefined : new Date(minute - since.ms),
      sortBy: 'time_and_id_descending' as const,
    },
  }
}
type AlertQuery = ReturnType<typeof alertLogQuery>['query']

const alertPage = (query: AlertQuery) => (pageToken?: string) =>
  qList('alertList', { query }, pageToken)
const allAlerts = (query: AlertQuery) => qAll('alertList', { query })

export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = alertLogQuery(new URL(request.url).searchParams)
  await Promise.all([
    queryClient.ensureQueryData(alertPage(query)()),
    queryClient.prefetchQuery(allAlerts(query)),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Alert Log', crumbPath: pb.alertLog() }

const columns: TableColumn<Alert>[] = [
  dateColumn<Alert>('timeCreated', 'raised'),
  accessorColumn({
    id: 'class',
    header: 'class',
    accessorFn: (a) => a.class,
    meta: { sortValue: (a) => a.class, text: (a) => a.class },
    cell: ({ row }) => <span className="font-mono text-xs text-fg">{row.original.class}</span>,
  }),
  accessorColumn({
    id: 'version',
    header: 'schema version',
    accessorFn: (a) => a.version,
    meta: { sortValue: (a) => a.version, text: (a) => String(a.version) },
    cell: ({ row }) => <span className="text-secondary">{row.original.version}</span>,
  }),
  accessorColumn({
    id: 'id',
    header: 'id',
    accessorFn: (a) => a.id,
    meta: { text: (a) => a.id },
    cell: ({ row }) => (
      // cut like the audit log's request IDs; the whole ID (what the CSV writes) is its title
      <span title={row.original.id} className="font-mono text-xs text-tertiary">
        {row.original.id.slice(0, 8)}…
      </span>
    ),
  }),
]

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/** The time range and the class the API filters by, kept in the URL. */
function AlertFilters({ since, cls, problem }: { since: SinceKey; cls: string; problem?: string }) {
  const [params, setParams] = useSearchParams()
  const [draft, setDraft] = useState(cls)
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: true })
  }
  return (
    <div className="flex flex-wrap items-start gap-2">
      <label className="flex items-center gap-2 text-sm text-secondary">
        Raised
        <select
          className="input-base h-8 rounded-md border border-line bg-default px-2 text-sm text-fg"
          value={since}
          onChange={(e) => set('since', e.target.value === 'all' ? null : e.target.value)}
        >
          {SINCE.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault()
          set('class', draft.trim() || null)
        }}
      >
        <label className="flex items-center gap-2 text-sm text-secondary">
          Class
          <input
            className="input-base h-8 w-56 rounded-md border border-line bg-default px-2 font-mono text-xs text-fg"
            value={draft}
            placeholder="hardware.**"
            aria-invalid={!!problem}
            aria-describedby={problem ? 'alert-class-problem' : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => set('class', draft.trim() || null)}
          />
        </label>
        {problem && (
          <span id="alert-class-problem" role="alert" className="max-w-72 text-xs text-danger">
            {problem}
          </span>
        )}
      </form>
    </div>
  )
}

/**
 * Every alert the rack raised, newest first, whatever receives it: narrowed by time and by class
 * (as the API filters), then by the list's own filter and class facet; each alert viewable
 * whole with its payload.
 */
export function Component() {
  const [params] = useSearchParams()
  // relative ranges are anchored when the page opens, not on every render
  const [anchor] = useState(() => Date.now())
  const log = useMemo(() => alertLogQuery(params, anchor), [params, anchor])
  const all = useQuery(allAlerts(log.query))
  const [viewing, setViewing] = useState<Alert | null>(null)
  useWhenIdle(AlertViewModal.warm)

  const items = all.data?.items
  const facets = useMemo<Facet<Alert>[]>(
    () => [
      {
        id: 'facet-class',
        label: 'Class',
        options: distinct((items ?? []).map((a) => a.class)),
        value: (a) => a.class,
      },
    ],
    [items],
  )

  return (
    <ListPage
      title="Alert Log"
      noun="alerts"
      icon={AlertIcon}
      docs={alertsDocs}
      empty={{
        title: 'No alerts',
        body: log.cls
          ? 'No alert of this class was raised in this time range.'
          : 'The rack raised no alert in this time range.',
      }}
      actions={<AlertFilters since={log.since} cls={log.cls} problem={log.classProblem} />}
      query={alertPage(log.query)}
      allQuery={allAlerts(log.query)}
      columns={columns}
      facets={facets}
      filterFields={(a) => [a.class, a.id, JSON.stringify(a.alert)]}
      rowActions={(a) => [{ label: 'View alert', reads: true, onActivate: () => setViewing(a) }]}
    >
      {viewing && (
        <Suspense fallback={null}>
          <AlertViewModal alertId={viewing.id} onDismiss={() => setViewing(null)} />
        </Suspense>
      )}
    </ListPage>
  )
}
