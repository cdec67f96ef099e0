/** Form values → the InstanceCreate body (pure, so it is tested on its own). */
import {
  type ExternalIpCreate,
  type InstanceCreate,
  type InstanceDiskAttachment,
  type InstanceNetworkInterfaceAttachment,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { generateName } from '~/util/names'
import { GiB, KiB } from '~/util/units'

import { nicVersions, PRESETS, type InstanceCreateValues } from './form-values'

/** Nexus takes at most 32 KiB of user data (before base64). */
export const MAX_USER_DATA_BYTES = 32 * KiB
export const USER_DATA_TOO_BIG = 'User data must be 32 KiB or smaller'

export const validateUserData = (file: File | null) =>
  file && file.size > MAX_USER_DATA_BYTES ? USER_DATA_TOO_BIG : undefined

/** Standard base64 (RFC 4648 §4, with padding), as the API wants user data. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // chunks keep String.fromCharCode's argument list short
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

export const fileToBase64 = async (file: File) => toBase64(new Uint8Array(await file.arrayBuffer()))

/** vCPUs and memory (GiB) of the chosen machine: the preset's, or the custom fields'. */
function machineShape(values: InstanceCreateValues): { ncpus: number; memory: number } {
  if (values.hardwareTab !== 'custom') {
    const preset = PRESETS.find((p) => p.id === values.presetId)
    if (preset) return { ncpus: preset.ncpus, memory: preset.memory }
  }
  return { ncpus: values.ncpus, memory: values.memory }
}

type BodyContext = {
  /** Name of the image or snapshot a new boot disk is made from (for its generated name). */
  sourceName?: string
  /** The user data file, base64-encoded. */
  userData?: string
  /** Name generator (random suffix); tests pass a fixed one. */
  genName?: (parts: string[]) => string
}

/** The image or snapshot id of a new boot disk, or null when an existing disk is attached. */
function bootSourceId(values: InstanceCreateValues): string | null {
  switch (values.bootSource) {
    case 'siloImage':
      return values.siloImageId || null
    case 'projectImage':
      return values.projectImageId || null
    case 'snapshot':
      return values.snapshotId || null
    case 'disk':
      return null
  }
}

function bootDisk(values: InstanceCreateValues, ctx: BodyContext): InstanceDiskAttachment | null {
  if (values.bootSource === 'disk') {
    return values.bootDiskAttach ? { type: 'attach', name: values.bootDiskAttach } : null
  }
  const id = bootSourceId(values)
  if (!id) return null
  const genName = ctx.genName ?? generateName
  const readOnly = values.bootDiskReadOnly
  return {
    type: 'create',
    name: values.bootDiskName.trim() || genName([values.name, ctx.sourceName ?? 'disk']),
    description: `Boot disk of instance ${values.name}`,
    size: values.bootDiskSize * GiB,
    diskBackend: {
      type: 'distributed',
      diskSource:
        values.bootSource === 'snapshot'
          ? { type: 'snapshot', snapshotId: id, readOnly }
          : { type: 'image', imageId: id, readOnly },
    },
  }
}

function networkInterfaces(values: InstanceCreateValues): InstanceNetworkInterfaceAttachment {
  switch (values.networkType) {
    case 'none':
      return { type: 'none' }
    case 'custom':
      return { type: 'create', params: values.nics }
    case 'default':
      return {
        type:
          values.defaultStack === 'v4'
            ? 'default_ipv4'
            : values.defaultStack === 'v6'
              ? 'default_ipv6'
              : 'default_dual_stack',
      }
  }
}

/** Ephemeral IPs of the versions the primary interface has, then the floating IPs. */
export function externalIps(values: InstanceCreateValues): ExternalIpCreate[] {
  const versions = nicVersions(values)
  if (versions.length === 0) return []
  const ephemeral: ExternalIpCreate[] = []
  if (values.ephemeralV4 && versions.includes('v4') && values.ephemeralV4Pool) {
    ephemeral.push({
      type: 'ephemeral',
      poolSelector: { type: 'explicit', pool: values.ephemeralV4Pool },
    })
  }
  if (values.ephemeralV6 && versions.includes('v6') && values.ephemeralV6Pool) {
    ephemeral.push({
      type: 'ephemeral',
      poolSelector: { type: 'explicit', pool: values.ephemeralV6Pool },
    })
  }
  const floating = values.floatingIps.map((floatingIp): ExternalIpCreate => ({
    type: 'floating',
    floatingIp,
  }))
  return [...ephemeral, ...floating]
}

/**
 * A name generator that gives the same parts the same name for as long as it lives: the boot
 * disk name the "Equivalent CLI" shows is the one the submit sends.
 */
export function stableNames(gen = generateName) {
  const seen = new Map<string, string>()
  return (parts: string[]) => {
    const key = parts.join('\n')
    const name = seen.get(key) ?? gen(parts)
    seen.set(key, name)
    return name
  }
}

/** The request the form sends: one instance create (its new disks and IPs are in the body). */
export const instanceCreateRequest = (
  values: InstanceCreateValues,
  project: string,
  ctx: BodyContext,
) => apiRequest('instanceCreate', { query: { project }, body: toInstanceCreate(values, ctx) })

export function toInstanceCreate(
  values: InstanceCreateValues,
  ctx: BodyContext = {},
): InstanceCreate {
  const { ncpus, memory } = machineShape(values)
  const boot = bootDisk(values, ctx)
  return {
    name: values.name,
    description: values.description,
    // the name doubles as the guest's hostname; instance names are valid hostnames
    hostname: values.name,
    ncpus,
    memory: memory * GiB,
    start: values.start,
    ...(boot ? { bootDisk: boot } : {}),
    disks: values.disks,
    networkInterfaces: networkInterfaces(values),
    externalIps: externalIps(values),
    sshPublicKeys: values.sshKeys,
    ...(ctx.userData ? { userData: ctx.userData } : {}),
    autoRestartPolicy: values.autoRestartPolicy === 'default' ? null : values.autoRestartPolicy,
    antiAffinityGroups: values.antiAffinityGroups,
  }
}
