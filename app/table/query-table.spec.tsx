// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  dateColumn,
  descriptionColumn,
  idColumn,
  nameLinkColumn,
  sizeColumn,
  type TableColumn,
} from './columns'
import { useQueryTable, type ListPage } from './query-table'
import { type ApiError } from '~/api/errors'
import { GiB } from '~/util/units'

// Headless UI's anchored menus measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

type Disk = { id: string; name: string; description: string; size: number; timeCreated: Date }

const disk = (i: number): Disk => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `disk-${i}`,
  description: i === 1 ? 'x'.repeat(100) : `disk number ${i}`,
  size: i * GiB,
  timeCreated: new Date(2026, 0, 5, 15, 4),
})

/** Three pages of two rows, served by token. */
const PAGES: Record<string, ListPage<Disk>> = {
  first: { items: [disk(1), disk(2)], nextPage: 'p2' },
  p2: { items: [disk(3), disk(4)], nextPage: 'p3' },
  p3: { items: [disk(5)], nextPage: null },
}

const fetchPage = vi.fn(async (token: string | undefined) => PAGES[token ?? 'first']!)
const diskPage = (t?: string) =>
  queryOptions<ListPage<Disk>, ApiError>({
    queryKey: ['diskList', { token: t }],
    queryFn: () => fetchPage(t),
  })
const emptyPage = (t?: string) =>
  queryOptions<ListPage<Disk>, ApiError>({
    queryKey: ['emptyList', { token: t }],
    queryFn: async () => ({ items: [], nextPage: null }),
  })

const columns: TableColumn<Disk>[] = [
  nameLinkColumn((d) => `/disks/${d.name}`),
  descriptionColumn(),
  sizeColumn(),
  dateColumn('timeCreated'),
  idColumn(),
]

function DiskTable({ query = diskPage }: { query?: typeof diskPage }) {
  const { table } = useQueryTable({
    query,
    columns,
    pageSize: 2,
    emptyState: <p>No disks yet</p>,
    rowActions: (d) => [
      { label: 'Snapshot', onActivate: () => {}, disabled: d.name === 'disk-1' && 'Disk is busy' },
      { label: 'Delete', onActivate: () => onDelete(d.name) },
    ],
  })
  return table
}
const onDelete = vi.fn()

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const names = () => screen.queryAllByRole('link').map((a) => a.textContent)

describe('useQueryTable', () => {
  it('renders the first page with formatted cells', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    expect(names()).toEqual(['disk-1', 'disk-2'])
    expect(screen.getByRole('link', { name: 'disk-1' }).getAttribute('href')).toBe('/disks/disk-1')
    expect(screen.getByRole('columnheader', { name: 'name' })).toBeTruthy()
    expect(screen.getByText('2 GiB')).toBeTruthy()
    expect(screen.getAllByText('Jan 5, 2026, 3:04 PM')).toHaveLength(2)
    // long descriptions are cut, with the full text as the description of the cut text
    const cut = screen.getByText(/^x+…$/)
    expect(cut.textContent).toHaveLength(60)
    expect(cut.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('rows per page')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Copy ID' })).toHaveLength(2)
  })

  it('pages forward and back through cursor tokens', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    const prev = screen.getByRole('button', { name: /prev/i }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: /next/i }) as HTMLButtonElement
    expect(prev.disabled).toBe(true)
    expect(next.disabled).toBe(false)

    fireEvent.click(next)
    await screen.findByRole('link', { name: 'disk-3' })
    expect(names()).toEqual(['disk-3', 'disk-4'])
    expect(fetchPage).toHaveBeenLastCalledWith('p2')
    expect(prev.disabled).toBe(false)

    fireEvent.click(next)
    await screen.findByRole('link', { name: 'disk-5' })
    await waitFor(() => expect(next.disabled).toBe(true))

    fireEvent.click(prev)
    await screen.findByRole('link', { name: 'disk-3' })
    fireEvent.click(prev)
    await screen.findByRole('link', { name: 'disk-1' })
    expect(prev.disabled).toBe(true)
  })

  it('shows the empty state when the first page is empty', async () => {
    wrap(<DiskTable query={emptyPage} />)
    expect(await screen.findByText('No disks yet')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('adds a row actions menu with Copy ID first and disabled reasons', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    const [first] = screen.getAllByRole('button', { name: 'Row actions' })
    await act(async () => {
      fireEvent.keyDown(first!, { key: 'Enter' })
    })
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => (i.getAttribute('aria-describedby') ? 'described' : 'plain')),
    ).toEqual(['plain', 'described', 'plain'])
    expect(
      within(menu).getByRole('menuitem', { name: 'Snapshot', description: 'Disk is busy' }),
    ).toBe(items[1])
    expect(items.map((i) => i.firstChild?.textContent)).toEqual(['Copy ID', 'Snapshot', 'Delete'])
    const snapshot = items[1]!
    expect(snapshot.getAttribute('aria-disabled')).toBe('true')
    expect(items[2]!.className).toContain('text-danger')
    fireEvent.click(items[2]!)
    expect(onDelete).toHaveBeenCalledWith('disk-1')
  })
})
