/**
 * Disks, snapshots and images as the real API has them: states over time, refusals by state,
 * names per project, promote and demote, quotas, and the natural next call after each action
 * (docs/mock-api-fidelity.md). The bulk import flow is in storage-import.spec.ts.
 */
import { describe, expect, it } from 'vitest'

import { db } from '../db'
import { GiB } from '../db/ids'
import { clientPerTest, later, type ErrorJson, type PageJson } from '../testing'
import { TRANSITION_MS } from '../transitions'

type DiskJson = { id: string; name: string; state: { state: string; instance?: string } }
type SnapJson = { id: string; name: string; state: string; disk_id: string }

const blank = (name: string, size = GiB, blockSize = 512) => ({
  name,
  description: '',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: blockSize } },
})
const importing = (name: string, size = GiB) => ({
  name,
  description: 'upload',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'importing_blocks', block_size: 512 } },
})
const api = clientPerTest({ fakeDate: true })
const P = '?project=sandbox'
const diskState = async (name: string, project = 'sandbox') =>
  (await api.get<DiskJson>(`/v1/disks/${name}?project=${project}`)).body.state.state
const attach = (instance: string, disk: string) =>
  api.post<DiskJson>(`/v1/instances/${instance}/disks/attach${P}`, { disk })
const detach = (instance: string, disk: string) =>
  api.post<DiskJson>(`/v1/instances/${instance}/disks/detach${P}`, { disk })

describe('disk states over time', () => {
  it('creating, then detached by itself; reads do not hurry it', async () => {
    const created = await api.post<DiskJson>(`/v1/disks${P}`, blank('fresh'))
    expect(created.status).toBe(201)
    expect(created.body.state.state).toBe('creating')
    later(TRANSITION_MS.storage - 100)
    expect(await diskState('fresh')).toBe('creating')
    later(101)
    expect(await diskState('fresh')).toBe('detached')
  })

  it('attach passes through attaching, detach through detaching', async () => {
    await api.post(`/v1/disks${P}`, blank('data'))
    const a = await attach('scratch-vm', 'data')
    expect(a.status).toBe(202)
    expect(a.body.state).toMatchObject({ state: 'attaching' })
    expect(await diskState('data')).toBe('attaching')
    later(TRANSITION_MS.attach + 1)
    expect(await diskState('data')).toBe('attached')
    const d = await detach('scratch-vm', 'data')
    expect(d.body.state.state).toBe('detaching')
    later(TRANSITION_MS.attach + 1)
    expect(await diskState('data')).toBe('detached')
  })

  it('an import disk is import_ready at once', async () => {
    const created = await api.post<DiskJson>(`/v1/disks${P}`, importing('upload'))
    expect(created.body.state.state).toBe('import_ready')
  })
})

describe('the natural next call gets what the real API gives', () => {
  it('create, then attach at once; attach, then start at once', async () => {
    await api.post(`/v1/disks${P}`, blank('quick'))
    expect((await attach('scratch-vm', 'quick')).status).toBe(202)
    const start = await api.post<{ run_state: string }>(`/v1/instances/scratch-vm/start${P}`)
    expect(start.status).toBe(202)
    expect(await diskState('quick')).toBe('attached')
  })

  it('create, then delete at once; create, then snapshot at once', async () => {
    await api.post(`/v1/disks${P}`, blank('gone'))
    expect((await api.delete(`/v1/disks/gone${P}`)).status).toBe(204)
    await api.post(`/v1/disks${P}`, blank('kept'))
    const snap = await api.post<SnapJson>(`/v1/snapshots${P}`, {
      name: 'kept-snap',
      description: '',
      disk: 'kept',
    })
    expect(snap.status).toBe(201)
  })

  it('detach, then delete at once', async () => {
    await api.post(`/v1/disks${P}`, blank('temp'))
    await attach('scratch-vm', 'temp')
    expect((await detach('scratch-vm', 'temp')).status).toBe(202)
    expect((await api.delete(`/v1/disks/temp${P}`)).status).toBe(204)
  })

  it('snapshot, then an image and a disk from it at once, then delete it', async () => {
    const snap = await api.post<SnapJson>(`/v1/snapshots${P}`, {
      name: 'snap',
      description: '',
      disk: 'scratch-data',
    })
    expect(snap.body.state).toBe('creating')
    const image = await api.post(`/v1/images${P}`, {
      name: 'from-snap',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: snap.body.id },
    })
    expect(image.status).toBe(201)
    const disk = await api.post(`/v1/disks${P}`, {
      ...blank('restored', 10 * GiB),
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'snapshot', snapshot_id: snap.body.id },
      },
    })
    expect(disk.status).toBe(201)
    expect((await api.delete(`/v1/snapshots/snap${P}`)).status).toBe(204)
  })

  it('stop, then delete only once stopped', async () => {
    const stop = await api.post<{ run_state: string }>(
      '/v1/instances/experiment-1/stop?project=sandbox',
    )
    expect(stop.body.run_state).toBe('stopping')
    const early = await api.delete<ErrorJson>('/v1/instances/experiment-1?project=sandbox')
    expect(early.status).toBe(400)
    expect(early.body.message).toMatch(/is stopping; it must be stopped or failed/)
    later(TRANSITION_MS.instanceStep + 1)
    // its local disk stays attached; the instance may go
    expect((await api.delete('/v1/instances/experiment-1?project=sandbox')).status).toBe(204)
  })

  it('unlink a pool from its silos, then delete it', async () => {
    const pool = 'spare-pool'
    await api.post('/v1/system/ip-pools', { name: pool, description: '' })
    await api.post(`/v1/system/ip-pools/${pool}/silos`, { silo: 'lumen', is_default: false })
    expect((await api.delete(`/v1/system/ip-pools/${pool}`)).status).toBe(400)
    expect((await api.delete(`/v1/system/ip-pools/${pool}/silos/lumen`)).status).toBe(204)
    expect((await api.delete(`/v1/system/ip-pools/${pool}`)).status).toBe(204)
  })
})

describe('refusals by state, with the reason', () => {
  it('deletes only detached or faulted disks', async () => {
    const attached = await api.delete<ErrorJson>('/v1/disks/web-assets?project=web-app')
    expect(attached.status).toBe(400)
    expect(attached.body.message).toBe(
      'disk "web-assets" is attached (instance "web-frontend-1"); it must be detached or faulted to be deleted',
    )
    const ready = await api.delete<ErrorJson>('/v1/disks/web-db-import?project=web-app')
    expect(ready.body.message).toMatch(/is import ready; it must be detached or faulted/)
    expect((await api.delete('/v1/disks/kafka-logs?project=data-pipeline')).status).toBe(204)
  })

  it('snapshots only attached or detached distributed disks that are writable', async () => {
    const snap = (disk: string, project: string) =>
      api.post<ErrorJson>(`/v1/snapshots?project=${project}`, {
        name: `snap-${disk}`,
        description: '',
        disk,
      })
    expect((await snap('kafka-logs', 'data-pipeline')).body.message).toMatch(
      /is faulted; it must be attached or detached to be snapshotted/,
    )
    expect((await snap('local-cache', 'data-pipeline')).body.message).toMatch(/local disk/)
    expect((await snap('ubuntu-reference', 'data-pipeline')).body.message).toMatch(/read-only/)
    expect((await snap('etl-scratch', 'data-pipeline')).status).toBe(201)
  })

  it('names are unique per project', async () => {
    const dup = await api.post<ErrorJson>('/v1/disks?project=web-app', blank('web-assets'))
    expect(dup.status).toBe(400)
    expect(dup.body.error_code).toBe('ObjectAlreadyExists')
    expect((await api.post(`/v1/disks${P}`, blank('web-assets'))).status).toBe(201)
    const snapDup = await api.post<ErrorJson>('/v1/snapshots?project=web-app', {
      name: 'web-assets-weekly',
      description: '',
      disk: 'web-assets',
    })
    expect(snapDup.body.error_code).toBe('ObjectAlreadyExists')
  })
})

describe('images: promote and demote', () => {
  it('promotes a project image to the silo and demotes it to another project', async () => {
    const promoted = await api.post<{ project_id?: string | null }>(
      '/v1/images/web-golden-2025-09/promote?project=web-app',
    )
    expect(promoted.status).toBe(202)
    expect(promoted.body.project_id ?? null).toBeNull()
    const silo = await api.get<PageJson>('/v1/images')
    expect(silo.body.items.map((i) => i.name)).toContain('web-golden-2025-09')
    // visible to every project of the silo now: a sandbox disk can use it
    const imageId = silo.body.items.find((i) => i.name === 'web-golden-2025-09')!.id
    const disk = await api.post(`/v1/disks${P}`, {
      ...blank('golden', 40 * GiB),
      disk_backend: { type: 'distributed', disk_source: { type: 'image', image_id: imageId } },
    })
    expect(disk.status).toBe(201)
    const demoted = await api.post<{ project_id: string }>(
      `/v1/images/web-golden-2025-09/demote${P}`,
    )
    expect(demoted.status).toBe(202)
    expect((await api.get<PageJson>(`/v1/images${P}`)).body.items.map((i) => i.name)).toContain(
      'web-golden-2025-09',
    )
    expect(
      (await api.get<PageJson>('/v1/images?project=web-app')).body.items.map((i) => i.name),
    ).not.toContain('web-golden-2025-09')
  })

  it('needs a silo collaborator; a project collaborator alone is refused', async () => {
    await api.login('cleo')
    const promote = await api.post('/v1/images/web-golden-2025-09/promote?project=web-app')
    expect(promote.status).toBe(403)
    const demote = await api.post('/v1/images/debian-12/demote?project=web-app')
    expect(demote.status).toBe(403)
  })

  it('refuses a promote whose name the silo already has', async () => {
    await api.post(`/v1/snapshots${P}`, { name: 's', description: '', disk: 'scratch-data' })
    const snap = await api.get<SnapJson>(`/v1/snapshots/s${P}`)
    await api.post(`/v1/images${P}`, {
      name: 'debian-12',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: snap.body.id },
    })
    const clash = await api.post<ErrorJson>(`/v1/images/debian-12/promote${P}`)
    expect(clash.status).toBe(400)
    expect(clash.body.error_code).toBe('ObjectAlreadyExists')
  })
})

describe('quotas', () => {
  it('refuses disks and snapshots beyond the silo storage quota', async () => {
    const q = await api.get<{ storage: number }>('/v1/system/silos/lumen/quotas')
    await api.put('/v1/system/silos/lumen/quotas', { ...q.body, storage: 8 * 1024 * GiB })
    const big = await api.post<ErrorJson>(`/v1/disks${P}`, blank('huge', 1000 * GiB))
    expect(big.status).toBe(507)
    expect(big.body.message).toMatch(/Storage Limit Exceeded/)
    const snap = await api.post<ErrorJson>('/v1/snapshots?project=data-pipeline', {
      name: 'one-more',
      description: '',
      disk: 'warehouse-archive',
    })
    expect(snap.status).toBe(507)
  })
})

describe('the seed', () => {
  it('has disks in every state but destroyed, local and read-only ones, and orphan snapshots', () => {
    const disks = [...db.disks.all()]
    expect(new Set(disks.map((d) => d.state.state))).toEqual(
      new Set([
        'attached',
        'attaching',
        'creating',
        'detached',
        'detaching',
        'faulted',
        'finalizing',
        'import_ready',
        'importing_from_bulk_writes',
        'importing_from_url',
        'maintenance',
      ]),
    )
    expect(disks.filter((d) => d.disk_type === 'local').length).toBeGreaterThanOrEqual(2)
    expect(disks.filter((d) => d.read_only).map((d) => d.name)).toEqual(
      expect.arrayContaining(['ubuntu-reference', 'legacy-db-restore']),
    )
    const orphans = [...db.snapshots.all()].filter((s) => !db.disks.get(s.disk_id))
    expect(orphans.map((s) => s.name)).toContain('legacy-db-final')
  })

  it('has floating IPs attached and free, and a project with more than 50 disks and snapshots', async () => {
    const fips = await api.get<PageJson<{ name: string; instance_id: string | null }>>(
      '/v1/floating-ips?project=data-pipeline',
    )
    expect(fips.body.items.filter((f) => f.instance_id).length).toBeGreaterThan(0)
    expect(fips.body.items.filter((f) => !f.instance_id).length).toBeGreaterThan(0)
    await api.login('kai', 'basalt')
    const disks = await api.get<PageJson>('/v1/disks?project=proj-01&limit=50')
    expect(disks.body.items).toHaveLength(50)
    const rest = await api.get<PageJson>(
      `/v1/disks?project=proj-01&limit=50&page_token=${disks.body.next_page}`,
    )
    expect(rest.body.items).toHaveLength(10)
    const snaps = await api.get<PageJson>('/v1/snapshots?project=proj-01&limit=100')
    expect(snaps.body.items).toHaveLength(55)
  })
})
