import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { Spinner } from '~/ui/spinner'

import { alertClasses } from './alert-queries'
import { subscriptionMatches } from './alert-validators'

/**
 * The alert classes to subscribe to, as checkboxes under a filter. The filter matches part of
 * a class name or a pattern such as `hardware.*`; "Select shown" takes every class it shows.
 * `taken` are classes already subscribed (checked and fixed).
 */
export function SubscriptionPicker({
  value,
  onChange,
  taken = [],
}: {
  value: string[]
  onChange: (next: string[]) => void
  taken?: string[]
}) {
  const { data, isPending, isError } = useQuery({ ...alertClasses, throwOnError: false })
  const [filter, setFilter] = useState('')
  const id = useId()
  const f = filter.trim()
  const shown = (data?.items ?? []).filter(
    (c) =>
      !f ||
      c.name.includes(f) ||
      c.description.toLowerCase().includes(f.toLowerCase()) ||
      (f.includes('*') && subscriptionMatches(f, c.name)),
  )
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((v) => v !== name))
  const free = shown.filter((c) => !taken.includes(c.name)).map((c) => c.name)

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">Alert classes</legend>
      <p className="-mt-0.5 text-xs text-tertiary" id={`${id}-hint`}>
        The receiver gets alerts of the classes chosen here. You can add patterns later.
      </p>
      <div className="flex items-center gap-2">
        <input
          type="search"
          aria-label="Filter alert classes"
          aria-describedby={`${id}-hint`}
          placeholder="Filter, e.g. hardware or update.*"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="input-base"
        />
        <button
          type="button"
          className="text-sm whitespace-nowrap text-accent hover:underline disabled:text-quaternary"
          disabled={free.length === 0}
          onClick={() => onChange([...new Set([...value, ...free])])}
        >
          Select shown
        </button>
      </div>
      {isPending && <Spinner size="sm" label="Loading alert classes" />}
      {isError && <p className="text-sm text-danger">The alert classes could not be loaded.</p>}
      {data && shown.length === 0 && (
        <p className="text-sm text-tertiary">No alert classes match “{f}”.</p>
      )}
      <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-line p-2">
        {shown.map((c) => {
          const fixed = taken.includes(c.name)
          return (
            <li key={c.name}>
              <label className="flex cursor-pointer items-start gap-2.5 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
                  checked={fixed || value.includes(c.name)}
                  disabled={fixed}
                  onChange={(e) => toggle(c.name, e.target.checked)}
                />
                <span>
                  <span className="font-mono text-xs text-fg">{c.name}</span>
                  <span className="block text-xs text-tertiary">{c.description}</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <p className="text-xs text-secondary" aria-live="polite">
        {value.length === 0
          ? 'No classes chosen'
          : `${value.length} ${value.length === 1 ? 'class' : 'classes'} chosen`}
      </p>
    </fieldset>
  )
}
