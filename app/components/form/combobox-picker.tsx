/**
 * The real combobox of a form (Headless UI), loaded when the user first comes near a
 * ComboboxField (combobox-field.tsx), which draws a light input of the same look until then.
 * Taking its place, it keeps what the light input held: the text typed, the caret and focus
 * (and, focused, it opens, as the field always does on focus).
 */
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react'
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefCallback,
} from 'react'

import { cn } from '~/ui/cn'
import { CheckIcon } from '~/ui/icons'
import { PICKER_MAX_OPTIONS } from '~/util/constants'

import {
  comboboxButtonClass,
  ComboboxChevron,
  comboboxInputClass,
  type Handoff,
} from './combobox-face'
import { type ComboboxItem } from './combobox-field'
import { optionClass, optionsClass } from './listbox-options'
import { matchItems } from './picker-match'

type ComboboxPickerProps = {
  label: string
  /** id, name and aria attributes of the field (useField). */
  inputProps: Record<string, unknown> & { id: string; 'aria-describedby'?: string }
  items: ComboboxItem[]
  placeholder?: string
  allowArbitraryValues: boolean
  isLoading: boolean
  disabled?: boolean
  value: string
  onSelect: (value: string) => void
  /** react-hook-form's ref, so a failed submit can focus the field. */
  fieldRef: RefCallback<HTMLInputElement>
  onBlur: (event: unknown) => void
  /** What the light input held, when this replaces one. */
  handoff: Handoff | null
}

/**
 * Type-to-filter picker (fuzzy matching with match-sorter). However long the list (pickers are
 * given every item: `qAll`), it draws at most PICKER_MAX_OPTIONS options and says how many
 * more there are; matching runs on a deferred copy of the text, so typing never waits for it.
 */
export function ComboboxPicker({
  label,
  inputProps,
  items,
  placeholder,
  allowArbitraryValues,
  isLoading,
  disabled,
  value,
  onSelect,
  fieldRef,
  onBlur,
  handoff,
}: ComboboxPickerProps) {
  const typed = handoff?.typed ? handoff.text : null
  const [query, setQuery] = useState(typed ?? '')
  // the text typed into the light input, shown until the user picks or closes
  const held = useRef(typed)
  const describedBy = inputProps['aria-describedby']
  // What the light input held goes into this one the moment it is in place (before a paint,
  // and before anything sees focus fall to the page). The hint and error keep describing it:
  // Headless UI's input takes a description from its own Field only, and would drop ours.
  const input = useRef<HTMLInputElement | null>(null)
  const done = useRef(false)
  useLayoutEffect(() => {
    const el = input.current
    if (!el) return
    if (describedBy) el.setAttribute('aria-describedby', describedBy)
    else el.removeAttribute('aria-describedby')
  })
  useLayoutEffect(() => {
    const el = input.current
    if (!handoff || !el || done.current) return
    done.current = true
    el.value = handoff.text
    if (!handoff.focused) return
    el.focus()
    el.setSelectionRange(handoff.start, handoff.end)
  }, [handoff])
  // Headless UI writes the shown text after mounting: the same text, so the caret stays, but
  // put it back where it was in case a browser moved it
  useEffect(() => {
    const el = input.current
    if (!handoff?.focused || !el || document.activeElement !== el) return
    if (el.selectionStart !== handoff.start || el.selectionEnd !== handoff.end)
      el.setSelectionRange(handoff.start, handoff.end)
  }, [handoff])

  const search = useDeferredValue(query)
  const filtered = useMemo(() => (search ? matchItems(items, search) : items), [items, search])
  const shown =
    filtered.length > PICKER_MAX_OPTIONS ? filtered.slice(0, PICKER_MAX_OPTIONS) : filtered
  const hidden = filtered.length - shown.length
  const trimmed = query.trim()
  const offerCustom =
    allowArbitraryValues &&
    trimmed !== '' &&
    !items.some((i) => i.label === trimmed || i.value === trimmed)

  const labelOf = (v: string) => items.find((i) => i.value === v)?.label ?? v
  const select = (v: string | null) => {
    held.current = null
    onSelect(v ?? '')
  }

  return (
    <Combobox
      value={value}
      onChange={select}
      onClose={() => {
        held.current = null
        setQuery('')
      }}
      disabled={disabled}
      immediate
    >
      <div className="relative">
        <ComboboxInput
          {...inputProps}
          ref={(el: HTMLInputElement | null) => {
            input.current = el
            fieldRef(el)
          }}
          placeholder={placeholder}
          displayValue={(v: string | null) => held.current ?? (v ? labelOf(v) : '')}
          onChange={(e) => {
            setQuery(e.target.value)
            // free text is the value as it is typed, so nothing is lost on blur
            if (allowArbitraryValues) select(e.target.value)
          }}
          onBlur={onBlur}
          autoComplete="off"
          spellCheck={false}
          className={comboboxInputClass}
        />
        <ComboboxButton aria-label={`Show ${label} options`} className={comboboxButtonClass}>
          <ComboboxChevron isLoading={isLoading} />
        </ComboboxButton>
      </div>
      <ComboboxOptions anchor="bottom start" className={cn(optionsClass, 'w-[var(--input-width)]')}>
        {offerCustom && (
          <ComboboxOption value={trimmed} className={optionClass()}>
            <span className="text-tertiary">Use</span> “{trimmed}”
          </ComboboxOption>
        )}
        {shown.map((item) => (
          <ComboboxOption
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={optionClass()}
          >
            {({ selected }) => (
              <>
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{item.label}</span>
                  {item.description && (
                    <span className="block truncate text-xs text-tertiary">{item.description}</span>
                  )}
                </span>
                {selected && <CheckIcon size={12} />}
              </>
            )}
          </ComboboxOption>
        ))}
        {!offerCustom && filtered.length === 0 && query !== '' && (
          <div className="px-2 py-1.5 text-sm text-tertiary">No matches</div>
        )}
        {hidden > 0 && (
          <div className="border-t border-line px-2 py-1.5 text-xs text-tertiary">
            {hidden.toLocaleString('en-US')} more: type to narrow the list
          </div>
        )}
      </ComboboxOptions>
    </Combobox>
  )
}
