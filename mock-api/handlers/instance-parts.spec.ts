/** What hangs off an instance in the mock: disks, network interfaces, external IPs, snapshots. */
import { describe, expect, it } from 'vitest'

import {
  Disk as DiskSchema,
  ExternalIpResultsPage,
  InstanceNetworkInterface as NicSchema,
} from '../../app/api/__generated__/validate'
import { GiB } from '../db/ids'
import { clientPerTest, later, type ErrorJson, type PageJson } from '../testing'
import { TRANSITION_MS } from '../transitions'

const STEP = TRANSITION_MS.instanceStep

type DiskJson = { name: string; state: { state: string; instance?: string } }
type IpJson = { kind: string; ip: string; first_port?: number; last_port?: number }
type Stack =
  | { type: 'v4' | 'v6'; value: { ip: string; transit_ips: string[] } }
  | {
      type: 'dual_stack'
      value: {
        v4: { ip: string; transit_ips: string[] }
        v6: { ip: string; transit_ips: string[] }
      }
    }
type NicJson = { id: string; name: string; primary: boolean; ip_stack: Stack }

const blank = (name: string, size = 1) => ({
  name,
  description: '',
  size: size * GiB,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})

describe('instance parts', () => {
  const api = clientPerTest({ fakeDate: true })

  const disks = (project: string, instance: string) =>
    api.get<PageJson<DiskJson>>(`/v1/instances/${instance}/disks?project=${project}`)
  const attach = (project: string, instance: string, disk: string) =>
    api.post<DiskJson & ErrorJson>(`/v1/instances/${instance}/disks/attach?project=${project}`, {
      disk,
    })
  const detach = (project: string, instance: string, disk: string) =>
    api.post<DiskJson & ErrorJson>(`/v1/instances/${instance}/disks/detach?project=${project}`, {
      disk,
    })

  describe('disks', () => {
    it('attach while creating or stopped; detach while creating, stopped or failed', async () => {
      const running = await attach('web-app', 'web-frontend-1', 'web-uploads')
      expect(running.status).toBe(400)
      expect(running.body.message).toBe(
        'cannot attach a disk to instance in state "running" (allowed: creating, stopped)',
      )
      expect((await attach('web-app', 'web-build', 'web-uploads')).status).toBe(202) // creating
      expect((await detach('web-app', 'web-build', 'web-uploads')).status).toBe(202)
      const ok = await attach('web-app', 'web-legacy', 'web-uploads')
      expect(ok.status).toBe(202)
      expect(DiskSchema.safeParse(ok.body).success).toBe(true)
      // 202: attaching for a moment (docs/mock-api-fidelity.md)
      expect(ok.body.state.state).toBe('attaching')
      expect((await disks('web-app', 'web-legacy')).body.items.map((d) => d.name)).toEqual([
        'web-legacy-boot',
        'web-uploads',
      ])

      const runningDetach = await detach('web-app', 'web-frontend-1', 'web-assets')
      expect(runningDetach.status).toBe(400)
      expect(runningDetach.body.message).toMatch(
        /state "running" \(allowed: creating, stopped, failed\)/,
      )
      const failed = await api.post<DiskJson>('/v1/disks?project=data-pipeline', blank('spare'))
      expect(failed.status).toBe(201)
      // kafka-3 is failed: attach is refused, detach allowed
      expect((await attach('data-pipeline', 'kafka-3', 'spare')).status).toBe(400)
      expect((await detach('web-app', 'web-legacy', 'web-uploads')).status).toBe(202)
    })

    it('attaches only detached (or still creating) disks, and names the other instance', async () => {
      const inUse = await attach('web-app', 'web-legacy', 'web-assets')
      expect(inUse.status).toBe(400)
      expect(inUse.body.message).toBe(
        'disk "web-assets" is in use by instance "web-frontend-1" (attached); detach it first',
      )
      const importing = await attach('web-app', 'web-legacy', 'web-db-import')
      expect(importing.body.message).toMatch(/state "import_ready" \(it must be detached\)/)
      expect((await attach('web-app', 'web-legacy', 'web-fresh')).status).toBe(202) // creating
      // attaching again to the same instance is a no-op
      expect((await attach('web-app', 'web-legacy', 'web-fresh')).status).toBe(202)
      // a disk of another project is not found
      expect((await attach('web-app', 'web-legacy', 'scratch-data')).status).toBe(404)
    })

    it('holds at most 12 disks', async () => {
      for (let i = 1; i <= 12; i++) {
        expect((await api.post(`/v1/disks?project=sandbox`, blank(`d${i}`))).status).toBe(201)
      }
      for (let i = 1; i <= 11; i++) {
        expect((await attach('sandbox', 'scratch-vm', `d${i}`)).status).toBe(202)
      }
      expect((await disks('sandbox', 'scratch-vm')).body.items).toHaveLength(12)
      const over = await attach('sandbox', 'scratch-vm', 'd12')
      expect(over.status).toBe(400)
      expect(over.body.message).toBe('cannot attach more than 12 disks to instance "scratch-vm"')
    })

    it('keeps the boot disk attached until it is unset or changed', async () => {
      const boot = await detach('web-app', 'web-legacy', 'web-legacy-boot')
      expect(boot.status).toBe(400)
      expect(boot.body.message).toBe(
        'disk "web-legacy-boot" is the boot disk of instance "web-legacy"; unset or change the boot disk first',
      )
      const update = (bootDisk: string | null) =>
        api.put<ErrorJson & { boot_disk_id: string | null }>(
          '/v1/instances/web-legacy?project=web-app',
          {
            ncpus: 2,
            memory: 4 * GiB,
            boot_disk: bootDisk,
            auto_restart_policy: null,
            cpu_platform: null,
            enable_jumbo_frames: false,
          },
        )
      // the boot disk must be attached to the instance
      expect((await update('web-uploads')).status).toBe(400)
      expect((await update(null)).body.boot_disk_id).toBeNull()
      expect((await detach('web-app', 'web-legacy', 'web-legacy-boot')).status).toBe(202)
    })
  })

  describe('snapshots', () => {
    it('refuses local and read-only disks', async () => {
      const local = await api.post<ErrorJson>('/v1/snapshots?project=sandbox', {
        name: 'nvme-snap',
        description: '',
        disk: 'local-nvme',
      })
      expect(local.status).toBe(400)
      expect(local.body.message).toMatch(/local disks cannot be snapshotted/)
      const ok = await api.post<{ state: string }>('/v1/snapshots?project=web-app', {
        name: 'assets-now',
        description: '',
        disk: 'web-assets',
      })
      expect(ok.body.state).toBe('creating')
    })
  })

  describe('network interfaces', () => {
    const nicPath = (instance: string, project = 'web-app') =>
      `/v1/network-interfaces?project=${project}&instance=${instance}`
    const nics = async (instance: string, project = 'web-app') =>
      (await api.get<PageJson<NicJson>>(nicPath(instance, project))).body.items
    const create = (instance: string, body: Record<string, unknown>) =>
      api.post<NicJson & ErrorJson>(nicPath(instance), {
        description: '',
        vpc_name: 'default',
        subnet_name: 'dmz',
        ...body,
      })
    const update = (id: string, body: Record<string, unknown>) =>
      api.put<NicJson & ErrorJson>(`/v1/network-interfaces/${id}`, body)

    it('changes interfaces only while the instance is stopped', async () => {
      for (const instance of ['web-frontend-1', 'web-build', 'web-canary']) {
        const res = await create(instance, { name: 'net1' })
        expect(res.status, instance).toBe(400)
      }
      expect((await create('web-frontend-1', { name: 'net1' })).body.message).toBe(
        'cannot add a network interface to instance in state "running" (allowed: stopped)',
      )
      const [net0] = await nics('web-frontend-1')
      expect((await update(net0!.id, { description: 'x' })).status).toBe(400)
      expect((await api.delete(`/v1/network-interfaces/${net0!.id}`)).status).toBe(400)
    })

    it('allocates in the subnet, honours the IP stack and explicit addresses', async () => {
      const dual = await create('web-legacy', { name: 'net1' })
      expect(dual.status).toBe(201)
      expect(NicSchema.safeParse(dual.body).success).toBe(true)
      expect(dual.body.primary).toBe(false)
      expect(dual.body.ip_stack.type).toBe('dual_stack')
      if (dual.body.ip_stack.type === 'dual_stack')
        expect(dual.body.ip_stack.value.v4.ip).toMatch(/^172\.30\.4\./)

      const v4 = await create('web-legacy', {
        name: 'net2',
        ip_config: { type: 'v4', value: { ip: { type: 'explicit', value: '172.30.4.77' } } },
      })
      expect(v4.body.ip_stack).toEqual({
        type: 'v4',
        value: { ip: '172.30.4.77', transit_ips: [] },
      })
      const taken = await create('web-legacy', {
        name: 'net3',
        ip_config: { type: 'v4', value: { ip: { type: 'explicit', value: '172.30.4.77' } } },
      })
      expect(taken.body.message).toBe('IP 172.30.4.77 is already in use in subnet dmz')
      const outside = await create('web-legacy', {
        name: 'net3',
        ip_config: { type: 'v4', value: { ip: { type: 'explicit', value: '10.9.9.9' } } },
      })
      expect(outside.body.message).toBe('IP 10.9.9.9 is not in subnet dmz (172.30.4.0/24)')
      const v6 = await create('web-legacy', {
        name: 'net3',
        ip_config: { type: 'v6', value: { ip: { type: 'auto' } } },
      })
      expect(v6.body.ip_stack.type).toBe('v6')
      expect(NicSchema.safeParse(v6.body).success).toBe(true)
    })

    it('holds at most 8 interfaces, all in one VPC', async () => {
      for (let i = 1; i < 8; i++) {
        expect((await create('web-legacy', { name: `net${i}` })).status).toBe(201)
      }
      const ninth = await create('web-legacy', { name: 'net8' })
      expect(ninth.body.message).toBe('an instance may have at most 8 network interfaces')
      const other = await api.post('/v1/vpcs?project=sandbox', {
        name: 'lab',
        description: '',
        dns_name: 'lab',
      })
      expect(other.status).toBe(201)
      const cross = await api.post<ErrorJson>(nicPath('scratch-vm', 'sandbox'), {
        name: 'net1',
        description: '',
        vpc_name: 'lab',
        subnet_name: 'default',
      })
      expect(cross.body.message).toBe(
        'all network interfaces of an instance must be in the same VPC',
      )
    })

    it('switches the primary like Nexus and deletes the primary last', async () => {
      const net1 = (await create('web-legacy', { name: 'net1' })).body
      const [net0] = (await nics('web-legacy')).filter((n) => n.name === 'net0')
      const delPrimary = await api.delete<ErrorJson>(`/v1/network-interfaces/${net0!.id}`)
      expect(delPrimary.status).toBe(400)
      expect(delPrimary.body.message).toMatch(/is the primary interface and cannot be deleted/)
      // false is the default and changes nothing
      expect((await update(net0!.id, { primary: false })).body.primary).toBe(true)
      expect((await update(net1.id, { primary: true })).body.primary).toBe(true)
      expect((await nics('web-legacy')).map((n) => [n.name, n.primary])).toEqual([
        ['net0', false],
        ['net1', true],
      ])
      expect((await api.delete(`/v1/network-interfaces/${net0!.id}`)).status).toBe(204)
      expect((await api.delete(`/v1/network-interfaces/${net1.id}`)).status).toBe(204)
      expect(await nics('web-legacy')).toEqual([])
    })

    it('keeps transit IPs by version, checked against the interface', async () => {
      const [net0] = await nics('web-legacy')
      const ok = await update(net0!.id, { transit_ips: ['10.128.0.0/16', 'fd77::/64'] })
      expect(ok.status).toBe(200)
      expect(ok.body.ip_stack.type).toBe('dual_stack')
      if (ok.body.ip_stack.type === 'dual_stack') {
        expect(ok.body.ip_stack.value.v4.transit_ips).toEqual(['10.128.0.0/16'])
        expect(ok.body.ip_stack.value.v6.transit_ips).toEqual(['fd77::/64'])
      }
      const twice = await update(net0!.id, { transit_ips: ['10.1.0.0/16', '10.1.0.0/16'] })
      expect(twice.body.message).toBe('transit IPs must be unique')
      const hostBits = await update(net0!.id, { transit_ips: ['10.1.2.3/16'] })
      expect(hostBits.status).toBe(400)
      expect(hostBits.body.message).toBe(
        'transit IP 10.1.2.3/16 has host bits set; the network address is 10.1.0.0/16',
      )
      const v4only = await create('web-legacy', {
        name: 'net1',
        ip_config: { type: 'v4', value: { ip: { type: 'auto' } } },
      })
      const v6net = await update(v4only.body.id, { transit_ips: ['fd00::/64'] })
      expect(v6net.status).toBe(400)
      expect(v6net.body.message).toMatch(/IPv6 transit IP fd00::\/64 is not supported/)
    })
  })

  describe('external IPs', () => {
    const list = async (instance: string, project = 'web-app') =>
      (await api.get<PageJson<IpJson>>(`/v1/instances/${instance}/external-ips?project=${project}`))
        .body
    const ephemeral = (instance: string, body: unknown = {}, project = 'web-app') =>
      api.post<IpJson & ErrorJson>(
        `/v1/instances/${instance}/external-ips/ephemeral?project=${project}`,
        body,
      )

    it('lists SNAT for instances without an inbound IPv4 address, in port blocks', async () => {
      const legacy = await list('web-legacy')
      expect(ExternalIpResultsPage.safeParse(legacy).success).toBe(true)
      const [snat] = legacy.items
      expect(snat).toMatchObject({ kind: 'snat', first_port: 0, last_port: 16383 })
      // the same address and block on the next call; the next instance shares the address
      expect((await list('web-legacy')).items).toEqual([snat])
      const other = (await list('web-frontend-2')).items[0]
      expect(other).toMatchObject({ kind: 'snat', ip: snat!.ip, first_port: 16384 })
      // instances with their own IPv4 address go out through it
      expect((await list('web-frontend-1')).items.map((i) => i.kind)).toEqual(['floating'])
      expect((await list('api-server')).items.map((i) => i.kind)).toEqual(['ephemeral'])
    })

    it('attaches one ephemeral IP per version, in settled states only', async () => {
      const creating = await ephemeral('web-build')
      expect(creating.body.message).toBe(
        'cannot attach an ephemeral IP to instance "web-build": it is still being created',
      )
      const starting = await ephemeral('web-canary')
      expect(starting.body.message).toBe(
        'cannot attach an ephemeral IP to instance in state "starting" (allowed: running, rebooting, stopped, failed)',
      )
      const v4 = await ephemeral('web-frontend-2')
      expect(v4.status).toBe(202)
      expect(v4.body.ip).toMatch(/\./)
      // no version given: the one still open
      const v6 = await ephemeral('web-frontend-2')
      expect(v6.body.ip).toMatch(/:/)
      const third = await ephemeral('web-frontend-2', {
        pool_selector: { type: 'explicit', pool: 'shared-v4' },
      })
      expect(third.body.message).toBe('instance "web-frontend-2" already has an ephemeral v4 IP')
      expect((await list('web-frontend-2')).items.map((i) => i.kind)).toEqual([
        'ephemeral',
        'ephemeral',
      ])
      const detach = await api.delete(
        '/v1/instances/web-frontend-2/external-ips/ephemeral?project=web-app&ip_version=v4',
      )
      expect(detach.status).toBe(204)
    })

    it('needs an interface of the address’s version', async () => {
      const nic = (
        await api.get<PageJson<NicJson>>(
          '/v1/network-interfaces?project=sandbox&instance=scratch-vm',
        )
      ).body.items[0]!
      expect((await api.delete(`/v1/network-interfaces/${nic.id}`)).status).toBe(204)
      const none = await ephemeral('scratch-vm', {}, 'sandbox')
      expect(none.body.message).toBe(
        'instance "scratch-vm" has no network interfaces, so it cannot have external IPs',
      )
      await api.post('/v1/network-interfaces?project=sandbox&instance=scratch-vm', {
        name: 'net0',
        description: '',
        vpc_name: 'default',
        subnet_name: 'default',
        ip_config: { type: 'v4', value: { ip: { type: 'auto' } } },
      })
      const v6 = await ephemeral(
        'scratch-vm',
        { pool_selector: { type: 'explicit', pool: 'lumen-v6' } },
        'sandbox',
      )
      expect(v6.body.message).toMatch(/has no v6 address, so it cannot have a v6 ephemeral IP/)
    })

    it('attaches unattached floating IPs of the same project; detaches in settled states', async () => {
      const fip = (name: string, verb: 'attach' | 'detach', parent?: string, project = 'web-app') =>
        api.post<ErrorJson & { instance_id: string | null }>(
          `/v1/floating-ips/${name}/${verb}?project=${project}`,
          parent ? { kind: 'instance', parent } : undefined,
        )
      const taken = await fip('web-public', 'attach', 'web-legacy')
      expect(taken.body.message).toBe('floating IP "web-public" is already attached to an instance')
      const creating = await fip('web-spare', 'attach', 'web-build')
      expect(creating.status).toBe(400)
      const ok = await fip('web-spare', 'attach', 'web-legacy')
      expect(ok.status).toBe(202)
      expect(ok.body.instance_id).toBeTruthy()
      // the SNAT address gives way to the floating one
      expect((await list('web-legacy')).items.map((i) => i.kind)).toEqual(['floating'])
      // other project's instance: not found from this project
      expect((await fip('etl-ingress', 'attach', 'web-legacy', 'data-pipeline')).status).toBe(404)

      expect((await api.post('/v1/instances/web-legacy/start?project=web-app')).status).toBe(202)
      const detachStarting = await fip('web-spare', 'detach')
      expect(detachStarting.body.message).toMatch(/state "starting"/)
      later(STEP + 1)
      expect((await fip('web-spare', 'detach')).body.instance_id).toBeNull()
    })
  })
})
