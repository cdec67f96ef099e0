/** State changes over time and the business rules of the compute and networking handlers. */
import { describe, expect, it } from 'vitest'

import { Disk, FloatingIp, Instance, Project, Vpc } from '../app/api/__generated__/validate'
import { GiB } from './db/ids'
import { clientPerTest, later, type ErrorJson, type PageJson } from './testing'
import { TRANSITION_MS } from './transitions'

describe('lifecycles', () => {
  const api = clientPerTest({ fakeDate: true })

  it('creates an instance that is created, starts, then runs; stop, then stopped; then delete', async () => {
    const created = await api.post<{ run_state: string; name: string }>(
      '/v1/instances?project=sandbox',
      {
        name: 'trial',
        description: 'a test',
        hostname: 'trial',
        ncpus: 2,
        memory: 4 * GiB,
        boot_disk: {
          type: 'create',
          name: 'trial-boot',
          description: '',
          size: 10 * GiB,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
        },
        external_ips: [{ type: 'ephemeral' }],
      },
    )
    expect(created.status).toBe(201)
    expect(Instance.safeParse(created.body).success).toBe(true)
    expect(created.body.run_state).toBe('creating')

    later(TRANSITION_MS.instanceStep + 1)
    const starting = await api.get<{ run_state: string }>('/v1/instances/trial?project=sandbox')
    expect(starting.body.run_state).toBe('starting')
    later(TRANSITION_MS.instanceStep + 1)
    const running = await api.get<{ run_state: string }>('/v1/instances/trial?project=sandbox')
    expect(running.body.run_state).toBe('running')

    const ips = await api.get<PageJson<{ kind: string; ip: string }>>(
      '/v1/instances/trial/external-ips?project=sandbox',
    )
    expect(ips.body.items).toEqual([expect.objectContaining({ kind: 'ephemeral' })])
    const disks = await api.get<PageJson>('/v1/instances/trial/disks?project=sandbox')
    expect(disks.body.items.map((d) => d.name)).toEqual(['trial-boot'])

    const del = await api.delete<ErrorJson>('/v1/instances/trial?project=sandbox')
    expect(del.status).toBe(400) // running instances cannot be deleted
    const stop = await api.post<{ run_state: string }>('/v1/instances/trial/stop?project=sandbox')
    expect(stop.status).toBe(202)
    expect(stop.body.run_state).toBe('stopping')
    later(TRANSITION_MS.instanceStep + 1)
    expect(
      (await api.get<{ run_state: string }>('/v1/instances/trial?project=sandbox')).body.run_state,
    ).toBe('stopped')
    expect((await api.delete('/v1/instances/trial?project=sandbox')).status).toBe(204)
    const boot = await api.get<{ state: { state: string } }>('/v1/disks/trial-boot?project=sandbox')
    expect(boot.body.state.state).toBe('detached')
  })

  it('enforces the run-state rules of the spec', async () => {
    const reboot = await api.post<ErrorJson>('/v1/instances/web-legacy/reboot?project=web-app')
    expect(reboot.status).toBe(400)
    expect(reboot.body.message).toContain('stopped')
    const resize = await api.put<ErrorJson>('/v1/instances/web-frontend-1?project=web-app', {
      ncpus: 8,
      memory: 16 * GiB,
      boot_disk: 'web-frontend-1-boot',
      auto_restart_policy: null,
      cpu_platform: null,
      enable_jumbo_frames: false,
    })
    expect(resize.status).toBe(400)
    const ok = await api.put<{ ncpus: number }>('/v1/instances/web-legacy?project=web-app', {
      ncpus: 4,
      memory: 8 * GiB,
      boot_disk: 'web-legacy-boot',
      auto_restart_policy: 'never',
      cpu_platform: null,
      enable_jumbo_frames: false,
    })
    expect(ok.body.ncpus).toBe(4)
  })

  it('attaches and detaches disks only in allowed states', async () => {
    const attachRunning = await api.post(
      '/v1/instances/web-frontend-2/disks/attach?project=web-app',
      { disk: 'web-uploads' },
    )
    expect(attachRunning.status).toBe(400)
    const attach = await api.post<{ state: { state: string } }>(
      '/v1/instances/web-legacy/disks/attach?project=web-app',
      { disk: 'web-uploads' },
    )
    expect(attach.status).toBe(202)
    expect(Disk.safeParse(attach.body).success).toBe(true)
    expect(attach.body.state.state).toBe('attaching') // 202, attached a moment later
    const deleteAttached = await api.delete('/v1/disks/web-uploads?project=web-app')
    expect(deleteAttached.status).toBe(400)
    const bootDetach = await api.post<ErrorJson>(
      '/v1/instances/web-legacy/disks/detach?project=web-app',
      { disk: 'web-legacy-boot' },
    )
    expect(bootDetach.status).toBe(400)
    const detach = await api.post('/v1/instances/web-legacy/disks/detach?project=web-app', {
      disk: 'web-uploads',
    })
    expect(detach.status).toBe(202)
    expect((await api.delete('/v1/disks/web-uploads?project=web-app')).status).toBe(204)
  })

  it('creates a disk that finishes creating; snapshots it; imports blocks into another', async () => {
    const disk = await api.post<{ state: { state: string } }>('/v1/disks?project=sandbox', {
      name: 'new-data',
      description: '',
      size: 2 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    })
    expect(disk.body.state.state).toBe('creating')
    later(TRANSITION_MS.storage + 1)
    expect(
      (await api.get<{ state: { state: string } }>('/v1/disks/new-data?project=sandbox')).body.state
        .state,
    ).toBe('detached')

    const snap = await api.post<{ state: string }>('/v1/snapshots?project=sandbox', {
      name: 'new-data-snap',
      description: '',
      disk: 'new-data',
    })
    expect(snap.body.state).toBe('creating')
    later(TRANSITION_MS.storage + 1)
    expect(
      (await api.get<{ state: string }>('/v1/snapshots/new-data-snap?project=sandbox')).body.state,
    ).toBe('ready')

    const imp = '/v1/disks/web-db-import'
    const q = '?project=web-app'
    expect(
      (
        await api.post(`${imp}/bulk-write${q}`, {
          offset: 0,
          base64_encoded_data: btoa('x'.repeat(512)),
        })
      ).status,
    ).toBe(400)
    expect((await api.post(`${imp}/bulk-write-start${q}`)).status).toBe(204)
    expect(
      (
        await api.post(`${imp}/bulk-write${q}`, {
          offset: 0,
          base64_encoded_data: btoa('x'.repeat(512)),
        })
      ).status,
    ).toBe(204)
    expect(
      (await api.post(`${imp}/bulk-write${q}`, { offset: 3, base64_encoded_data: btoa('x') }))
        .status,
    ).toBe(400)
    expect((await api.post(`${imp}/finalize${q}`, {})).status).toBe(400) // still importing
    expect((await api.post(`${imp}/bulk-write-stop${q}`)).status).toBe(204)
    expect((await api.post(`${imp}/finalize${q}`, { snapshot_name: 'imported' })).status).toBe(204)
    later(TRANSITION_MS.storage + 1)
    expect((await api.get<{ state: { state: string } }>(`${imp}${q}`)).body.state.state).toBe(
      'detached',
    )
    expect((await api.get(`/v1/snapshots/imported${q}`)).status).toBe(200)
  })

  it('a new project gets a default VPC; deleting needs it empty', async () => {
    const project = await api.post('/v1/projects', { name: 'fresh', description: '' })
    expect(Project.safeParse(project.body).success).toBe(true)
    const vpc = await api.get('/v1/vpcs/default?project=fresh')
    expect(Vpc.safeParse(vpc.body).success).toBe(true)
    const rules = await api.get<{ rules: { name: string }[] }>(
      '/v1/vpc-firewall-rules?project=fresh&vpc=default',
    )
    expect(rules.body.rules.map((r) => r.name)).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-rdp',
      'allow-ssh',
    ])
    const blocked = await api.delete<ErrorJson>('/v1/projects/fresh')
    expect(blocked.status).toBe(400)
    expect(blocked.body.message).toBe('project to be deleted contains a vpc: default')
    const full = await api.delete<ErrorJson>('/v1/vpcs/default?project=fresh')
    expect(full.status).toBe(400)
    expect(full.body.message).toBe('VPC cannot be deleted while VPC Subnets exist')
    expect((await api.delete('/v1/vpc-subnets/default?project=fresh&vpc=default')).status).toBe(204)
    expect((await api.delete('/v1/vpcs/default?project=fresh')).status).toBe(204)
    expect((await api.delete('/v1/projects/fresh')).status).toBe(204)
  })

  it('floating IPs come from the silo default pool and attach to instances of the project', async () => {
    const fip = await api.post<{ ip: string }>('/v1/floating-ips?project=sandbox', {
      name: 'spare',
      description: '',
    })
    expect(FloatingIp.safeParse(fip.body).success).toBe(true)
    expect(fip.body.ip).toMatch(/^198\.51\.100\./)
    const other = await api.post<ErrorJson>('/v1/floating-ips/spare/attach?project=sandbox', {
      kind: 'instance',
      parent: 'web-legacy',
    })
    expect(other.status).toBe(404)
    const ok = await api.post<{ instance_id: string }>(
      '/v1/floating-ips/spare/attach?project=sandbox',
      { kind: 'instance', parent: 'scratch-vm' },
    )
    expect(ok.body.instance_id).toBeTruthy()
    expect((await api.delete('/v1/floating-ips/spare?project=sandbox')).status).toBe(400)
  })

  it('subnets must be private, non-overlapping, and unused to be deleted', async () => {
    const base = '/v1/vpc-subnets?project=web-app&vpc=default'
    expect(
      (await api.post(base, { name: 'pub', description: '', ipv4_block: '8.8.8.0/24' })).status,
    ).toBe(400)
    expect(
      (await api.post(base, { name: 'overlap', description: '', ipv4_block: '172.30.1.0/24' }))
        .status,
    ).toBe(400)
    expect(
      (await api.post(base, { name: 'apps', description: '', ipv4_block: '10.1.0.0/24' })).status,
    ).toBe(201)
    const inUse = await api.delete<ErrorJson>('/v1/vpc-subnets/default?project=web-app&vpc=default')
    expect(inUse.status).toBe(400)
    expect((await api.delete('/v1/vpc-subnets/apps?project=web-app&vpc=default')).status).toBe(204)
  })

  it('the target release moves only forward, to an uploaded version', async () => {
    const older = await api.put<ErrorJson>('/v1/system/update/target-release', {
      system_version: '14.2.0',
    })
    expect(older.body.message).toBe(
      'Requested target release (14.2.0) must not be older than current target release (15.0.0).',
    )
    expect(
      (await api.put('/v1/system/update/target-release', { system_version: '16.0.0' })).status,
    ).toBe(400)
    expect(
      (await api.put('/v1/system/update/target-release', { system_version: '15.1.0' })).status,
    ).toBe(204)
    const status = await api.get<{ target_release: { version: string } }>(
      '/v1/system/update/status',
    )
    expect(status.body.target_release.version).toBe('15.1.0')
  })

  it('SCIM tokens belong to silo admins and fleet admins; the secret is shown once', async () => {
    await api.login('ben')
    const created = await api.post<{ id: string; bearer_token: string }>(
      '/v1/system/scim/tokens?silo=lumen',
    )
    expect(created.body.bearer_token).toMatch(/^oxide-scim-/)
    const list = await api.get<{ id: string; bearer_token?: string }[]>(
      '/v1/system/scim/tokens?silo=lumen',
    )
    expect(list.body.map((t) => t.id)).toContain(created.body.id)
    expect(list.body.every((t) => t.bearer_token === undefined)).toBe(true)
    expect((await api.get('/v1/system/scim/tokens?silo=basalt')).status).toBe(403)
    await api.login('dev')
    expect((await api.get('/v1/system/scim/tokens?silo=lumen')).status).toBe(403)
  })
})
