import { qAll, type ParamsOf } from '~/api/client'

import { dateColumn, idColumn, type TableColumn } from './columns'
import { type ListPage, type PageQuery } from './query-table'

/** The same list, every page (1,000 a request), keyed like `qAll` so pickers share it. */
export function allItemsQuery<Row>(page: PageQuery<ListPage<Row>>) {
  const [method, params] = page.queryKey as unknown as [string, { query?: object }]
  const { limit: _l, pageToken: _t, ...query } = (params.query ?? {}) as Record<string, unknown>
  void _l
  void _t
  const all = qAll(method as 'projectList', { ...params, query } as ParamsOf<'projectList'>)
  return all as unknown as PageQuery<ListPage<Row>>
}

/** The times a list's rows may carry (checked on a sample row before their columns are added). */
type Stamped = { timeCreated?: Date; timeModified?: Date }

/** The optional columns every list can show: ID, created and modified, when rows have them. */
export function withStandardColumns<Row>(columns: TableColumn<Row>[], sample: unknown) {
  const has = (id: string) => columns.some((c) => c.id === id)
  const extra: TableColumn<Row>[] = []
  if (!sample || typeof sample !== 'object') return { all: columns, hidden: [] as string[] }
  if ('id' in sample && !has('id')) extra.push(idColumn() as TableColumn<Row>)
  if ('timeCreated' in sample && !has('created'))
    extra.push(dateColumn<Stamped>('timeCreated', 'created') as TableColumn<Row>)
  if ('timeModified' in sample && !has('modified'))
    extra.push(dateColumn<Stamped>('timeModified', 'modified') as TableColumn<Row>)
  return { all: [...columns, ...extra], hidden: extra.map((c) => c.id ?? '') }
}
