import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { matchSorter } from 'match-sorter'
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
import { cn } from '~/ui/cn'
import { CloseIcon, SearchIcon } from '~/ui/icons'

/* The palette's dialog, loaded the first time it opens (see QuickActions). */

type Entry = QuickActionItem & { key: string }
type Group = { name: string; entries: Entry[] }

/** Orders, filters and groups the entries (exported for tests). */
export function groupEntries(all: Entry[], query: string): Group[] {
  const matched = query.trim()
    ? matchSorter(all, query.trim(), {
        keys: ['value'],
        baseSort: (a, b) => (a.index < b.index ? -1 : 1),
      })
    : all
  const groupOrder = [ACTIONS_GROUP, ...new Set(all.map((e) => e.group))]
  const groups = new Map<string, Entry[]>()
  for (const name of groupOrder) groups.set(name, [])
  for (const e of matched) groups.get(e.group)?.push(e)
  return [...groups]
    .filter(([, entries]) => entries.length > 0)
    .map(([name, entries]) => ({ name, entries }))
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
              onRun={(e) => {
                closeQuickActions()
                if (e.to) navigate(e.to)
                else e.action?.()
              }}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function Palette({ entries, onRun }: { entries: Entry[]; onRun: (e: Entry) => void }) {
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState(0)
  const listId = useId()
  const optionId = useCallback((i: number) => `${listId}-opt-${i}`, [listId])

  const groups = useMemo(() => groupEntries(entries, query), [entries, query])
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
                </div>
              )
            })}
          </div>
        ))}
        {flat.length === 0 && (
          <p className="px-4 py-6 text-center text-tertiary">No results for “{query}”</p>
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
