/**
 * Measurement (scale): the palette's search over the whole `scale` seed (1,000 extra projects,
 * 10,000 instances and 10,000 disks in one of them). Builds the index the way the palette does
 * (through the mock API), then times the answer to typed queries: ranking and grouping every
 * entry, which is what each keystroke costs. Wall time and the process's CPU time: on a shared
 * machine the first waits for a core, the second is the work itself. Prints the figures (docs/performance.md); asserts
 * only what was found, so a busy machine cannot fail it.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { groupEntries } from '../../app/components/quick-actions-dialog'
import {
  buildSearchIndex,
  type SearchEntry,
  type SearchSource,
} from '../../app/components/quick-actions-search'
import { SCALE_PROJECT } from '../../mock-api/db'
import { freshClient, type MockClient, type PageJson } from '../../mock-api/testing'

const RUNS = 9
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Every item of a list, 1,000 at a time, as `qAll` reads it. */
async function all<T>(api: MockClient, path: string): Promise<T[]> {
  const items: T[] = []
  let token: string | null = null
  do {
    const sep = path.includes('?') ? '&' : '?'
    const res: { status: number; body: PageJson<T> } = await api.get<PageJson<T>>(
      `${path}${sep}limit=1000${token ? `&page_token=${token}` : ''}`,
    )
    if (res.status !== 200) throw new Error(`${res.status} ${path}`)
    items.push(...res.body.items)
    token = res.body.next_page
  } while (token)
  return items
}

type Named = { name: string }

/**
 * The seed's 999 other generated projects hold nothing: their lists are answered empty here
 * rather than asked 4,000 times (a minute of the in-process mock on a busy machine), which
 * leaves the index as it would be. The palette asks them all, a few at a time.
 */
const empty = (p: string) => p.startsWith('bulk-') && p !== SCALE_PROJECT
const list = (api: MockClient, p: string, path: string) =>
  empty(p) ? Promise.resolve([]) : all<Named>(api, path)

const source = (api: MockClient): SearchSource => ({
  projects: () => all<Named>(api, '/v1/projects'),
  knownProjects: () => [],
  instances: (p) => list(api, p, `/v1/instances?project=${p}`),
  disks: (p) => list(api, p, `/v1/disks?project=${p}`),
  images: (p) => (p ? list(api, p, `/v1/images?project=${p}`) : all<Named>(api, '/v1/images')),
  vpcs: (p) => list(api, p, `/v1/vpcs?project=${p}`),
  silos: () => all<Named>(api, '/v1/system/silos'),
  sleds: () => all<{ id: string; baseboard: { serial: string } }>(api, '/v1/system/hardware/sleds'),
  ipPools: () => all<Named>(api, '/v1/system/ip-pools'),
  subnetPools: () => all<Named>(api, '/v1/system/subnet-pools'),
})

describe('palette search on the scale seed', () => {
  let index: SearchEntry[] = []
  let buildMs = 0
  beforeAll(async () => {
    const api = freshClient({ seed: 'scale' })
    // the generated projects are empty but for the big one (see `empty`)
    const other = await api.get<PageJson>('/v1/instances?project=bulk-0500')
    expect(other.body.items).toEqual([])
    const start = performance.now()
    index = await buildSearchIndex(source(api), { fleetViewer: true }, () => {})
    buildMs = performance.now() - start
  }, 120_000)

  // what a page registers besides: its navigation and actions
  const registered = ['Projects', 'Images', 'Utilization', 'Settings', 'New project'].map(
    (value) => ({ value, group: 'Pages', to: `/${value}`, key: value }),
  )

  const queries = ['s', 'sandbox', 'kafka', 'silos', 'vm-04242', 'vol-9', 'bulk-07', 'zzzz']

  it('answers a query over every entry', () => {
    const figures: string[] = []
    for (const query of queries) {
      groupEntries(registered, query, index) // warm up
      const wall: number[] = []
      const cpu: number[] = []
      for (let r = 0; r < RUNS; r++) {
        const start = performance.now()
        const used = process.cpuUsage()
        groupEntries(registered, query, index)
        const { user, system } = process.cpuUsage(used)
        wall.push(performance.now() - start)
        cpu.push((user + system) / 1000)
      }
      figures.push(`"${query}" ${median(wall).toFixed(1)} ms (CPU ${median(cpu).toFixed(1)} ms)`)
    }
    console.log(
      `palette search, scale seed: ${index.length} entries, index built in ${Math.round(buildMs)} ms ` +
        `(in-process mock, empty projects skipped); median per query: ${figures.join(', ')}`,
    )
    const first = (q: string) => groupEntries(registered, q, index)[0]?.entries[0]
    expect(index.length).toBeGreaterThan(21_000)
    expect(first('sandbox')).toMatchObject({ value: 'sandbox', to: '/projects/sandbox' })
    expect(first('kafka')?.value).toMatch(/^kafka/)
    expect(first('silos')).toMatchObject({ value: 'Silos', to: '/system/silos' })
    expect(first('vm-04242')).toMatchObject({ value: 'vm-04242', group: 'Instances' })
  })
})
