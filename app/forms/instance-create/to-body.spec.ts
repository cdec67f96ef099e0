import { describe, expect, it } from 'vitest'

import { type Image, type SiloIpPool } from '~/api/__generated__/Api'
import { numberBoundsError } from '~/components/form/number-field'
import { generateName } from '~/util/names'
import { GiB, KiB } from '~/util/units'

import {
  bumpedDiskSizeGiB,
  defaultValues,
  minDiskSizeGiB,
  nicVersions,
  suggestedDiskSizeGiB,
  type DefaultsInput,
  type InstanceCreateValues,
} from './form-values'
import {
  externalIps,
  MAX_USER_DATA_BYTES,
  toBase64,
  toInstanceCreate,
  USER_DATA_TOO_BIG,
  validateUserData,
} from './to-body'

const image = (name: string, sizeGiB: number): Image => ({
  id: `id-${name}`,
  name,
  description: '',
  os: 'ubuntu',
  version: '24.04',
  size: sizeGiB * GiB,
  blockSize: 512,
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const pool = (name: string, ipVersion: 'v4' | 'v6', isDefault: boolean): SiloIpPool => ({
  id: `id-${name}`,
  name,
  description: '',
  ipVersion,
  isDefault,
  poolType: 'unicast',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const input: DefaultsInput = {
  siloImages: [image('ubuntu', 4), image('big', 41)],
  projectImages: [],
  hasBootableDisks: true,
  hasSnapshots: true,
  hasDefaultVpc: true,
  sshKeyIds: ['k1', 'k2'],
  pools: [pool('v4-main', 'v4', true), pool('v4-extra', 'v4', false), pool('v6-main', 'v6', true)],
}

const fixedName = (parts: string[]) => `${parts.join('-')}-abc123`

const values = (over: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...defaultValues(input),
  name: 'db-1',
  siloImageId: 'id-ubuntu',
  ...over,
})

describe('defaults', () => {
  it('start on, general-xs, silo images first, all keys, both ephemeral IPs from the defaults', () => {
    const v = defaultValues(input)
    expect(v).toMatchObject({
      start: true,
      hardwareTab: 'general',
      presetId: 'general-xs',
      bootSource: 'siloImage',
      bootDiskSize: 10,
      networkType: 'default',
      defaultStack: 'dual_stack',
      ephemeralV4: true,
      ephemeralV4Pool: 'v4-main',
      ephemeralV6: true,
      ephemeralV6Pool: 'v6-main',
      sshKeys: ['k1', 'k2'],
      autoRestartPolicy: 'default',
    })
  })

  it('falls back to project images, then existing disks; no default VPC means no network', () => {
    expect(defaultValues({ ...input, siloImages: [] }).bootSource).toBe('disk')
    expect(
      defaultValues({ ...input, siloImages: [], projectImages: [image('golden', 40)] }),
    ).toMatchObject({ bootSource: 'projectImage', bootDiskSize: 40 })
    const noVpc = defaultValues({ ...input, hasDefaultVpc: false })
    expect(noVpc).toMatchObject({ networkType: 'none', ephemeralV4: false, ephemeralV6: false })
  })
})

describe('disk sizes', () => {
  it('min is the source size rounded up to whole GiB, at least 1', () => {
    expect(minDiskSizeGiB(0)).toBe(1)
    expect(minDiskSizeGiB(4 * GiB)).toBe(4)
    expect(minDiskSizeGiB(4 * GiB + 1)).toBe(5)
  })

  it('suggests the next 10 GiB, capped at 1023', () => {
    expect(suggestedDiskSizeGiB(4 * GiB)).toBe(10)
    expect(suggestedDiskSizeGiB(40 * GiB)).toBe(40)
    expect(suggestedDiskSizeGiB(40 * GiB + 1)).toBe(50)
    expect(suggestedDiskSizeGiB(1020 * GiB + 1)).toBe(1023)
  })

  it('keeps a size that fits and bumps one that does not', () => {
    expect(bumpedDiskSizeGiB(20, 4 * GiB)).toBe(20)
    expect(bumpedDiskSizeGiB(20, 41 * GiB)).toBe(50)
    expect(bumpedDiskSizeGiB(Number.NaN, 4 * GiB)).toBe(10)
  })
})

describe('toInstanceCreate', () => {
  it('maps a preset, a new boot disk from an image with a generated name, and the rest', () => {
    const body = toInstanceCreate(values({ presetId: 'highMemory-s', hardwareTab: 'highMemory' }), {
      sourceName: 'ubuntu',
      genName: fixedName,
    })
    expect(body).toEqual({
      name: 'db-1',
      description: '',
      hostname: 'db-1',
      ncpus: 4,
      memory: 32 * GiB,
      start: true,
      bootDisk: {
        type: 'create',
        name: 'db-1-ubuntu-abc123',
        description: 'Boot disk of instance db-1',
        size: 10 * GiB,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'image', imageId: 'id-ubuntu', readOnly: false },
        },
      },
      disks: [],
      networkInterfaces: { type: 'default_dual_stack' },
      externalIps: [
        { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'v4-main' } },
        { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'v6-main' } },
      ],
      sshPublicKeys: ['k1', 'k2'],
      autoRestartPolicy: null,
      antiAffinityGroups: [],
    })
  })

  it('uses the real name generator: parts, at most 63 characters, a dash and six hex', () => {
    const long = 'a'.repeat(60)
    const body = toInstanceCreate(values({ name: long }), { sourceName: 'ubuntu-24-04' })
    const name = body.bootDisk?.name ?? ''
    expect(name).toHaveLength(63)
    expect(name).toMatch(/^a{56}-[0-9a-f]{6}$/)
    expect(generateName(['db-1', 'ubuntu'])).toMatch(/^db-1-ubuntu-[0-9a-f]{6}$/)
  })

  it('keeps a typed disk name, read-only, and custom vCPUs and memory in bytes', () => {
    const body = toInstanceCreate(
      values({
        hardwareTab: 'custom',
        ncpus: 12,
        memory: 48,
        bootDiskName: 'my-boot',
        bootDiskReadOnly: true,
        bootDiskSize: 30,
      }),
      { genName: fixedName },
    )
    expect(body).toMatchObject({ ncpus: 12, memory: 48 * GiB })
    expect(body.bootDisk).toMatchObject({
      name: 'my-boot',
      size: 30 * GiB,
      diskBackend: { diskSource: { readOnly: true } },
    })
  })

  it('boots from a snapshot or attaches an existing disk', () => {
    const fromSnapshot = toInstanceCreate(
      values({ bootSource: 'snapshot', snapshotId: 'snap-1' }),
      { sourceName: 'nightly', genName: fixedName },
    )
    expect(fromSnapshot.bootDisk).toMatchObject({
      type: 'create',
      name: 'db-1-nightly-abc123',
      diskBackend: { diskSource: { type: 'snapshot', snapshotId: 'snap-1' } },
    })
    const attach = toInstanceCreate(values({ bootSource: 'disk', bootDiskAttach: 'old-disk' }))
    expect(attach.bootDisk).toEqual({ type: 'attach', name: 'old-disk' })
  })

  it('sends additional disks, custom interfaces, floating IPs, user data, policy and groups', () => {
    const nic = { name: 'eth0', description: '', vpcName: 'default', subnetName: 'default' }
    const body = toInstanceCreate(
      values({
        disks: [{ type: 'attach', name: 'data' }],
        networkType: 'custom',
        nics: [nic],
        floatingIps: ['web-spare'],
        sshKeys: [],
        autoRestartPolicy: 'never',
        antiAffinityGroups: ['spread'],
        start: false,
      }),
      { userData: 'aGk=' },
    )
    expect(body).toMatchObject({
      start: false,
      disks: [{ type: 'attach', name: 'data' }],
      networkInterfaces: { type: 'create', params: [nic] },
      sshPublicKeys: [],
      userData: 'aGk=',
      autoRestartPolicy: 'never',
      antiAffinityGroups: ['spread'],
    })
    expect(body.externalIps?.at(-1)).toEqual({ type: 'floating', floatingIp: 'web-spare' })
  })
})

describe('external IPs follow the primary interface', () => {
  it('drops versions the interface lacks, and everything without one', () => {
    const v4only = values({ defaultStack: 'v4', floatingIps: ['f'] })
    expect(nicVersions(v4only)).toEqual(['v4'])
    expect(externalIps(v4only)).toEqual([
      { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'v4-main' } },
      { type: 'floating', floatingIp: 'f' },
    ])
    expect(externalIps(values({ networkType: 'none', floatingIps: ['f'] }))).toEqual([])
    const v6nic = values({
      networkType: 'custom',
      nics: [
        {
          name: 'n',
          description: '',
          vpcName: 'default',
          subnetName: 'default',
          ipConfig: { type: 'v6', value: { ip: { type: 'auto' } } },
        },
      ],
    })
    expect(nicVersions(v6nic)).toEqual(['v6'])
    expect(externalIps(v6nic)).toHaveLength(1)
  })
})

describe('user data', () => {
  it('is checked against 32 KiB and sent as base64', () => {
    const ok = new File([new Uint8Array(MAX_USER_DATA_BYTES)], 'ok.yaml')
    const big = new File([new Uint8Array(MAX_USER_DATA_BYTES + 1)], 'big.yaml')
    expect(validateUserData(ok)).toBeUndefined()
    expect(validateUserData(big)).toBe(USER_DATA_TOO_BIG)
    expect(validateUserData(null)).toBeUndefined()
    expect(toBase64(new TextEncoder().encode('#cloud-config\n'))).toBe('I2Nsb3VkLWNvbmZpZwo=')
    expect(toBase64(new Uint8Array(40 * KiB)).length).toBe(Math.ceil((40 * KiB) / 3) * 4)
  })
})

describe('vCPU bounds', () => {
  it('name the unit in the singular and the plural', () => {
    const unitsFor = (n: number) => (n === 1 ? 'vCPU' : 'vCPUs')
    expect(numberBoundsError(0, { min: 1, max: 254, unitsFor })).toBe('Must be at least 1 vCPU')
    expect(numberBoundsError(255, { min: 1, max: 254, unitsFor })).toBe('Can be at most 254 vCPUs')
    expect(numberBoundsError(0, { min: 1, max: 1536, units: 'GiB' })).toBe('Must be at least 1 GiB')
    expect(numberBoundsError(1537, { min: 1, max: 1536, units: 'GiB' })).toBe(
      'Can be at most 1536 GiB',
    )
  })
})
