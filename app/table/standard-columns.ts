import { dateColumn, idColumn, type TableColumn } from './columns'

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
