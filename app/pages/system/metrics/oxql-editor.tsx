/**
 * The OxQL query box of the metrics explorer: a textarea that offers timeseries names, table
 * operations and field names as one types (oxql-complete.ts). Keyboard: arrows move through
 * the suggestions, Enter or Tab takes one, Escape closes them, Ctrl+Enter (or Cmd+Enter) runs
 * the query. The list is announced through aria-activedescendant and a live count.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react'

import { cn } from '~/ui/cn'

import { accept, suggest, type SchemaInfo } from './oxql-complete'

type Props = {
  value: string
  onChange: (text: string) => void
  onRun: () => void
  schemas: SchemaInfo[]
}

export function OxqlEditor({ value, onChange, onRun, schemas }: Props) {
  const area = useRef<HTMLTextAreaElement>(null)
  const [cursor, setCursor] = useState(value.length)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const pendingCursor = useRef<number | null>(null)
  const listId = useId()
  const helpId = useId()
  const labelId = useId()

  const items = useMemo(
    () => (open ? suggest(value, cursor, schemas) : []),
    [open, value, cursor, schemas],
  )
  const shown = open && items.length > 0
  const activeIndex = Math.min(active, items.length - 1)

  // put the cursor after an accepted suggestion once the new text is in the textarea
  useLayoutEffect(() => {
    const pos = pendingCursor.current
    if (pos === null || !area.current) return
    area.current.setSelectionRange(pos, pos)
    pendingCursor.current = null
  }, [value])

  function take(index: number) {
    const s = items[index]
    if (!s) return
    const next = accept(value, cursor, s)
    pendingCursor.current = next.cursor
    setCursor(next.cursor)
    setActive(0)
    onChange(next.text)
  }

  return (
    <div className="relative">
      <label id={labelId} htmlFor={`${listId}-input`} className="mb-1.5 block text-sm text-fg">
        OxQL query
      </label>
      <textarea
        id={`${listId}-input`}
        ref={area}
        value={value}
        rows={3}
        placeholder='get virtual_machine:vcpu_usage | filter state == "run" | align mean_within(1m)'
        spellCheck={false}
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown ? `${listId}-${activeIndex}` : undefined}
        aria-describedby={helpId}
        className="input-base w-full resize-y font-mono text-sm leading-relaxed"
        onChange={(e) => {
          onChange(e.target.value)
          setCursor(e.target.selectionStart)
          setActive(0)
          setOpen(true)
        }}
        onSelect={(e) => setCursor(e.currentTarget.selectionStart)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault()
            setOpen(false)
            onRun()
            return
          }
          if (e.key === ' ' && e.ctrlKey) {
            e.preventDefault()
            setOpen(true)
            return
          }
          if (!shown) return
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setActive((activeIndex + 1) % items.length)
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((activeIndex - 1 + items.length) % items.length)
          } else if (e.key === 'Enter' || e.key === 'Tab') {
            e.preventDefault()
            take(activeIndex)
          } else if (e.key === 'Escape') {
            e.preventDefault()
            e.stopPropagation()
            setOpen(false)
          }
        }}
      />
      <p id={helpId} className="mt-1 text-xs text-tertiary">
        Names are offered as you type (arrows to choose, Enter or Tab to take one, Ctrl+Space to
        ask). Ctrl+Enter runs the query.
      </p>
      <div aria-live="polite" className="sr-only">
        {shown ? `${items.length} suggestion${items.length === 1 ? '' : 's'}` : ''}
      </div>
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="absolute z-20 mt-1 max-h-64 w-full max-w-xl overflow-auto rounded-md border border-line-strong bg-raise py-1 shadow-lg"
        >
          {items.map((s, i) => (
            <li
              key={s.label}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              // keep focus in the textarea
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => take(i)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-4 px-3 py-1 font-mono text-sm',
                i === activeIndex ? 'bg-accent-dim text-fg' : 'text-secondary',
              )}
            >
              <span>{s.label}</span>
              {s.detail && <span className="font-sans text-xs text-tertiary">{s.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
