/**
 * What a form picker looks like while it is closed, shared by the light control a form draws
 * first (listbox-field.tsx, combobox-field.tsx) and the Headless UI widget that takes its place
 * once the user engages it (listbox-picker.tsx, combobox-picker.tsx): the two must look alike
 * to the pixel, so the swap goes unseen.
 */
import { cn } from '~/ui/cn'
import { SelectorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'

export const listboxButtonClass =
  'input-base flex items-center justify-between gap-2 text-left disabled:cursor-not-allowed'

export const comboboxInputClass = 'input-base pr-8'

export const comboboxButtonClass =
  'absolute inset-y-0 right-0 flex items-center px-2 text-tertiary hover:text-fg'

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

/** The icon of a combobox's button. */
export function ComboboxChevron({ isLoading }: { isLoading: boolean }) {
  return isLoading ? <Spinner size="sm" /> : <SelectorIcon size={14} />
}

/**
 * How the user opened a listbox before its widget had loaded: a press (pointer, or a click
 * from assistive technology), or a key Headless UI opens on (Space, ArrowDown, ArrowUp).
 */
export type Opening = { by: 'press' } | { by: 'key'; key: string }

/** What a combobox's light input held when the real one took its place. */
export type Handoff = {
  text: string
  /** Whether the user changed the text (typed, pasted, cleared). */
  typed: boolean
  start: number | null
  end: number | null
  /** Whether it had focus (or its button was pressed): the real one takes focus and opens. */
  focused: boolean
}
