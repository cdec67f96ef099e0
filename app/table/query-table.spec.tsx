// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { type ApiError } from '~/api/errors'
import { GiB } from '~/util/units'

import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  formatDateTime,
  nameLinkColumn,
  sizeColumn,
  type TableColumn,
} from './columns'
import { useQueryTable, type ListPage } from './query-table'

// Headless UI's anchored menus measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

type Disk = {
  id: string
  name: string
  description: string
  size: number
  timeCreated: Date
  timeModified: Date
}

const disk = (i: number): Disk => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `disk-${i}`,
  description: i === 1 ? 'x'.repeat(100) : `disk number ${i}, "quoted"`,
  size: (6 - i) * GiB,
  timeCreated: new Date(2026, 0, 5, 15, 4),
  timeModified: new Date(2026, 0, 6, 15, 4),
})

/** Three pages of two rows, served by token; the whole list at once for the toolkit. */
const PAGES: Record<string, ListPage<Disk>> = {
  first: { items: [disk(1), disk(2)], nextPage: 'p2' },
  p2: { items: [disk(3), disk(4)], nextPage: 'p3' },
  p3: { items: [disk(5)], nextPage: null },
}
const fetchPage = vi.fn(async (token: string | undefined) => PAGES[token ?? 'first']!)
const fetchAll = vi.fn(async () => ({ items: [1, 2, 3, 4, 5].map(disk), nextPage: null }))
const diskPage = (t?: string) =>
  queryOptions<ListPage<Disk>, ApiError>({
    queryKey: ['diskList', { token: t }],
    queryFn: () => fetchPage(t),
  })
const allDisks = queryOptions<ListPage<Disk>, ApiError>({
  queryKey: ['diskList', {}, 'all'],
  queryFn: fetchAll,
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
]
const onDelete = vi.fn()

function DiskTable({ query = diskPage }: { query?: typeof diskPage }) {
  const { table } = useQueryTable({
    query,
    allQuery: allDisks,
    columns,
    pageSize: 2,
    noun: 'disks',
    emptyState: <p>No disks yet</p>,
    rowActions: (d) => [
      { label: 'Snapshot', onActivate: () => {}, disabled: d.name === 'disk-1' && 'Disk is busy' },
      { label: 'Remove', variant: 'danger', onActivate: () => onDelete(d.name) },
    ],
  })
  return table
}

const sizeValue = vi.fn((d: Disk) => d.size)
const fieldsOf = vi.fn((d: Disk) => [d.name])

/** Columns and filter fields made anew on every render, as the VPC tabs make them. */
function FreshColumnsTable() {
  const [ticks, setTicks] = useState(0)
  const { table } = useQueryTable<Disk>({
    query: diskPage,
    allQuery: allDisks,
    columns: [
      nameLinkColumn<Disk>((d) => `/disks/${d.name}`),
      accessorColumn<Disk, number>({
        id: 'size',
        header: 'size',
        accessorFn: (d) => d.size,
        meta: { sortValue: (d) => sizeValue(d), text: (d) => String(d.size) },
        cell: ({ row }) => <span>{row.original.size}</span>,
      }),
    ],
    filterFields: (d) => fieldsOf(d),
    pageSize: 2,
    noun: 'disks',
    emptyState: <p>No disks yet</p>,
  })
  return (
    <>
      <button type="button" onClick={() => setTicks(ticks + 1)}>
        Tick {ticks}
      </button>
      {table}
    </>
  )
}

let router: ReturnType<typeof createMemoryRouter>
function wrap(ui: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: [url] })
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
const search = () => new URLSearchParams(router.state.location.search)

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const names = () =>
  screen
    .queryAllByRole('link')
    .map((a) => a.textContent)
    .filter((t) => t?.startsWith('disk-'))

describe('useQueryTable', () => {
  it('shows the first API page at once, without reading the whole list', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    expect(names()).toEqual(['disk-1', 'disk-2'])
    expect(screen.getByText('5 GiB')).toBeTruthy()
    expect(screen.getAllByText('Jan 5, 2026, 3:04 PM')).toHaveLength(2)
    // a long description is cut by CSS only: the whole text is there for assistive technology
    expect(screen.getByText('x'.repeat(100)).className).toContain('text-ellipsis')
    expect(fetchAll).not.toHaveBeenCalled()
  })

  it('pages through the whole list, the page in the URL', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement
    fireEvent.click(next)
    await screen.findByRole('link', { name: 'disk-3' })
    expect(names()).toEqual(['disk-3', 'disk-4'])
    expect(search().get('page')).toBe('2')
    expect(screen.getByText('3–4 of 5')).toBeTruthy()
    fireEvent.click(next)
    await screen.findByRole('link', { name: 'disk-5' })
    await waitFor(() => expect(next.disabled).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Prev page' }))
    await screen.findByRole('link', { name: 'disk-3' })
  })

  it("pages a list the API gives whole (a VPC's firewall rules) instead of drawing it all", async () => {
    const whole = (t?: string) =>
      queryOptions<ListPage<Disk>, ApiError>({
        queryKey: ['wholeList', { token: t }],
        queryFn: fetchAll,
      })
    wrap(<DiskTable query={whole} />)
    await screen.findByRole('link', { name: 'disk-1' })
    expect(names()).toEqual(['disk-1', 'disk-2'])
    expect(screen.getByText('1–2 of 5')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByRole('link', { name: 'disk-3' })
    expect(names()).toEqual(['disk-3', 'disk-4'])
  })

  it('filters every item by name, description and ID, and says when nothing matches', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    const box = screen.getByRole('searchbox', { name: 'Filter disks' })
    fireEvent.change(box, { target: { value: 'number 4,' } })
    await waitFor(() => expect(names()).toEqual(['disk-4']))
    await waitFor(() => expect(search().get('q')).toBe('number 4,'))
    fireEvent.change(box, { target: { value: '000000000005' } })
    await waitFor(() => expect(names()).toEqual(['disk-5']))
    fireEvent.change(box, { target: { value: 'zzz' } })
    expect(await screen.findByText(/No disks match/)).toBeTruthy()
    const clear = screen.getAllByRole('button', { name: 'Clear filter' })
    fireEvent.click(clear.at(-1)!)
    await waitFor(() => expect(names()).toEqual(['disk-1', 'disk-2']))
    expect(search().get('q')).toBeNull()
  })

  it('starts from the URL and sorts by a header, asc, desc, then off', async () => {
    wrap(<DiskTable />, '/?sort=-size')
    await screen.findByRole('link', { name: 'disk-1' })
    const size = screen.getByRole('columnheader', { name: /size/ })
    await waitFor(() => expect(size.getAttribute('aria-sort')).toBe('descending'))
    expect(names()).toEqual(['disk-1', 'disk-2'])
    fireEvent.click(within(size).getByRole('button'))
    await waitFor(() => expect(search().get('sort')).toBeNull())
    expect(size.getAttribute('aria-sort')).toBe('none')
    fireEvent.click(within(size).getByRole('button'))
    await waitFor(() => expect(size.getAttribute('aria-sort')).toBe('ascending'))
    await waitFor(() => expect(names()).toEqual(['disk-5', 'disk-4']))
    expect(search().get('sort')).toBe('size')
  })

  it('filters and sorts every item again only when the items or the choices change', async () => {
    wrap(<FreshColumnsTable />, '/?sort=size')
    await waitFor(() => expect(names()).toEqual(['disk-5', 'disk-4']))
    const sorted = sizeValue.mock.calls.length
    const indexed = fieldsOf.mock.calls.length
    for (let n = 1; n <= 3; n++) {
      fireEvent.click(screen.getByRole('button', { name: /^Tick/ }))
      await screen.findByRole('button', { name: `Tick ${n}` })
    }
    expect(sizeValue.mock.calls.length).toBe(sorted)
    expect(fieldsOf.mock.calls.length).toBe(indexed)
  })

  it('keeps a sort chosen while the filter waits to reach the URL', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter disks' }), {
      target: { value: 'disk' },
    })
    // before the delayed write of the filter
    fireEvent.click(within(screen.getByRole('columnheader', { name: /size/ })).getByRole('button'))
    await waitFor(() => expect(search().get('q')).toBe('disk'))
    expect(search().get('sort')).toBe('size')
  })

  it('shows the ID and modified columns on request and remembers the choice', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    expect(screen.queryByRole('columnheader', { name: 'modified' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'modified' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'id' }))
    expect(screen.getByRole('columnheader', { name: /modified/ })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Copy ID' })).toHaveLength(2)
    expect(JSON.parse(localStorage.getItem('ferrite.columns.diskList')!)).toEqual({
      modified: true,
      id: true,
    })
    expect((screen.getByRole('checkbox', { name: 'name' }) as HTMLInputElement).disabled).toBe(true)
  })

  it('exports the matching rows of every page as CSV with the visible columns', async () => {
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:x'))
    URL.revokeObjectURL = vi.fn()
    wrap(<DiskTable />, '/?q=number')
    await screen.findByRole('link', { name: 'disk-2' })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 5000 })
    const lines = (await blobs[0]!.text()).split('\r\n')
    expect(lines[0]).toBe('name,description,size,created')
    expect(lines).toHaveLength(6) // header, disks 2 to 5, and the final line break
    expect(lines[1]).toBe(
      `disk-2,"disk number 2, ""quoted""",4 GiB,"${formatDateTime(disk(2).timeCreated)}"`,
    )
    // both buttons are off until the first export has settled; a click before then is lost
    const json = screen.getByRole<HTMLButtonElement>('button', { name: 'Export JSON' })
    await waitFor(() => expect(json.disabled).toBe(false), { timeout: 5000 })
    fireEvent.click(json)
    await waitFor(() => expect(blobs).toHaveLength(2), { timeout: 5000 })
    const rows = JSON.parse(await blobs[1]!.text()) as Disk[]
    expect(rows.map((d) => d.name)).toEqual(['disk-2', 'disk-3', 'disk-4', 'disk-5'])
  })

  it('shows the empty state when the list is empty', async () => {
    wrap(<DiskTable query={emptyPage} />)
    expect(await screen.findByText('No disks yet')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('adds a row actions menu with Copy ID first, reasons, and danger by variant', async () => {
    wrap(<DiskTable />)
    await screen.findByRole('link', { name: 'disk-1' })
    const [first] = screen.getAllByRole('button', { name: 'Row actions' })
    await act(async () => {
      fireEvent.keyDown(first!, { key: 'Enter' })
    })
    const menu = await screen.findByRole('menu', undefined, { timeout: 5000 })
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((i) => i.firstChild?.textContent)).toEqual(['Copy ID', 'Snapshot', 'Remove'])
    expect(
      within(menu).getByRole('menuitem', { name: 'Snapshot', description: 'Disk is busy' }),
    ).toBe(items[1])
    expect(items[1]!.getAttribute('aria-disabled')).toBe('true')
    expect(items[0]!.className).not.toContain('text-danger')
    expect(items[2]!.className).toContain('text-danger')
    fireEvent.click(items[2]!)
    // the action runs once the menu has closed and given focus back
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('disk-1'))
  })
})
