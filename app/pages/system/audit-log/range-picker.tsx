import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'

import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'

import {
  fromLocalInput,
  RANGE_OPTIONS,
  rangeParams,
  toLocalInput,
  type AuditRange,
  type RangeKey,
} from './audit-range'

const inputClass =
  'h-8 rounded border border-line-strong bg-default px-2 text-sm text-fg focus:border-accent focus:outline-none'

/** Last hour, day, week, or a custom start and end; whatever is chosen goes into the URL. */
export function RangePicker({ range }: { range: AuditRange }) {
  const [, setParams] = useSearchParams()
  const [custom, setCustom] = useState(range.key === 'custom')
  const [start, setStart] = useState(() => toLocalInput(range.start))
  const [end, setEnd] = useState(() => toLocalInput(range.end ?? new Date()))
  const [error, setError] = useState<string | null>(null)

  const go = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries({ ...changes, page: null })) {
          if (v) next.set(k, v)
          else next.delete(k)
        }
        return next
      },
      { preventScrollReset: true },
    )

  const choose = (key: RangeKey) => {
    if (key === 'custom') {
      setCustom(true)
      return
    }
    setCustom(false)
    setError(null)
    go(rangeParams(key))
  }

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const s = fromLocalInput(start)
    const t = fromLocalInput(end)
    if (!s || !t) return setError('Enter a start and an end time.')
    if (t <= s) return setError('The end of the range must be after its start.')
    setError(null)
    go(rangeParams('custom', s, t))
  }

  const shown: RangeKey = custom ? 'custom' : range.key
  const problem = error ?? range.problem
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Time range" className="inline-flex rounded border border-line">
        {RANGE_OPTIONS.map((o) => (
          <button
            key={o.key}
            type="button"
            aria-pressed={shown === o.key}
            onClick={() => choose(o.key)}
            className={cn(
              'h-8 px-3 text-sm first:rounded-l last:rounded-r',
              shown === o.key ? 'bg-accent-dim text-accent' : 'text-secondary hover:bg-hover',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
      {custom && (
        <form className="flex flex-wrap items-center gap-2" onSubmit={apply} noValidate>
          <label className="flex items-center gap-1 text-sm text-secondary">
            Start
            <input
              type="datetime-local"
              className={inputClass}
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-1 text-sm text-secondary">
            End
            <input
              type="datetime-local"
              className={inputClass}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            Apply range
          </Button>
        </form>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}
