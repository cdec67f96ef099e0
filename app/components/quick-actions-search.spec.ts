import { describe, expect, it } from 'vitest'

import { groupEntries } from './quick-actions-dialog'
import { buildSearchIndex, SEARCH_GROUP_MAX, type SearchSource } from './quick-actions-search'

const named = (...names: string[]) => Promise.resolve(names.map((name) => ({ name })))
const forbidden = () => Promise.reject(new Error('403'))

/** A silo of two projects; each call is counted. */
function silo(overrides: Partial<SearchSource> = {}) {
  const calls: string[] = []
  const track =
    <A extends unknown[], R>(name: string, fn: (...a: A) => R) =>
    (...a: A) => {
      calls.push([name, ...a].join(':'))
      return fn(...a)
    }
  const source: SearchSource = {
    projects: track('projects', () => named('web-app', 'sandbox')),
    knownProjects: () => [],
    instances: track('instances', (p: string) =>
      p === 'web-app' ? named('web-frontend-1', 'kafka-1') : named('scratch-vm'),
    ),
    disks: track('disks', (p: string) => (p === 'web-app' ? named('web-assets') : named())),
    images: track('images', (p?: string) => (p ? named() : named('debian-13'))),
    vpcs: track('vpcs', () => named('default')),
    silos: track('silos', () => named('lumen', 'basalt')),
    sleds: track('sleds', () =>
      Promise.resolve([{ id: 'sled-1', baseboard: { serial: 'BRM42220001' } }]),
    ),
    ipPools: track('ipPools', () => named('default-v4')),
    subnetPools: track('subnetPools', () => named('tenant-v4')),
    ...overrides,
  }
  return { source, calls }
}

const find = (entries: { value: string; group: string; to: string }[], value: string) =>
  entries.filter((e) => e.value === value).map((e) => [e.group, e.to])

describe('the palette’s search index', () => {
  it('holds every project, instance, disk, image and VPC of the silo', async () => {
    const { source } = silo()
    const entries = await buildSearchIndex(source, { fleetViewer: false }, () => {})
    expect(find(entries, 'sandbox')).toEqual([['Projects', '/projects/sandbox']])
    expect(find(entries, 'kafka-1')).toEqual([['Instances', '/projects/web-app/instances/kafka-1']])
    expect(find(entries, 'web-assets')).toEqual([
      ['Disks', '/projects/web-app/disks?disk=web-assets'],
    ])
    expect(find(entries, 'debian-13')).toEqual([['Images', '/images/debian-13/edit']])
    expect(find(entries, 'default')).toEqual([
      ['VPCs', '/projects/web-app/vpcs/default'],
      ['VPCs', '/projects/sandbox/vpcs/default'],
    ])
    // no fleet lists for a silo user
    expect(find(entries, 'lumen')).toEqual([])
  })

  it('adds the silos page, silos, sleds and pools for operators', async () => {
    const { source } = silo()
    const entries = await buildSearchIndex(source, { fleetViewer: true }, () => {})
    expect(find(entries, 'Silos')).toEqual([['System', '/system/silos']])
    expect(find(entries, 'basalt')).toEqual([['Silos', '/system/silos/basalt']])
    expect(find(entries, 'BRM42220001')).toEqual([
      ['Sleds', '/system/inventory/sleds/sled-1/instances'],
    ])
    expect(find(entries, 'default-v4')).toEqual([
      ['IP pools', '/system/networking/ip-pools/default-v4'],
    ])
    expect(find(entries, 'tenant-v4')).toEqual([
      ['Subnet pools', '/system/networking/subnet-pools/tenant-v4'],
    ])
  })

  it('gives a user who may not list the silo what they can read, without failing', async () => {
    // like cleo: the project list and silo images are refused; her project she has seen
    const { source, calls } = silo({
      projects: forbidden,
      images: (p?: string) => (p ? named('web-golden') : forbidden()),
      knownProjects: () => ['web-app'],
    })
    const updates: boolean[] = []
    const entries = await buildSearchIndex(source, { fleetViewer: false }, (_, done) =>
      updates.push(done),
    )
    expect(entries.map((e) => e.value).sort()).toEqual(
      ['default', 'kafka-1', 'web-app', 'web-assets', 'web-frontend-1', 'web-golden'].sort(),
    )
    expect(calls.some((c) => c.endsWith(':sandbox'))).toBe(false)
    expect(updates.at(-1)).toBe(true)
  })

  it('reports what it has as lists arrive', async () => {
    let release!: () => void
    const slow = new Promise<void>((r) => (release = r))
    const { source } = silo({
      instances: (p: string) => slow.then(() => named(p === 'web-app' ? 'kafka-1' : 'x')),
    })
    const seen: string[][] = []
    const built = buildSearchIndex(source, { fleetViewer: false }, (entries) =>
      seen.push(entries.map((e) => e.value)),
    )
    await new Promise((r) => setTimeout(r, 0))
    expect(seen.at(-1)).toContain('sandbox')
    expect(seen.at(-1)).not.toContain('kafka-1')
    release()
    await built
    expect(seen.at(-1)).toContain('kafka-1')
  })
})

describe('the palette’s results', () => {
  const page = (value: string, group: string, to: string) => ({ value, group, to, key: to })
  const result = (value: string, group: string, to: string) => ({ value, group, to, key: `s${to}` })
  const registered = [
    page('New project', 'Actions', '/projects-new'),
    page('Projects', "Silo 'lumen'", '/projects'),
    page('Manage system', 'System', '/system/silos'),
  ]

  it('ranks results with the pages, the best match’s group first', () => {
    const found = [
      result('sandbox', 'Projects', '/projects/sandbox'),
      { ...result('kafka-1', 'Instances', '/projects/d/instances/kafka-1'), detail: 'd' },
      result('Silos', 'System', '/system/silos'),
    ]
    const first = (q: string) => groupEntries(registered, q, found)[0]?.entries[0]?.value
    expect(first('sandbox')).toBe('sandbox')
    expect(first('kafka')).toBe('kafka-1')
    expect(first('proj')).toBe('Projects')
    // the results stay out of the unfiltered list
    expect(groupEntries(registered, '', found).flatMap((g) => g.entries)).toHaveLength(3)
  })

  it('leaves out results whose letters lie far apart', () => {
    const found = [
      result('dataset-import', 'Disks', '/d/dataset-import'),
      result('vm-00042', 'Instances', '/i/vm-00042'),
    ]
    const values = (q: string) =>
      groupEntries([page('Settings', 'User', '/settings')], q, found).flatMap((g) =>
        g.entries.map((e) => e.value),
      )
    expect(values('sett')).toEqual(['Settings'])
    expect(values('vm42')).toEqual(['vm-00042'])
  })

  it('lists a destination a page already offers once, and the best few per group', () => {
    const found = [
      result('Silos', 'System', '/system/silos'),
      ...Array.from({ length: 30 }, (_, i) =>
        result(`vm-${i}`, 'Instances', `/projects/p/instances/vm-${i}`),
      ),
    ]
    const values = (entries: typeof registered, q: string) =>
      groupEntries(entries, q, found).flatMap((g) => g.entries.map((e) => e.value))
    // outside the system area only "Manage system" leads there: the Silos entry is listed
    expect(values(registered, 'silos')).toEqual(['Silos'])
    // inside it the area's navigation has it already
    const system = [...registered, page('Silos', 'System', '/system/silos')]
    expect(values(system, 'silos')).toEqual(['Silos'])
    expect(groupEntries(system, 'silos', found)[0]!.entries[0]!.key).toBe('/system/silos')
    const vms = groupEntries(registered, 'vm', found)
    expect(vms.map((g) => g.name)).toEqual(['Instances'])
    expect(vms[0]!.entries).toHaveLength(SEARCH_GROUP_MAX)
  })
})
