/** What a row's "⋯" button and the menu it loads share (a leaf: neither imports the other). */

export type RowAction = {
  label: string
  onActivate: () => void
  /** `false`/absent: enabled. A string: disabled, and the string says why (shown, not hidden). */
  disabled?: false | string
  /** `danger`: destructive (red), whatever its label says. */
  variant?: 'danger'
  /** Only reads or navigates ("View…", "Copy…"): never turned off by a write gate. */
  reads?: true
  className?: string
}

export const rowMenuButtonClass =
  'inline-flex h-7 w-7 items-center justify-center rounded-md text-tertiary transition-colors hover:bg-hover hover:text-fg data-[open]:bg-hover data-[open]:text-fg'
