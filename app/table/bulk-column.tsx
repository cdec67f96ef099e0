import {
  type CellContext,
  type ColumnDef,
  type HeaderContext,
  type RowData,
} from '@tanstack/react-table'
import { type MouseEvent } from 'react'

import { CheckIcon, ErrorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'

import { type TableColumn } from './columns'

/** A row's part in a bulk run: queued, in flight, done, or failed with the API's message. */
export type RowRunStatus =
  { state: 'pending' | 'running' | 'succeeded' } | { state: 'failed'; message: string }

export type SelectionMeta = {
  isSelected: (id: string) => boolean
  /** `range`: shift was held (select from the last row toggled). */
  toggle: (id: string, range: boolean) => void
  page: 'all' | 'some' | 'none'
  togglePage: () => void
  /** The row's name in "Select {name}". */
  labelOf: (row: unknown) => string
  status: (id: string) => RowRunStatus | undefined
  /** Starts fetching the bar's code: a pointer over, or focus on, a checkbox. */
  warm: () => void
}

declare module '@tanstack/react-table' {
  // the interface's type parameter must match TanStack's declaration
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface TableMeta<TData extends RowData> {
    /** The list's selection, read by the one checkbox column at render time. */
    selection?: SelectionMeta
  }
}

const checkboxClass = 'h-4 w-4 shrink-0 cursor-pointer rounded-sm accent-[var(--color-accent)]'

/** The result of a row's last run, beside its checkbox: a spinner, a tick, or the error. */
function RunStatus({ status }: { status: RowRunStatus | undefined }) {
  if (!status) return null
  if (status.state === 'failed') {
    return (
      <span className="flex min-w-0 items-start gap-1 text-xs text-danger">
        <ErrorIcon className="mt-px shrink-0" />
        <span className="line-clamp-2 max-w-56 break-words">{status.message}</span>
      </span>
    )
  }
  if (status.state === 'pending' || status.state === 'running') {
    return <Spinner size="sm" label={status.state === 'pending' ? 'Waiting' : 'Working'} />
  }
  return (
    <span className="text-accent">
      <CheckIcon />
      <span className="sr-only">Done</span>
    </span>
  )
}

function SelectCell({ row, table }: CellContext<unknown, never>) {
  const sel = table.options.meta?.selection
  if (!sel) return null
  const onClick = (e: MouseEvent<HTMLInputElement>) => sel.toggle(row.id, e.shiftKey)
  return (
    <span className="flex items-center gap-2">
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={`Select ${sel.labelOf(row.original)}`}
        checked={sel.isSelected(row.id)}
        onPointerEnter={sel.warm}
        onFocus={sel.warm}
        // Space on a focused checkbox clicks it too: one handler for mouse and keyboard
        onClick={onClick}
        onChange={() => {}}
      />
      <RunStatus status={sel.status(row.id)} />
    </span>
  )
}

function SelectHeader({ table }: HeaderContext<unknown, never>) {
  const sel = table.options.meta?.selection
  if (!sel) return null
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label="Select every row on this page"
      checked={sel.page === 'all'}
      onPointerEnter={sel.warm}
      onFocus={sel.warm}
      ref={(el) => {
        if (el) el.indeterminate = sel.page === 'some'
      }}
      onChange={sel.togglePage}
    />
  )
}

const selectColumn: ColumnDef<unknown, never> = {
  id: 'select',
  header: SelectHeader,
  cell: SelectCell,
  enableHiding: false,
}

/** The first column of a list with bulk actions (its id is `select`). */
export const selectionColumn = <Row,>() => selectColumn as unknown as TableColumn<Row>
