/**
 * What a listbox looks like while it is closed, shared by the light button a form draws first
 * (listbox-field.tsx, the metrics toolbar's select) and the Headless UI widget that takes its
 * place once the user opens it (listbox-picker.tsx): the two must look alike to the pixel, so
 * the swap goes unseen. And the light button's side of the swap (`useLazyListbox`); the real
 * one's side is open-as-asked.ts. The combobox's counterpart is combobox-face.tsx.
 */
import { useRef, useState, type KeyboardEvent } from 'react'

import { cn } from '~/ui/cn'
import { SelectorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'

export const listboxButtonClass =
  'input-base flex items-center justify-between gap-2 text-left disabled:cursor-not-allowed'

/** The inside of a listbox's button: the chosen label (or the placeholder) and its icon. */
export function ListboxFace({
  text,
  placeholder,
  isLoading,
}: {
  /** The chosen item's text, or the placeholder when nothing is chosen. */
  text: string
  placeholder: boolean
  isLoading: boolean
}) {
  return (
    <>
      <span className={cn('truncate', placeholder && 'text-secondary')}>{text}</span>
      {isLoading ? <Spinner size="sm" /> : <SelectorIcon size={14} className="text-tertiary" />}
    </>
  )
}

/**
 * How the user opened a listbox before its widget had loaded: a press (pointer, or a click
 * from assistive technology), or a key Headless UI opens on (Space, ArrowDown, ArrowUp).
 */
export type Opening = { by: 'press' } | { by: 'key'; key: string }

/** The keys Headless UI's listbox button opens on; Enter submits the form, as a select's does. */
const OPEN_KEYS = new Set([' ', 'ArrowDown', 'ArrowUp'])

/** Enter on a listbox's button: what Headless UI does, submit the form it is in. */
function submitFormOf(button: HTMLButtonElement) {
  const form = button.form ?? button.closest('form')
  if (!form) return
  const submit = [...form.elements].find(
    (el) =>
      el !== button &&
      (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) &&
      (el.type === 'submit' || el.type === 'image'),
  ) as HTMLElement | undefined
  if (submit) submit.click()
  else form.requestSubmit()
}

/**
 * A listbox whose Headless UI part loads on demand: `opening` is null while the light button
 * stands in, then how the user opened it (or 'closed' when the part was already here at mount,
 * so the real one is drawn from the start). `load` fetches the part; `isLoaded` says whether
 * it is here.
 */
export function useLazyListbox(load: () => Promise<unknown>, isLoaded: () => boolean) {
  const [opening, setOpening] = useState<Opening | 'closed' | null>(() =>
    isLoaded() ? 'closed' : null,
  )
  const waiting = useRef(false)
  const open = (how: Opening) => {
    if (waiting.current) return
    waiting.current = true
    if (isLoaded()) setOpening(how)
    // on failure too: the part's render then tries again and reports it (a new version)
    else void load().finally(() => setOpening(how))
  }
  const prefetch = () => void load().catch(() => undefined)
  /** The light button's handlers: load on approach, open on a press or an opening key. */
  const lightButton = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => open({ by: 'press' }),
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        submitFormOf(e.currentTarget)
      } else if (OPEN_KEYS.has(e.key)) {
        e.preventDefault()
        open({ by: 'key', key: e.key })
      }
    },
    // Space would click the button on its way up: the key down has opened it already
    onKeyUp: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === ' ') e.preventDefault()
    },
  }
  return {
    opening: opening === 'closed' ? undefined : (opening ?? undefined),
    real: opening !== null,
    /** Whether the light button is going: its blur then is not the user leaving the field. */
    swapping: waiting,
    lightButton,
  }
}
