import type {
  Disk,
  ExternalIp,
  Instance,
  InstanceState,
  RackMembershipStatus,
  RouterRoute,
  Snapshot,
  SupportBundleInfo,
  VpcRouter,
} from './__generated__/Api'

type DiskStateName = Disk['state']['state']

/** A predicate that also says which states it allows (for "disabled because" reasons). */
export type Capability<T> = ((r: T) => boolean) & { states: readonly string[] }

function capabilities<T, K extends string>(
  table: Record<K, readonly string[]>,
  stateOf: (r: T) => string,
): Record<K, Capability<T>> {
  const out: Partial<Record<K, Capability<T>>> = {}
  for (const key of Object.keys(table) as K[]) {
    const states = table[key]
    out[key] = Object.assign((r: T) => states.includes(stateOf(r)), { states })
  }
  // every key of the table was set above
  return out as Record<K, Capability<T>>
}

/** Transitional instance states: something is in motion, so pages poll. */
const INSTANCE_TRANSITIONAL_STATES: readonly InstanceState[] = [
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
]

/** Instance actions by run state (spec section 4). */
const instanceStates = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
  /**
   * Attach or detach external IPs: settled states, with a VMM (running, rebooting: the change
   * reaches the sled) or without (stopped, failed); refused while anything is in motion.
   */
  changeExternalIps: ['running', 'rebooting', 'stopped', 'failed'],
  /** Attach or detach external subnets: as external IPs, Nexus takes them in settled states. */
  changeExternalSubnets: ['running', 'rebooting', 'stopped', 'failed'],
  /** Be restarted by the control plane (when its policy and cooldown allow). */
  autoRestart: ['failed'],
} as const satisfies Record<string, readonly InstanceState[]>

type InstanceAction = keyof typeof instanceStates
type InstanceLike = Pick<Instance, 'runState'> | InstanceState

const runStateOf = (i: InstanceLike) => (typeof i === 'string' ? i : i.runState)

export const instanceCan = capabilities<InstanceLike, InstanceAction>(instanceStates, runStateOf)

export const isInstanceTransitional = (i: InstanceLike) =>
  INSTANCE_TRANSITIONAL_STATES.includes(runStateOf(i))

/**
 * States on the way to one where the action is allowed: a page waits them out (polling) and
 * then goes ahead, where in any other state it says why it cannot.
 */
const instanceSoonStates = {
  serialConsole: ['creating', 'starting'],
} as const satisfies Record<string, readonly InstanceState[]>

export const instanceCanSoon = capabilities<InstanceLike, keyof typeof instanceSoonStates>(
  instanceSoonStates,
  runStateOf,
)

/** A failed instance restarts by itself when auto restart is on and no cooldown holds it back. */
export function instanceAutoRestartingSoon(
  i: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now = new Date(),
): boolean {
  if (i.runState !== 'failed' || !i.autoRestartEnabled) return false
  const expiry = i.autoRestartCooldownExpiration
  return !expiry || new Date(expiry).getTime() <= now.getTime()
}

export const DISK_TRANSITIONAL_STATES: readonly DiskStateName[] = [
  'attaching',
  'creating',
  'detaching',
  'finalizing',
]

/** Disk actions by disk state (spec section 4). */
const diskStates = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
  /** Go to an instance being created (as its boot disk or another disk): detached ones only. */
  attachToNewInstance: ['detached'],
  /** The bulk import flow (image upload): writes and stop while importing, finalize after. */
  bulkWrite: ['importing_from_bulk_writes'],
  stopImport: ['importing_from_bulk_writes'],
  finalizeImport: ['import_ready'],
} as const satisfies Record<string, readonly DiskStateName[]>

type DiskAction = keyof typeof diskStates
type DiskLike = Pick<Disk, 'state'> | DiskStateName

const diskStateOf = (d: DiskLike) => (typeof d === 'string' ? d : d.state.state)

export const diskCan = capabilities<DiskLike, DiskAction>(diskStates, diskStateOf)

export const isDiskTransitional = (d: DiskLike) => DISK_TRANSITIONAL_STATES.includes(diskStateOf(d))

/** Snapshot actions by snapshot state. */
const snapshotStates = {
  /** Be the source of a new disk. */
  createDisk: ['ready'],
  /** Be deleted: once it is no longer being made. */
  delete: ['ready', 'faulted', 'destroyed'],
} as const satisfies Record<string, readonly Snapshot['state'][]>

export const snapshotCan = capabilities<Pick<Snapshot, 'state'>, keyof typeof snapshotStates>(
  snapshotStates,
  (s) => s.state,
)

/**
 * External IPs by kind: SNAT addresses are the instance's shared way out, not its own, so they
 * can neither be detached nor reached from outside.
 */
const externalIpKinds = {
  detach: ['ephemeral', 'floating'],
  acceptInbound: ['ephemeral', 'floating'],
} as const satisfies Record<string, readonly ExternalIp['kind'][]>

type ExternalIpLike = Pick<ExternalIp, 'kind'>

export const externalIpCan = capabilities<ExternalIpLike, keyof typeof externalIpKinds>(
  externalIpKinds,
  (ip) => ip.kind,
)

/**
 * Addresses that attach to an instance (floating IPs, external subnets), by whether they are:
 * only an attached one can be detached, only a detached one deleted.
 */
const attachableStates = {
  detach: ['attached'],
  delete: ['detached'],
} as const satisfies Record<string, readonly ('attached' | 'detached')[]>

export const attachmentOf = (a: { instanceId?: string | null }) =>
  a.instanceId ? 'attached' : 'detached'

export const attachableCan = capabilities<
  { instanceId?: string | null },
  keyof typeof attachableStates
>(attachableStates, attachmentOf)

/**
 * VPC routers by kind: the system router is the VPC's own (the API keeps it and its routes to
 * the subnets), so only custom routers are renamed, deleted or given routes.
 */
const routerKinds = {
  edit: ['custom'],
  delete: ['custom'],
  addRoutes: ['custom'],
} as const satisfies Record<string, readonly VpcRouter['kind'][]>

export const routerCan = capabilities<Pick<VpcRouter, 'kind'>, keyof typeof routerKinds>(
  routerKinds,
  (r) => r.kind,
)

/**
 * Routes of the system router by route kind: its default routes may be pointed elsewhere but
 * not removed; its routes to the VPC's subnets are the API's alone. Every route of a custom
 * router may be edited and deleted.
 */
const systemRouteKinds = {
  edit: ['default'],
  delete: [],
} as const satisfies Record<string, readonly RouterRoute['kind'][]>

export const systemRouteCan = capabilities<
  Pick<RouterRoute, 'kind'>,
  keyof typeof systemRouteKinds
>(systemRouteKinds, (r) => r.kind)

/**
 * Support bundles by state: collecting and destroying are in motion (pages poll); only an
 * active bundle has contents to download; a bundle being destroyed cannot be deleted again.
 */
const supportBundleStates = {
  download: ['active'],
  delete: ['collecting', 'active', 'failed'],
} as const satisfies Record<string, readonly SupportBundleInfo['state'][]>

export const supportBundleCan = capabilities<
  Pick<SupportBundleInfo, 'state'>,
  keyof typeof supportBundleStates
>(supportBundleStates, (b) => b.state)

export const isSupportBundleTransitional = (b: Pick<SupportBundleInfo, 'state'>) =>
  b.state === 'collecting' || b.state === 'destroying'

/** A rack membership change: a new one may start once the last is committed or aborted. */
const rackMembershipStates = {
  addSleds: ['committed', 'aborted'],
  abort: ['in_progress'],
} as const satisfies Record<string, readonly RackMembershipStatus['state'][]>

export const rackMembershipCan = capabilities<
  Pick<RackMembershipStatus, 'state'>,
  keyof typeof rackMembershipStates
>(rackMembershipStates, (m) => m.state)
