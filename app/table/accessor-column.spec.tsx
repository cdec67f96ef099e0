// @vitest-environment jsdom
/**
 * `accessorColumn`: a column's accessor types its cell (checked by the type checker, below),
 * and the column is what it was declared as, so the table and the export read it unchanged.
 */
import { QueryClient } from '@tanstack/react-query'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { accessorColumn, type TableColumn } from './columns'
import { csvOf } from './export'

type Row = { name: string; vcpus: number }
const rows: Row[] = [
  { name: 'web', vcpus: 4 },
  { name: 'db', vcpus: 16 },
]

const vcpus = accessorColumn({
  id: 'vcpus',
  header: 'vCPUs',
  accessorFn: (r: Row) => r.vcpus,
  // the value is a number here, without a cast
  cell: (info) => `${info.getValue().toFixed(0)} vCPUs`,
  meta: { sortValue: (r) => r.vcpus, text: (r) => `${r.vcpus} vCPUs` },
})

const columns: TableColumn<Row>[] = [
  // a column with no cell shows its accessor's value, which is then its text
  accessorColumn({ id: 'name', header: 'name', accessorFn: (r) => r.name }),
  vcpus,
  accessorColumn({
    id: 'label',
    header: 'label',
    accessorFn: (r) => r.name.toUpperCase(),
    // @ts-expect-error the value is a string: it has no toFixed
    cell: (info) => info.getValue().toFixed(0),
    meta: { text: (r) => r.name.toUpperCase() },
  }),
]

describe('accessorColumn', () => {
  it('is the column as declared', () => {
    expect(Object.keys(vcpus).sort()).toEqual(['accessorFn', 'cell', 'header', 'id', 'meta'])
    expect(vcpus.id).toBe('vcpus')
  })

  it("gives the table each accessor's value, and the cell that value as typed", () => {
    const { result } = renderHook(() =>
      useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() }),
    )
    const [first] = result.current.getRowModel().rows
    expect(first?.getValue('vcpus')).toBe(4)
    expect(first?.getValue('name')).toBe('web')
    const cell = first?.getVisibleCells().find((c) => c.column.id === 'vcpus')
    expect(cell && vcpus.cell instanceof Function ? vcpus.cell(cell.getContext()) : '').toBe(
      '4 vCPUs',
    )
  })

  it('exports the text forms and the plain accessor values', async () => {
    const csv = await csvOf(columns, rows, new QueryClient())
    expect(csv.split('\r\n')).toEqual(['name,vCPUs,label', 'web,4 vCPUs,WEB', 'db,16 vCPUs,DB', ''])
  })
})
