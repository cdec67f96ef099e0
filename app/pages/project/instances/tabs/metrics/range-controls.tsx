/**
 * The metrics toolbar: time range (presets or a custom start and end, checked before they
 * apply), a refresh button and the auto-refresh interval.
 */
import { useId, useState, type ReactNode } from 'react'

import { Button, buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { RefreshIcon } from '~/ui/icons'

import { Select } from './select'
import {
  PRESETS,
  REFRESH_CHOICES,
  toLocalInput,
  validateCustom,
  type CustomErrors,
  type PresetList,
  type RangeChoice,
  type RefreshChoice,
  type RefreshList,
  type TimeWindow,
} from './time-range'

type Props = {
  /** The page's presets (the instance metrics' by default), then "Custom". */
  presets?: PresetList
  refreshChoices?: RefreshList
  /** The refresh button's name: "Refresh metrics" by default. */
  refreshLabel?: string
  /** Controls of the page shown first in the row (a filter). */
  leading?: ReactNode
  choice: RangeChoice
  window: TimeWindow
  onPreset: (choice: RangeChoice) => void
  onCustom: (start: string, end: string) => void
  onRefresh: () => void
  refreshing: boolean
  autoRefresh: RefreshChoice
  onAutoRefresh: (choice: RefreshChoice) => void
}

function DateTimeInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error?: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-xs text-tertiary">
          {label}
        </label>
        <input
          id={id}
          type="datetime-local"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="input-base h-8 w-auto py-0 text-sm [color-scheme:dark]"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

export function RangeControls(props: Props) {
  const { choice, window, presets = PRESETS, refreshLabel = 'Refresh metrics' } = props
  const rangeItems = [
    ...presets.map(({ value, label }) => ({ value, label })),
    { value: 'custom', label: 'Custom' },
  ]
  const [start, setStart] = useState(() => toLocalInput(window.start))
  const [end, setEnd] = useState(() => toLocalInput(window.end))
  const [errors, setErrors] = useState<CustomErrors>({})

  const pick = (next: RangeChoice) => {
    if (next === 'custom') {
      // start from the window on screen; it is valid, so it applies at once
      const s = toLocalInput(window.start)
      const e = toLocalInput(window.end)
      setStart(s)
      setEnd(e)
      setErrors({})
      props.onCustom(s, e)
    } else props.onPreset(next)
  }

  const apply = () => {
    const result = validateCustom(start, end, Date.now())
    if ('errors' in result) return setErrors(result.errors)
    setErrors({})
    props.onCustom(start, end)
  }

  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
      {props.leading}
      <Select label="Time range" value={choice} items={rangeItems} onChange={pick} />
      {choice === 'custom' && (
        <form
          className="flex flex-wrap items-start gap-3"
          aria-label="Custom time range"
          onSubmit={(e) => {
            e.preventDefault()
            apply()
          }}
        >
          <DateTimeInput label="Start" value={start} error={errors.start} onChange={setStart} />
          <DateTimeInput label="End" value={end} error={errors.end} onChange={setEnd} />
          <Button type="submit" variant="secondary" size="sm" className="h-8">
            Apply
          </Button>
        </form>
      )}
      <div className="ml-auto flex items-center gap-3">
        <Select
          label="Auto-refresh"
          value={props.autoRefresh}
          items={props.refreshChoices ?? REFRESH_CHOICES}
          onChange={props.onAutoRefresh}
        />
        <button
          type="button"
          aria-label={refreshLabel}
          title={refreshLabel}
          onClick={props.onRefresh}
          className={cn(buttonClass('ghost', 'sm'), 'h-8 w-8 px-0')}
        >
          <RefreshIcon size={14} className={cn(props.refreshing && 'animate-spin')} />
        </button>
      </div>
    </div>
  )
}
