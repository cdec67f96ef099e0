import { type ReactNode } from 'react'

import { cn } from './cn'
import { CopyButton } from './copy-button'

type PageHeaderProps = {
  title: string
  icon?: ReactNode
  /** Right-hand side: buttons, an actions menu, a docs popover. */
  actions?: ReactNode
  /** Shown next to the title (e.g. a docs popover or a state badge). */
  adornment?: ReactNode
  className?: string
}

/** The page's h1 with optional icon and actions. */
export function PageHeader({ title, icon, actions, adornment, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex min-h-9 items-center justify-between gap-4', className)}>
      <div className="flex min-w-0 items-center gap-2.5">
        {icon && <span className="text-accent">{icon}</span>}
        <h1 className="truncate text-xl font-medium tracking-tight text-fg" tabIndex={-1}>
          {title}
        </h1>
        {adornment}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  )
}

type PropertiesTableProps = {
  children: ReactNode
  /** Two columns of rows side by side on wide screens. */
  columns?: 1 | 2
  className?: string
}

/** Label/value rows describing one resource, as a definition list. */
function PropertiesTableRoot({ children, columns = 1, className }: PropertiesTableProps) {
  return (
    <dl
      className={cn(
        'mb-8 grid overflow-hidden rounded-lg border border-line bg-default',
        columns === 2 ? 'md:grid-cols-2' : 'grid-cols-1',
        className,
      )}
    >
      {children}
    </dl>
  )
}

function PropertiesRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="-mb-px flex min-h-10 items-center border-b border-line md:[&:nth-child(odd)]:border-r-0">
      <dt className="text-mono-caps w-36 shrink-0 self-stretch border-r border-line px-3 py-2.5 text-tertiary">
        {label}
      </dt>
      <dd className="min-w-0 flex-1 px-3 py-2 break-words text-secondary">
        {children ?? <span className="text-quaternary">—</span>}
      </dd>
    </div>
  )
}

/** A resource's ID, in full where it fits, with a copy button. */
function PropertiesIdRow({
  id,
  label = 'ID',
  copyLabel = `Copy ${label}`,
}: {
  id: string
  label?: string
  /** The copy button's name: "Copy ID" even where the row says which ID ("User ID"). */
  copyLabel?: string
}) {
  return (
    <PropertiesRow label={label}>
      <span className="inline-flex min-w-0 items-center gap-1">
        <span className="truncate font-mono text-xs">{id}</span>
        <CopyButton text={id} label={copyLabel} />
      </span>
    </PropertiesRow>
  )
}

/**
 * `PropertiesTable`, `PropertiesTable.Row` and `PropertiesTable.IdRow` (no assignment to a
 * function: see ui/modal).
 */
export const PropertiesTable = /* @__PURE__ */ Object.assign(PropertiesTableRoot, {
  Row: PropertiesRow,
  IdRow: PropertiesIdRow,
})
