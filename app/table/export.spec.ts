import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { GiB } from '~/util/units'

import {
  dateColumn,
  descriptionColumn,
  formatDateTime,
  lookup,
  sizeColumn,
  stateColumn,
  textColumn,
  type TableColumn,
} from './columns'
import { columnsWithoutText, csvOf } from './export'

type Row = {
  id: string
  name: string
  description: string
  size: number
  state: string
  poolId: string
  timeCreated: Date
}
const row: Row = {
  id: 'd1',
  name: 'web',
  description: '=cmd',
  size: 10 * GiB,
  state: 'import_ready',
  poolId: 'p1',
  timeCreated: new Date('2026-03-03T14:36:00Z'),
}
const pools = { queryKey: ['pools'], queryFn: async () => ({ items: [{ id: 'p1', name: 'v4' }] }) }

describe('csvOf', () => {
  it('writes each preset as its cell shows it, and resolves lookups first', async () => {
    const columns: TableColumn<Row>[] = [
      textColumn<Row>('name'),
      descriptionColumn<Row>(),
      sizeColumn<Row>('size'),
      stateColumn<Row>(
        (r) => r.state,
        () => null,
      ),
      {
        id: 'pool',
        header: 'pool',
        meta: {
          lookup: lookup<Row, { items: { id: string; name: string }[] }>(
            () => pools,
            (r, data) => data?.items.find((p) => p.id === r.poolId)?.name ?? '',
          ),
        },
        cell: () => null,
      },
      dateColumn<Row>('timeCreated'),
    ]
    const csv = await csvOf(columns, [row], new QueryClient())
    expect(csv.split('\r\n')[0]).toBe('name,description,size,state,pool,created')
    expect(csv.split('\r\n')[1]).toBe(
      `web,'=cmd,10 GiB,import ready,v4,"${formatDateTime(row.timeCreated)}"`,
    )
  })

  it('refuses a column whose cell has no text form', async () => {
    const columns: TableColumn<Row>[] = [
      { id: 'pool', header: 'pool', accessorFn: (r) => r.poolId, cell: () => null },
    ]
    expect(columnsWithoutText(columns)).toEqual(['pool'])
    await expect(csvOf(columns, [row], new QueryClient())).rejects.toThrow(/pool/)
  })
})
