// @vitest-environment jsdom
import { type ColumnDef } from '@tanstack/react-table'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { FIRST_PAINT_ROWS, TableView } from './table'
import { tableModel } from './table-model'

type Rule = { name: string }
const columns: ColumnDef<Rule>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.row.original.name },
]
const rules = (n: number, prefix = 'rule') =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}-${i + 1}` }))

function Rules({ data }: { data: Rule[] }) {
  const table = tableModel({ data, columns, getRowId: (r) => r.name })
  return <TableView table={table} />
}

const bodyRows = () => screen.getAllByRole('row').length - 1

afterEach(cleanup)

describe('a long table', () => {
  it('draws its first rows at once and the rest right after', async () => {
    render(<Rules data={rules(1024)} />)
    expect(bodyRows()).toBe(FIRST_PAINT_ROWS)
    expect(screen.getByText('rule-1')).toBeTruthy()
    await waitFor(() => expect(bodyRows()).toBe(1024), { timeout: 5000 })
    expect(screen.getByText('rule-1024')).toBeTruthy()
  })

  it('redraws every row at once once whole, so nothing below the fold blinks out', async () => {
    const { rerender } = render(<Rules data={rules(300)} />)
    await waitFor(() => expect(bodyRows()).toBe(300), { timeout: 5000 })
    act(() => rerender(<Rules data={rules(400, 'new')} />))
    expect(bodyRows()).toBe(400)
    expect(screen.getByText('new-400')).toBeTruthy()
  })

  it('draws a short table whole in its first paint', () => {
    render(<Rules data={rules(FIRST_PAINT_ROWS)} />)
    expect(bodyRows()).toBe(FIRST_PAINT_ROWS)
  })
})

describe('columns built in render', () => {
  function Linked({ data, tick }: { data: Rule[]; tick: number }) {
    // a new column definition on every render, as many pages make them
    const cols: ColumnDef<Rule>[] = [
      {
        id: 'name',
        header: () => <span>Name {tick}</span>,
        cell: (c) => <a href={`#${c.row.original.name}`}>{c.row.original.name}</a>,
      },
    ]
    const table = tableModel({ data, columns: cols, getRowId: (r) => r.name })
    return <TableView table={table} />
  }

  it('keep their cells’ elements across renders (a pressed link is still there on release)', () => {
    const data = rules(3)
    const { rerender } = render(<Linked data={data} tick={1} />)
    const link = screen.getByRole('link', { name: 'rule-2' })
    act(() => rerender(<Linked data={data} tick={2} />))
    expect(screen.getByText('Name 2')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'rule-2' })).toBe(link)
    expect(link.isConnected).toBe(true)
  })
})

describe('the table model', () => {
  type Vm = { id: string; name: string; vcpus: number }
  const vms: Vm[] = [
    { id: 'a1', name: 'web', vcpus: 2 },
    { id: 'b2', name: 'db', vcpus: 8 },
  ]
  const cols: ColumnDef<Vm, unknown>[] = [
    { id: 'name', header: 'Name', accessorFn: (r) => r.name },
    {
      id: 'cpus',
      header: () => <span>CPUs</span>,
      accessorFn: (r) => r.vcpus,
      cell: (c) => `${String(c.getValue())} on ${c.row.id} (row ${c.row.index})`,
    },
    { id: 'secret', header: 'Secret', accessorFn: (r) => r.id },
    { header: 'Label', cell: (c) => String(c.table.options.meta?.copyId?.(c.row.original)) },
  ]

  it('draws visible columns, accessor values, ids and meta as TanStack’s context gives them', () => {
    const table = tableModel({
      data: vms,
      columns: cols,
      getRowId: (r) => r.id,
      visibility: { secret: false },
      meta: { copyId: (r) => `id:${r.id}` },
    })
    expect(table.columns.map((c) => c.id)).toEqual(['name', 'cpus', 'Label'])
    render(<TableView table={table} />)
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['Name', 'CPUs', 'Label'])
    const cells = screen.getAllByRole('cell').map((c) => c.textContent)
    expect(cells).toEqual(['web', '2 on a1 (row 0)', 'id:a1', 'db', '8 on b2 (row 1)', 'id:b2'])
  })
})
