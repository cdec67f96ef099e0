import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { CloseIcon, SearchIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'
import { preloadable } from '~/ui/preloadable'
import { Spinner } from '~/ui/spinner'
import { addToast } from '~/ui/toast'

/* The controls above a list: filter box, facets, column chooser, export. */

const isField = (el: Element | null) =>
  !!el &&
  (el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable))

/** The filter's text box; `/` anywhere outside a field focuses it. */
export function FilterBox({
  value,
  onChange,
  noun,
}: {
  value: string
  onChange: (value: string) => void
  noun: string
}) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      if (isField(document.activeElement) || document.querySelector('[role="dialog"]')) return
      e.preventDefault()
      input.current?.focus()
      input.current?.select()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    // a row of its own on a phone; beside the other controls, never narrower than its text
    <div className="relative flex min-w-0 flex-1 basis-full items-center sm:max-w-80 sm:min-w-56 sm:basis-0">
      <SearchIcon size={12} className="pointer-events-none absolute left-2.5 text-quaternary" />
      <input
        ref={input}
        type="text"
        role="searchbox"
        aria-label={`Filter ${noun}`}
        aria-keyshortcuts="/"
        placeholder="Filter by name, description or ID"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault()
            onChange('')
          }
        }}
        className="h-7 w-full rounded-md border border-line-strong bg-default pr-7 pl-7 text-sm text-fg placeholder:text-quaternary focus:border-accent-line focus:outline-none"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear filter"
          onClick={() => {
            onChange('')
            input.current?.focus()
          }}
          className="absolute right-1.5 rounded p-0.5 text-tertiary hover:text-fg"
        >
          <CloseIcon size={12} />
        </button>
      ) : (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute right-2 rounded border border-line px-1 font-mono text-[0.625rem] text-quaternary"
        >
          /
        </kbd>
      )}
    </div>
  )
}

const controlClass = buttonClass('ghost', 'sm')

const loadListbox = () => import('./facet-listbox')
const FacetListbox = preloadable(() => loadListbox().then((m) => m.FacetListbox))

/** A facet ("State: running") as a listbox; Headless UI loads when it is first opened. */
export function FacetControl({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
}) {
  const allLabel = 'all'
  return (
    <LazyPopup
      load={FacetListbox.preload}
      buttonProps={{ 'aria-haspopup': 'listbox', className: controlClass }}
      render={(activation) => (
        <FacetListbox
          label={label}
          options={options}
          value={value}
          onChange={onChange}
          activation={activation}
          buttonClassName={controlClass}
          allLabel={allLabel}
        />
      )}
    >
      {label}: {value ? value.replace(/_/g, ' ') : allLabel}
    </LazyPopup>
  )
}

export type ChooserColumn = { id: string; label: string; visible: boolean; locked: boolean }

/**
 * "Columns": a disclosure holding one checkbox per column (the first column and the actions
 * cannot be hidden). Plain HTML: checkboxes in a group need no menu library.
 */
export function ColumnChooser({
  columns,
  onToggle,
}: {
  columns: ChooserColumn[]
  onToggle: (id: string, visible: boolean) => void
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={controlClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Columns
      </button>
      <div
        id={panelId}
        role="group"
        aria-label="Visible columns"
        hidden={!open}
        className="absolute right-0 z-50 mt-1 min-w-44 rounded-md border border-line-strong bg-raise p-1 shadow-popover"
      >
        {columns.map((c) => (
          <label
            key={c.id}
            className={cn(
              'flex items-center gap-2 rounded px-2.5 py-1.5 text-sm text-secondary select-none',
              c.locked ? 'opacity-50' : 'cursor-pointer hover:bg-hover hover:text-fg',
            )}
          >
            <input
              type="checkbox"
              checked={c.visible}
              disabled={c.locked}
              onChange={(e) => onToggle(c.id, e.target.checked)}
              className="accent-[var(--color-accent)]"
            />
            {c.label}
          </label>
        ))}
      </div>
    </div>
  )
}

/** "Export CSV" and "Export JSON"; each shows a spinner while it gathers every matching row. */
export function ExportButtons({ onExport }: { onExport: (kind: 'csv' | 'json') => Promise<void> }) {
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null)
  const run = (kind: 'csv' | 'json') => {
    setBusy(kind)
    onExport(kind)
      .catch((e: unknown) =>
        addToast({
          variant: 'error',
          title: kind === 'csv' ? 'Export CSV' : 'Export JSON',
          content: e instanceof Error ? e.message : 'The list could not be read',
        }),
      )
      .finally(() => setBusy(null))
  }
  const label = (kind: 'csv' | 'json'): ReactNode => (
    <>
      {busy === kind && <Spinner size="sm" />}
      Export {kind.toUpperCase()}
    </>
  )
  return (
    <>
      <button type="button" className={controlClass} disabled={!!busy} onClick={() => run('csv')}>
        {label('csv')}
      </button>
      <button type="button" className={controlClass} disabled={!!busy} onClick={() => run('json')}>
        {label('json')}
      </button>
    </>
  )
}

/** Shown above the table while every item of the list is read (1,000 a request). */
export function LoadingAll({ noun }: { noun: string }) {
  return (
    <div
      role="progressbar"
      aria-label={`Loading all ${noun}`}
      className="flex items-center gap-2 text-xs text-tertiary"
    >
      <Spinner size="sm" className="text-accent" />
      Loading all {noun}…
    </div>
  )
}
