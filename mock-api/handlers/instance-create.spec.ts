/** instance_create: what it builds, its run states, and every rejection leaving no trace. */
import { describe, expect, it } from 'vitest'

import { Instance } from '../../app/api/__generated__/validate'
import { GiB } from '../db/ids'
import { clientPerTest, later, type ErrorJson, type PageJson } from '../testing'
import { TRANSITION_MS } from '../transitions'

const P = 'project=web-app'

type Named = { id: string; name: string }
type ExternalIp = { kind: string; ip: string; name?: string }
type Nic = { name: string; primary: boolean; ip_stack: { type: string } }

/** A minimal valid body; tests override what they exercise. */
const base = (over: Record<string, unknown> = {}) => ({
  name: 'new-vm',
  description: 'made in a test',
  hostname: 'new-vm',
  ncpus: 2,
  memory: 8 * GiB,
  ...over,
})

const b64 = (bytes: number) => Buffer.alloc(bytes, 'a').toString('base64')

describe('instance_create', () => {
  const api = clientPerTest({ fakeDate: true })

  const idOf = async (path: string, name: string) => {
    const page = await api.get<PageJson<Named>>(path)
    const item = page.body.items.find((i) => i.name === name)
    if (!item) throw new Error(`${name} not found at ${path}`)
    return item.id
  }
  const state = async (name: string) =>
    (await api.get<{ run_state: string }>(`/v1/instances/${name}?${P}`)).body.run_state

  /** Counts of everything a create could leave behind. */
  const snapshot = async () => {
    const [instances, disks, fips] = await Promise.all([
      api.get<PageJson>(`/v1/instances?${P}&limit=1000`),
      api.get<PageJson<Named & { state: { state: string } }>>(`/v1/disks?${P}&limit=1000`),
      api.get<PageJson<Named & { instance_id: string | null }>>(`/v1/floating-ips?${P}&limit=1000`),
    ])
    return {
      instances: instances.body.items.map((i) => i.name),
      disks: disks.body.items.map((d) => `${d.name}:${d.state.state}`),
      fips: fips.body.items.map((f) => `${f.name}:${f.instance_id ?? '-'}`),
    }
  }

  it('creates boot disk, disks, interfaces, IPs, keys and groups, then starts', async () => {
    const ubuntu = await idOf('/v1/images', 'ubuntu-24-04')
    const nightly = await idOf(`/v1/snapshots?${P}`, 'web-frontend-1-nightly')
    const res = await api.post<{ name: string; run_state: string; boot_disk_id: string }>(
      `/v1/instances?${P}`,
      base({
        boot_disk: {
          type: 'create',
          name: 'new-vm-boot',
          description: 'boot',
          size: 10 * GiB,
          disk_backend: {
            type: 'distributed',
            disk_source: { type: 'image', image_id: ubuntu, read_only: false },
          },
        },
        disks: [
          {
            type: 'create',
            name: 'from-nightly',
            description: '',
            size: 40 * GiB,
            disk_backend: {
              type: 'distributed',
              disk_source: { type: 'snapshot', snapshot_id: nightly },
            },
          },
          { type: 'attach', name: 'web-uploads' },
        ],
        network_interfaces: {
          type: 'create',
          params: [
            {
              name: 'front',
              description: '',
              vpc_name: 'default',
              subnet_name: 'default',
              ip_config: { type: 'v4', value: { ip: { type: 'auto' }, transit_ips: [] } },
            },
            { name: 'back', description: '', vpc_name: 'default', subnet_name: 'dmz' },
          ],
        },
        external_ips: [
          { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'shared-v4' } },
          { type: 'floating', floating_ip: 'web-spare' },
        ],
        ssh_public_keys: ['ada-laptop'],
        anti_affinity_groups: ['web-frontends'],
        auto_restart_policy: 'never',
        user_data: b64(100),
      }),
    )
    expect(res.status).toBe(201) // Created, as Nexus documents it
    expect(Instance.safeParse(res.body).success).toBe(true)
    expect(res.body.run_state).toBe('creating')

    const disks = await api.get<PageJson<Named & { read_only: boolean }>>(
      `/v1/instances/new-vm/disks?${P}`,
    )
    expect(disks.body.items.map((d) => d.name).sort()).toEqual([
      'from-nightly',
      'new-vm-boot',
      'web-uploads',
    ])
    const boot = disks.body.items.find((d) => d.name === 'new-vm-boot')!
    expect(res.body.boot_disk_id).toBe(boot.id)

    const nics = await api.get<PageJson<Nic>>(`/v1/network-interfaces?instance=new-vm&${P}`)
    expect(nics.body.items.map((n) => [n.name, n.primary, n.ip_stack.type])).toEqual([
      ['back', false, 'dual_stack'],
      ['front', true, 'v4'],
    ])

    const ips = await api.get<PageJson<ExternalIp>>(`/v1/instances/new-vm/external-ips?${P}`)
    expect(ips.body.items.map((i) => i.kind).sort()).toEqual(['ephemeral', 'floating'])
    expect(ips.body.items.find((i) => i.kind === 'ephemeral')!.ip).toMatch(/^192\.0\.2\./)

    const keys = await api.get<PageJson>(`/v1/instances/new-vm/ssh-public-keys?${P}`)
    expect(keys.body.items.map((k) => k.name)).toEqual(['ada-laptop'])
    const groups = await api.get<PageJson>(`/v1/instances/new-vm/anti-affinity-groups?${P}`)
    expect(groups.body.items.map((g) => g.name)).toEqual(['web-frontends'])

    later(TRANSITION_MS.instanceStep + 1)
    expect(await state('new-vm')).toBe('starting')
    later(TRANSITION_MS.instanceStep + 1)
    expect(await state('new-vm')).toBe('running')
  })

  it('with start false goes from creating to stopped; no keys given means all of them', async () => {
    const res = await api.post<{ run_state: string }>(`/v1/instances?${P}`, base({ start: false }))
    expect(res.body.run_state).toBe('creating')
    later(TRANSITION_MS.instanceStep + 1)
    expect(await state('new-vm')).toBe('stopped')
    later(10 * TRANSITION_MS.instanceStep)
    expect(await state('new-vm')).toBe('stopped')
    const keys = await api.get<PageJson>(`/v1/instances/new-vm/ssh-public-keys?${P}`)
    const mine = await api.get<PageJson>('/v1/me/ssh-keys')
    expect(keys.body.items.map((k) => k.name)).toEqual(mine.body.items.map((k) => k.name))
  })

  it('gives one ephemeral IP per version on a dual-stack interface, detachable by version', async () => {
    const res = await api.post(
      `/v1/instances?${P}`,
      base({
        start: false,
        external_ips: [
          { type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } },
          { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'lumen-v6' } },
        ],
      }),
    )
    expect(res.status).toBe(201) // Created, as Nexus documents it
    // external IPs change once the instance is no longer being created
    later(TRANSITION_MS.instanceStep + 1)
    const list = () => api.get<PageJson<ExternalIp>>(`/v1/instances/new-vm/external-ips?${P}`)
    const ips = (await list()).body.items.map((i) => i.ip)
    expect(ips).toHaveLength(2)
    expect(ips.some((ip) => ip.includes(':'))).toBe(true)

    const ambiguous = await api.delete<ErrorJson>(
      `/v1/instances/new-vm/external-ips/ephemeral?${P}`,
    )
    expect(ambiguous.status).toBe(400)
    const detach = await api.delete(
      `/v1/instances/new-vm/external-ips/ephemeral?${P}&ip_version=v6`,
    )
    expect(detach.status).toBe(204)
    expect((await list()).body.items.map((i) => i.ip)).toEqual([expect.stringMatching(/\./)])
  })

  const rejections: [string, () => Promise<Record<string, unknown>>, number, RegExp][] = [
    ['a taken name', async () => base({ name: 'web-frontend-1' }), 400, /already exists/],
    ['0 vCPUs', async () => base({ ncpus: 0 }), 400, /ncpus must be between 1 and 254/],
    ['255 vCPUs', async () => base({ ncpus: 255 }), 400, /ncpus must be between 1 and 254/],
    ['less than 1 GiB', async () => base({ memory: GiB / 2 }), 400, /at least 1 GiB/],
    ['more than 1536 GiB', async () => base({ memory: 1537 * GiB }), 400, /at most 1536 GiB/],
    [
      'a missing image',
      async () =>
        base({
          boot_disk: {
            type: 'create',
            name: 'b',
            description: '',
            size: 10 * GiB,
            disk_backend: {
              type: 'distributed',
              disk_source: { type: 'image', image_id: '00000000-0000-4000-8000-000000000000' },
            },
          },
        }),
      404,
      /not found: image/,
    ],
    [
      'a missing snapshot',
      async () =>
        base({
          disks: [
            {
              type: 'create',
              name: 'b',
              description: '',
              size: 10 * GiB,
              disk_backend: {
                type: 'distributed',
                disk_source: {
                  type: 'snapshot',
                  snapshot_id: '00000000-0000-4000-8000-000000000000',
                },
              },
            },
          ],
        }),
      404,
      /not found: snapshot/,
    ],
    [
      'a missing disk',
      async () => base({ boot_disk: { type: 'attach', name: 'nope' } }),
      404,
      /not found: disk/,
    ],
    [
      'an attached disk',
      async () => base({ boot_disk: { type: 'attach', name: 'web-assets' } }),
      400,
      /must be detached/,
    ],
    [
      '13 disks',
      async () =>
        base({
          disks: Array.from({ length: 13 }, (_, i) => ({
            type: 'create',
            name: `d${i}`,
            description: '',
            size: GiB,
            disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
          })),
        }),
      400,
      /at most 12 disks/,
    ],
    [
      '9 network interfaces',
      async () =>
        base({
          network_interfaces: {
            type: 'create',
            params: Array.from({ length: 9 }, (_, i) => ({
              name: `n${i}`,
              description: '',
              vpc_name: 'default',
              subnet_name: 'default',
            })),
          },
        }),
      400,
      /at most 8 network interfaces/,
    ],
    ['user data over 32 KiB', async () => base({ user_data: b64(32 * 1024 + 1) }), 400, /32 KiB/],
    ['user data not base64', async () => base({ user_data: 'not base64!' }), 400, /base64/],
    [
      'a pool not linked to the silo',
      async () =>
        base({
          external_ips: [
            { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'basalt-v4' } },
          ],
        }),
      404,
      /ip-pool/,
    ],
    [
      'two ephemeral IPv4 addresses',
      async () =>
        base({
          external_ips: [
            { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'lumen-v4' } },
            { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'shared-v4' } },
          ],
        }),
      400,
      /at most one ephemeral v4 IP/,
    ],
    [
      'an IPv6 ephemeral IP on an IPv4-only interface',
      async () =>
        base({
          network_interfaces: { type: 'default_ipv4' },
          external_ips: [
            { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'lumen-v6' } },
          ],
        }),
      400,
      /v6 addressing/,
    ],
    [
      'external IPs without interfaces',
      async () =>
        base({
          network_interfaces: { type: 'none' },
          external_ips: [{ type: 'floating', floating_ip: 'web-spare' }],
        }),
      400,
      /without network interfaces/,
    ],
    [
      'an attached floating IP',
      async () => base({ external_ips: [{ type: 'floating', floating_ip: 'web-public' }] }),
      400,
      /already attached/,
    ],
    [
      'a missing anti-affinity group',
      async () => base({ anti_affinity_groups: ['nope'] }),
      404,
      /anti-affinity-group/,
    ],
    ['a missing SSH key', async () => base({ ssh_public_keys: ['nope'] }), 404, /ssh-key/],
  ]

  it.each(rejections)('rejects %s and creates nothing', async (_, body, status, message) => {
    // every rejected body also asks for things that would otherwise be created
    const full = {
      disks: [
        {
          type: 'create',
          name: 'would-be-made',
          description: '',
          size: GiB,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
        },
      ],
      external_ips: [{ type: 'floating', floating_ip: 'web-spare' }],
      ...(await body()),
    }
    const before = await snapshot()
    const res = await api.post<ErrorJson>(`/v1/instances?${P}`, full)
    expect(res.status).toBe(status)
    expect(res.body.message).toMatch(message)
    expect(await snapshot()).toEqual(before)
  })
})
