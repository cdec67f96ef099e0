/** Building blocks of the create form's sections: a titled section, tabs and a small table. */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { CloseIcon } from '~/ui/icons'

/** One part of the form, with a heading that names it (and a landmark for screen readers). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="grid gap-x-12 gap-y-5 border-t border-line pt-8 first:border-0 first:pt-0 lg:grid-cols-[14rem_minmax(0,1fr)]"
    >
      <div>
        <h2 id={id} className="text-base font-medium text-fg">
          {title}
        </h2>
        {description && <p className="mt-1.5 text-sm text-tertiary">{description}</p>}
      </div>
      <div className="min-w-0 space-y-6">{children}</div>
    </section>
  )
}

/** A smaller heading inside a section ("Ephemeral IP", "Floating IPs"). */
export function SubHeading({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-fg">{children}</h3>
      {hint && <p className="mt-0.5 text-xs text-tertiary">{hint}</p>}
    </div>
  )
}

export type FormTab<K extends string> = { id: K; label: string; content: ReactNode }

/**
 * Tabs bound to a form value, marked up as the ARIA tabs pattern (Headless UI's tabs are not
 * worth their weight here): the arrow keys, Home and End move to a tab and choose it, and only
 * the chosen tab is in the Tab order. Only the selected panel is mounted, so the fields of the
 * other tabs keep their values but are not validated.
 */
export function FormTabs<K extends string>({
  label,
  tabs,
  selected,
  onChange,
  disabled,
}: {
  label: string
  tabs: FormTab<K>[]
  selected: K
  onChange: (id: K) => void
  disabled?: boolean
}) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  )
  const current = tabs[index]
  const tabId = (t: FormTab<K>) => `${id}-tab-${t.id}`
  const choose = (i: number) => {
    const tab = tabs[(i + tabs.length) % tabs.length]
    if (!tab) return
    onChange(tab.id)
    list.current?.querySelector<HTMLElement>(`[id="${tabId(tab)}"]`)?.focus()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number | undefined> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = moves[e.key]
    if (to === undefined || disabled) return
    e.preventDefault()
    choose(to)
  }
  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 border-b border-line"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            id={tabId(t)}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-controls={i === index ? `${id}-panel` : undefined}
            tabIndex={i === index ? 0 : -1}
            data-selected={i === index ? '' : undefined}
            disabled={disabled}
            // chosen on the press, as Headless UI's tabs were: leaving the field before (the
            // name, say) can show its error above and move the tab before the button comes up
            onMouseDown={(e) => {
              if (e.button === 0 && i !== index) onChange(t.id)
            }}
            onClick={() => {
              if (t.id !== selected) onChange(t.id)
            }}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 pt-1 pb-2 text-sm text-tertiary transition-colors outline-offset-[-2px]',
              'hover:text-fg data-[selected]:border-accent data-[selected]:text-fg disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {current && (
        <div className="pt-5">
          <div
            id={`${id}-panel`}
            role="tabpanel"
            aria-labelledby={tabId(current)}
            tabIndex={0}
            className="space-y-6 focus:outline-none"
          >
            {current.content}
          </div>
        </div>
      )}
    </div>
  )
}

/** What an empty list or tab shows: a line saying so, a line of help, maybe one action. */
export function EmptyBox({
  title,
  body,
  action,
}: {
  title: string
  body?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="max-w-3xl rounded-lg border border-dashed border-line-strong px-4 py-5 text-center">
      <div className="text-sm text-secondary">{title}</div>
      {body && <div className="mt-0.5 text-xs text-tertiary">{body}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  )
}

type MiniColumn<T> = { header: string; cell: (row: T) => ReactNode; className?: string }

/** A compact table of what the form will create or attach, each row removable. */
export function MiniTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  onRemove,
  empty,
  disabled,
}: {
  label: string
  columns: MiniColumn<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** Used in the remove button's label: "Remove {rowName}". */
  rowName: (row: T) => string
  onRemove: (row: T) => void
  empty: { title: string; body: ReactNode }
  disabled?: boolean
}) {
  if (rows.length === 0) return <EmptyBox {...empty} />
  return (
    <div className="max-w-3xl overflow-x-auto rounded-lg border border-line bg-default">
      <table aria-label={label} className="w-full border-collapse text-left text-sm">
        <thead className="bg-raise">
          <tr className="border-b border-line">
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className="text-mono-caps h-8 px-3 font-normal whitespace-nowrap text-tertiary"
              >
                {c.header}
              </th>
            ))}
            <th scope="col" className="w-10">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-0">
              {columns.map((c) => (
                <td key={c.header} className={cn('h-10 px-3 text-secondary', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
              <td className="w-10 pr-1.5 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${rowName(row)}`}
                  disabled={disabled}
                  className="border-transparent px-1.5"
                  onClick={() => onRemove(row)}
                >
                  <CloseIcon size={12} />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
