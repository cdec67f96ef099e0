/** What the metrics toolbar's select and its Headless UI part (loaded when opened) share. */
type SelectItem<V extends string> = { value: V; label: string }

export type SelectProps<V extends string> = {
  label: string
  value: V
  items: readonly SelectItem<V>[]
  onChange: (value: V) => void
  className?: string
}

export const selectLabelClass = 'text-xs whitespace-nowrap text-tertiary'

export const selectButtonClass =
  'input-base flex h-8 min-w-36 items-center justify-between gap-2 py-0 text-left text-sm'
