import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react'
import { useLocation, useNavigate } from 'react-router'

import { q, qAll, queryClient, type DataOf } from '~/api/client'
import { cn } from '~/ui/cn'
import { CloseIcon, SearchIcon } from '~/ui/icons'

import {
  buildSearchIndex,
  rankEntries,
  SEARCH_GROUP_MAX,
  tooLoose,
  type SearchEntry,
  type SearchSource,
} from './quick-actions-search'
import {
  ACTIONS_GROUP,
  closeQuickActions,
  getSnapshot,
  GO_UP_ORDER,
  SOURCE_ORDER,
  subscribe,
  type QuickActionItem,
} from './quick-actions-store'
import { useCrumbs } from './shell/crumbs'

/* The palette's dialog, loaded the first time it opens (see QuickActions). */

type Entry = QuickActionItem & { key: string; detail?: string }
type Group = { name: string; entries: Entry[] }

/**
 * Orders, filters and groups the entries (exported for tests). Without a query: the
 * registered entries, Actions first, then groups in the order they were registered. With one:
 * the registered entries and the search results (`found`, the best few per group), ranked by
 * fuzzy match; groups come in the order of their best match (ties as without a query).
 */
export function groupEntries(all: Entry[], query: string, found: SearchEntry[] = []): Group[] {
  const text = query.trim()
  const base = new Set([ACTIONS_GROUP])
  for (const e of all) base.add(e.group)
  if (!text) return grouped(all, [...base])
  for (const e of found) base.add(e.group)

  // a result some page already offers (same name, same destination) is listed once, as the
  // page has it
  const offered = new Set(all.map((e) => `${e.value}\u0000${e.to}`))
  // no copies of the entries here: on the scale seed there are 21,000 of them
  const results = offered.size
    ? found.filter((e) => !offered.has(`${e.value}\u0000${e.to}`))
    : found
  const ranked = rankEntries<Entry>([...all, ...results], text)
  const best = new Map<string, number>()
  const shown = new Map<string, number>()
  const matched: Entry[] = []
  for (const { item, rank, index } of ranked) {
    if (index >= all.length) {
      if (tooLoose(rank, text)) continue
      const n = shown.get(item.group) ?? 0
      if (n >= SEARCH_GROUP_MAX) continue
      shown.set(item.group, n + 1)
    }
    if (!best.has(item.group)) best.set(item.group, rank)
    matched.push(item)
  }
  const order = [...base]
    .map((name, i) => ({ name, i, rank: best.get(name) ?? -1 }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i)
    .map((g) => g.name)
  return grouped(matched, order)
}

function grouped(entries: Entry[], order: string[]): Group[] {
  const groups = new Map<string, Entry[]>()
  for (const name of order) groups.set(name, [])
  for (const e of entries) groups.get(e.group)?.push(e)
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) => ({ name, entries: list }))
}

const INDEX_STALE_MS = 60_000

/** Every item of a list, through the query cache (a list the user may not read rejects). */
const items = <T,>(page: { items: T[] }) => page.items
const fresh = <O extends object>(options: O) => ({ ...options, staleTime: INDEX_STALE_MS })

const querySource: SearchSource = {
  projects: () => queryClient.fetchQuery(fresh(qAll('projectList', {}))).then(items),
  knownProjects: () =>
    queryClient
      .getQueriesData<DataOf<'projectView'>>({ queryKey: ['projectView'] })
      .flatMap(([, d]) => (d ? [d.name] : [])),
  instances: (project) =>
    queryClient.fetchQuery(fresh(qAll('instanceList', { query: { project } }))).then(items),
  disks: (project) =>
    queryClient.fetchQuery(fresh(qAll('diskList', { query: { project } }))).then(items),
  images: (project) =>
    queryClient
      .fetchQuery(fresh(qAll('imageList', { query: project ? { project } : {} })))
      .then(items),
  vpcs: (project) =>
    queryClient.fetchQuery(fresh(qAll('vpcList', { query: { project } }))).then(items),
  silos: () => queryClient.fetchQuery(fresh(qAll('siloList', {}))).then(items),
  sleds: () => queryClient.fetchQuery(fresh(qAll('sledList', {}))).then(items),
  ipPools: () => queryClient.fetchQuery(fresh(qAll('systemIpPoolList', {}))).then(items),
  subnetPools: () => queryClient.fetchQuery(fresh(qAll('systemSubnetPoolList', {}))).then(items),
}

/** How often a growing index is handed to the palette. */
const INDEX_UPDATE_MS = 100

/** The search index, fetched while the palette is open (it mounts with the palette). */
function useSearchIndex() {
  const [index, setIndex] = useState<{ entries: SearchEntry[]; done: boolean }>({
    entries: [],
    done: false,
  })
  useEffect(() => {
    // who the user is: in the cache once signed in (no request from here, so none signed out)
    const me = queryClient.getQueryData(q('currentUserView', {}).queryKey)
    if (!me) return
    const abort = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let latest: SearchEntry[] = []
    const flush = (done: boolean) => {
      clearTimeout(timer)
      timer = undefined
      if (!abort.signal.aborted) setIndex({ entries: [...latest], done })
    }
    void buildSearchIndex(
      querySource,
      { fleetViewer: me.fleetViewer },
      (entries, done) => {
        latest = entries
        if (done) flush(true)
        else timer ??= setTimeout(() => flush(false), INDEX_UPDATE_MS)
      },
      abort.signal,
    )
    return () => {
      abort.abort()
      clearTimeout(timer)
    }
  }, [])
  return index
}

/** The open palette: every registered entry plus the way up the breadcrumbs. */
export function PaletteDialog() {
  const { registrations: regs, isOpen: open } = useSyncExternalStore(
    subscribe,
    getSnapshot,
    getSnapshot,
  )
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const crumbs = useCrumbs()
  const search = useSearchIndex()

  const all = useMemo(() => {
    const shown = crumbs.filter((c) => !c.titleOnly)
    const goUp = shown
      .slice(0, -1)
      .filter((c) => c.path !== pathname)
      .map((c): QuickActionItem => ({ value: c.label, group: 'Go up', to: c.path }))
    const sources = [
      ...regs.map((r) => ({ order: SOURCE_ORDER[r.source], seq: r.seq, items: r.items })),
      { order: GO_UP_ORDER, seq: 0, items: goUp },
    ].sort((a, b) => a.order - b.order || a.seq - b.seq)
    const seen = new Set<string>()
    const entries: Entry[] = []
    for (const { items } of sources) {
      for (const item of items) {
        if (item.to && item.to === pathname) continue
        const key = `${item.group}\u0000${item.value}`
        if (seen.has(key)) continue
        seen.add(key)
        entries.push({ ...item, key })
      }
    }
    return entries
  }, [regs, crumbs, pathname])

  return (
    <Dialog open={open} onClose={closeQuickActions} className="fixed inset-0 z-50 outline-none">
      <div className="fixed inset-0 animate-fade-in bg-overlay" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="flex w-full max-w-[38rem] animate-toast-in flex-col overflow-hidden rounded-lg border border-line-strong bg-raise shadow-popover">
          <DialogTitle className="sr-only">Quick actions</DialogTitle>
          {open && (
            <Palette
              entries={all}
              found={search.entries}
              searching={!search.done}
              onRun={(e) => {
                closeQuickActions()
                if (e.to) void navigate(e.to)
                else e.action?.()
              }}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function Palette({
  entries,
  found,
  searching,
  onRun,
}: {
  entries: Entry[]
  found: SearchEntry[]
  searching: boolean
  onRun: (e: Entry) => void
}) {
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState(0)
  const listId = useId()
  const optionId = useCallback((i: number) => `${listId}-opt-${i}`, [listId])

  const groups = useMemo(() => groupEntries(entries, query, found), [entries, query, found])
  const flat = useMemo(() => groups.flatMap((g) => g.entries), [groups])
  const current = Math.min(selected, Math.max(0, flat.length - 1))

  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' })
  }, [current, optionId])

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (flat.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setSelected((current + step + flat.length) % flat.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const entry = flat[current]
      if (entry) onRun(entry)
    }
  }

  let index = -1
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line px-4">
        <SearchIcon className="text-tertiary" />
        <input
          autoFocus
          role="combobox"
          aria-label="Search"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setSelected(0)
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-quaternary"
        />
        {query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('')
              setSelected(0)
            }}
            className="rounded p-1 text-tertiary hover:bg-hover hover:text-fg"
          >
            <CloseIcon size={14} />
          </button>
        )}
        <button
          type="button"
          onClick={closeQuickActions}
          className="rounded border border-line-strong px-1.5 py-0.5 text-xs text-tertiary hover:bg-hover hover:text-fg"
        >
          Dismiss
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Results"
        className="max-h-96 overflow-y-auto py-1"
      >
        {groups.map((group, gi) => (
          // ids by position: group names have spaces, which aria-labelledby would split
          <div key={group.name} role="group" aria-labelledby={`${listId}-group-${gi}`}>
            <div
              id={`${listId}-group-${gi}`}
              role="presentation"
              className="text-mono-caps sticky top-0 z-10 bg-raise px-4 pt-2.5 pb-1.5 text-tertiary"
            >
              {group.name}
            </div>
            {group.entries.map((entry) => {
              index++
              const i = index
              const active = i === current
              return (
                <div
                  key={entry.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={active}
                  onMouseMove={() => (active ? undefined : setSelected(i))}
                  onClick={() => onRun(entry)}
                  className={cn(
                    'mx-1.5 flex cursor-pointer items-center rounded-md border-l-2 px-3 py-2 text-secondary',
                    active ? 'border-accent bg-accent-dim text-fg' : 'border-transparent',
                  )}
                >
                  {entry.value}
                  {entry.detail && (
                    <span className="ml-auto pl-3 text-xs text-tertiary">{entry.detail}</span>
                  )}
                </div>
              )
            })}
          </div>
        ))}
        {flat.length === 0 && (
          <p className="px-4 py-6 text-center text-tertiary">
            {searching && query.trim() ? 'Searching…' : `No results for “${query}”`}
          </p>
        )}
      </div>
      <div className="flex gap-4 border-t border-line bg-default px-4 py-2 text-xs text-tertiary">
        <span>
          <Kbd>Enter</Kbd> to submit
        </span>
        <span>
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> to select
        </span>
        <span>
          <Kbd>Esc</Kbd> to close
        </span>
      </div>
    </>
  )
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="mr-1 inline-block min-w-5 rounded border border-line-strong bg-raise px-1 text-center text-[0.6875rem] text-secondary">
      {children}
    </kbd>
  )
}
