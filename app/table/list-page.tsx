import { useQuery } from '@tanstack/react-query'
import { useMemo, type ComponentType, type ReactNode } from 'react'
import { Outlet } from 'react-router'

import { CreateLink, type CreateAction } from '~/components/create-link'
import { ACTIONS_GROUP, useQuickActions, useQuickActionsOpen } from '~/components/quick-actions'
import {
  useQueryTable,
  type ListPage as Page,
  type PageQuery,
  type QueryTableOptions,
} from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'
import { type IconProps } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'
import { useWriteGate } from '~/ui/write-gate'

export type ListPageProps<Row> = Omit<QueryTableOptions<Row>, 'emptyState' | 'noun'> & {
  /** The page's h1 ("SSH Keys"); lower-cased it names the rows ("No ssh keys match web"). */
  title: string
  /** Plural name of the rows when the title is not it. */
  noun?: string
  icon: ComponentType<IconProps>
  /** Beside the title: the docs popover. */
  docs?: ReactNode
  /**
   * The create link, above the table and in the empty state; with `disabledReason` (the user
   * may not create here) a disabled button saying why.
   */
  create?: CreateAction
  /**
   * A create that opens a modal rather than a route ("Promote image"): drawn where the create
   * link goes (primary) and in the empty state (ghost). A `<Button writes>`, so the gate holds.
   */
  createButton?: (variant: 'primary' | 'ghost') => ReactNode
  /** Left of the create link (a refresh button, a "last updated" note). */
  actions?: ReactNode | ((list: { dataUpdatedAt: number }) => ReactNode)
  empty: { title: string; body: string }
  /** Anything else the page renders (a modal); the outlet for side modals is always there. */
  children?: ReactNode
}

/**
 * A list page: header with icon and docs, the create link, the list with its toolkit (filter,
 * facets, sort, columns, export, paging; app/table/query-table), the empty state, and the
 * outlet where its create and edit side modals render.
 */
export function ListPage<Row>({
  title,
  noun = title.toLowerCase(),
  icon: Icon,
  docs,
  create,
  createButton,
  actions,
  empty,
  children,
  ...table
}: ListPageProps<Row>) {
  const list = useQueryTable({
    ...table,
    noun,
    emptyState: (
      <EmptyState
        icon={<Icon />}
        title={empty.title}
        body={empty.body}
        action={create ? <CreateLink {...create} variant="ghost" /> : createButton?.('ghost')}
      />
    ),
  })
  return (
    <>
      <PageHeader title={title} icon={<Icon size={20} />} adornment={docs} />
      {(create || createButton || actions) && (
        <div className="-mt-2 mb-3 flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            {typeof actions === 'function' ? actions(list) : actions}
          </div>
          {create ? <CreateLink {...create} variant="primary" /> : createButton?.('primary')}
        </div>
      )}
      {list.table}
      {children}
      <Outlet />
    </>
  )
}

/**
 * The palette entries of a list page: its create action and "Go to {kind}" for every item,
 * all of them read (`all`, a `qAll` query) only once the palette opens; `fallback` (the first
 * page, already loaded) until then.
 */
export function useListQuickActions<Row extends { name: string }>({
  all,
  fallback,
  create,
  group,
  to,
}: {
  all: PageQuery<Page<Row>>
  fallback?: Row[]
  create?: CreateAction
  group: string
  to: (row: Row) => string
}) {
  const { data } = useQuery({ ...all, enabled: useQuickActionsOpen() })
  const rows = data?.items ?? fallback
  const gate = useWriteGate()
  const createAllowed = !!create && !create.disabledReason && !gate
  useQuickActions(
    useMemo(
      () => [
        ...(create && createAllowed
          ? [{ value: create.label, group: ACTIONS_GROUP, to: create.to }]
          : []),
        ...(rows ?? []).map((row) => ({ value: row.name, group, to: to(row) })),
      ],
      // create, group and to are fixed per page; rows carry the change
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [rows, create?.to, createAllowed],
    ),
  )
}
