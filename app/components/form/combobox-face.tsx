/**
 * What a combobox looks like, shared by the light input a form draws first (combobox-field.tsx)
 * and the Headless UI combobox that takes its place (combobox-picker.tsx), and what the light
 * one hands over.
 */
import { SelectorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'

export const comboboxInputClass = 'input-base pr-8'

export const comboboxButtonClass =
  'absolute inset-y-0 right-0 flex items-center px-2 text-tertiary hover:text-fg'

/** The icon of a combobox's button. */
export function ComboboxChevron({ isLoading }: { isLoading: boolean }) {
  return isLoading ? <Spinner size="sm" /> : <SelectorIcon size={14} />
}

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
