/**
 * The instance create form's state. It mirrors the screen (tabs, checkboxes, GiB); `to-body.ts`
 * turns it into the API's InstanceCreate body.
 */
import {
  type Image,
  type InstanceDiskAttachment,
  type InstanceNetworkInterfaceCreate,
  type IpVersion,
  type SiloIpPool,
} from '~/api/__generated__/Api'
import { MAX_DISTRIBUTED_DISK_SIZE_GiB as MAX_DISK_SIZE_GiB } from '~/api/__generated__/limits'
import { GiB } from '~/util/units'

export type PresetTab = 'general' | 'highCPU' | 'highMemory'
export type HardwareTab = PresetTab | 'custom'

type Preset = { id: string; tab: PresetTab; ncpus: number; memory: number }

/** Machine types: vCPUs and memory (GiB) in balanced, CPU-heavy and memory-heavy shapes. */
export const PRESETS: Preset[] = [
  { id: 'general-xs', tab: 'general', ncpus: 2, memory: 8 },
  { id: 'general-s', tab: 'general', ncpus: 4, memory: 16 },
  { id: 'general-m', tab: 'general', ncpus: 8, memory: 32 },
  { id: 'general-l', tab: 'general', ncpus: 16, memory: 64 },
  { id: 'highCPU-xs', tab: 'highCPU', ncpus: 2, memory: 4 },
  { id: 'highCPU-s', tab: 'highCPU', ncpus: 4, memory: 8 },
  { id: 'highCPU-m', tab: 'highCPU', ncpus: 8, memory: 16 },
  { id: 'highCPU-l', tab: 'highCPU', ncpus: 16, memory: 32 },
  { id: 'highMemory-xs', tab: 'highMemory', ncpus: 2, memory: 16 },
  { id: 'highMemory-s', tab: 'highMemory', ncpus: 4, memory: 32 },
  { id: 'highMemory-m', tab: 'highMemory', ncpus: 8, memory: 64 },
  { id: 'highMemory-l', tab: 'highMemory', ncpus: 16, memory: 128 },
]

export const HARDWARE_TABS: { id: HardwareTab; label: string }[] = [
  { id: 'general', label: 'General purpose' },
  { id: 'highCPU', label: 'High CPU' },
  { id: 'highMemory', label: 'High memory' },
  { id: 'custom', label: 'Custom' },
]

export const presetsOf = (tab: HardwareTab) => PRESETS.filter((p) => p.tab === tab)

export type BootSource = 'siloImage' | 'projectImage' | 'snapshot' | 'disk'
export type NetworkType = 'default' | 'custom' | 'none'
export type IpStack = 'dual_stack' | 'v4' | 'v6'
export type AutoRestartChoice = 'default' | 'never' | 'best_effort'

export type InstanceCreateValues = {
  name: string
  description: string
  start: boolean

  hardwareTab: HardwareTab
  presetId: string
  /** Custom machine: vCPUs and memory in GiB. */
  ncpus: number
  memory: number

  bootSource: BootSource
  siloImageId: string
  projectImageId: string
  snapshotId: string
  /** Existing detached disk to boot from (by name). */
  bootDiskAttach: string
  /** Name of the new boot disk; blank means generated. */
  bootDiskName: string
  bootDiskSize: number
  bootDiskReadOnly: boolean

  /** Additional disks, as the API takes them (sizes in bytes). */
  disks: InstanceDiskAttachment[]

  networkType: NetworkType
  defaultStack: IpStack
  nics: InstanceNetworkInterfaceCreate[]
  ephemeralV4: boolean
  ephemeralV4Pool: string
  ephemeralV6: boolean
  ephemeralV6Pool: string
  /** Floating IP names. */
  floatingIps: string[]

  /** SSH key ids. */
  sshKeys: string[]

  userData: File | null
  autoRestartPolicy: AutoRestartChoice
  /** Anti-affinity group names. */
  antiAffinityGroups: string[]
}

/** Smallest disk (GiB) that holds `bytes`: the size rounded up to whole GiB, at least 1. */
export const minDiskSizeGiB = (bytes: number) => Math.max(1, Math.ceil(bytes / GiB))

/** The suggested size for a disk made from a source of `bytes`: the next 10 GiB, at most 1023. */
export const suggestedDiskSizeGiB = (bytes: number) => roundUpToTen(minDiskSizeGiB(bytes))

/** The size after picking a source: kept when it fits, else bumped to the suggested size. */
export const bumpedDiskSizeGiB = (current: number, sourceBytes: number) =>
  Number.isFinite(current) && current >= minDiskSizeGiB(sourceBytes)
    ? current
    : suggestedDiskSizeGiB(sourceBytes)

export const DEFAULT_DISK_SIZE_GiB = 10

/** IP versions the primary (first) network interface will have. */
export function nicVersions(
  values: Pick<InstanceCreateValues, 'networkType' | 'defaultStack' | 'nics'>,
): IpVersion[] {
  const stackVersions = (s: IpStack): IpVersion[] => (s === 'dual_stack' ? ['v4', 'v6'] : [s])
  if (values.networkType === 'none') return []
  if (values.networkType === 'default') return stackVersions(values.defaultStack)
  const primary = values.nics[0]
  if (!primary) return []
  return stackVersions(primary.ipConfig?.type ?? 'dual_stack')
}

/** The silo's default unicast pool of a version, if any. */
export const defaultPool = (pools: SiloIpPool[], version: IpVersion) =>
  pools.find((p) => p.isDefault && p.ipVersion === version && p.poolType === 'unicast')

/** Unicast pools of a version, the default first, then by name. */
export const poolsOf = (pools: SiloIpPool[], version: IpVersion) =>
  pools
    .filter((p) => p.ipVersion === version && p.poolType === 'unicast')
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name))

export type DefaultsInput = {
  siloImages: Image[]
  projectImages: Image[]
  hasBootableDisks: boolean
  hasSnapshots: boolean
  hasDefaultVpc: boolean
  sshKeyIds: string[]
  pools: SiloIpPool[]
}

/** Where the boot disk comes from by default: what exists, images first. */
function defaultBootSource(input: DefaultsInput): BootSource {
  if (input.siloImages.length) return 'siloImage'
  if (input.projectImages.length) return 'projectImage'
  if (input.hasBootableDisks) return 'disk'
  if (input.hasSnapshots) return 'snapshot'
  return 'siloImage'
}

export function defaultValues(input: DefaultsInput): InstanceCreateValues {
  const bootSource = defaultBootSource(input)
  const firstImage = (bootSource === 'projectImage' ? input.projectImages : input.siloImages)[0]
  const networkType: NetworkType = input.hasDefaultVpc ? 'default' : 'none'
  const v4 = defaultPool(input.pools, 'v4')
  const v6 = defaultPool(input.pools, 'v6')
  const versions = nicVersions({ networkType, defaultStack: 'dual_stack', nics: [] })
  return {
    name: '',
    description: '',
    start: true,
    hardwareTab: 'general',
    presetId: 'general-xs',
    ncpus: 2,
    memory: 8,
    bootSource,
    siloImageId: '',
    projectImageId: '',
    snapshotId: '',
    bootDiskAttach: '',
    bootDiskName: '',
    bootDiskSize: firstImage ? suggestedDiskSizeGiB(firstImage.size) : DEFAULT_DISK_SIZE_GiB,
    bootDiskReadOnly: false,
    disks: [],
    networkType,
    defaultStack: 'dual_stack',
    nics: [],
    ephemeralV4: !!v4 && versions.includes('v4'),
    ephemeralV4Pool: v4?.name ?? '',
    ephemeralV6: !!v6 && versions.includes('v6'),
    ephemeralV6Pool: v6?.name ?? '',
    floatingIps: [],
    sshKeys: input.sshKeyIds,
    userData: null,
    autoRestartPolicy: 'default',
    antiAffinityGroups: [],
  }
}

/** Rounds up to the next multiple of ten, capped at the largest disk size (1023 GiB). */
export function roundUpToTen(n: number): number {
  return Math.min(Math.ceil(n / 10) * 10, MAX_DISK_SIZE_GiB)
}
