/**
 * Everything in the fleet that needs an operator's attention, gathered from what the API lists.
 * Pure: the page fetches, this decides what is an issue, what it says and where it links.
 */
import {
  type AlertDelivery,
  type AlertReceiver,
  type Disk,
  type Instance,
  type IpPool,
  type IpPoolUtilization,
  type PhysicalDisk,
  type SiloUtilization,
  type Sled,
  type SledInstance,
  type UpdateStatus,
} from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'

import { isUpdateStuck, updateProgress } from './update/update-status'

export type IssueKind =
  | 'failed instance'
  | 'faulted disk'
  | 'sled'
  | 'physical disk'
  | 'IP pool'
  | 'silo quota'
  | 'update'
  | 'webhook receiver'

export type FleetIssue = {
  kind: IssueKind
  /** What is wrong, in a sentence. */
  what: string
  /** Where: silo / project / name, a sled, a pool. */
  where: string
  /** Since when it has been so, when the API says. */
  since: Date | null
  link: { to: string; label: string }
  severity: 'critical' | 'warning'
}

/** A pool or a quota over this share is an issue. */
export const NEARLY_FULL = 0.9

export type FleetIssueInput = {
  /** The silo the operator is signed in to: its instances and disks can be opened. */
  ownSilo: string
  /** Every instance on every sled (system view: silo and project names). */
  sledInstances: (SledInstance & { sledId: string })[]
  /** The instances of the operator's own silo (a failed one may be on no sled). */
  instances: { project: string; instance: Instance }[]
  /** The disks of the operator's own silo, with their project's name. */
  disks: { project: string; disk: Disk }[]
  sleds: Sled[]
  physicalDisks: PhysicalDisk[]
  pools: { pool: IpPool; utilization: IpPoolUtilization }[]
  silos: SiloUtilization[]
  update: UpdateStatus | null
  /** Each webhook receiver with its latest deliveries, newest first. */
  receivers: { receiver: AlertReceiver; latest: AlertDelivery[] }[]
  now: number
}

const pct = (used: number, total: number) => `${Math.floor((used / total) * 100)}%`

const QUOTA_LABEL = { cpus: 'vCPUs', memory: 'memory', storage: 'storage' } as const

export function gatherFleetIssues(input: FleetIssueInput): FleetIssue[] {
  const issues: FleetIssue[] = []

  for (const { project, instance: i } of input.instances) {
    if (i.runState !== 'failed') continue
    issues.push({
      kind: 'failed instance',
      severity: 'critical',
      what: `Instance ${i.name} has failed`,
      where: `${input.ownSilo} / ${project} / ${i.name}`,
      since: i.timeRunStateUpdated,
      link: { to: pb.instance({ project, instance: i.name }), label: 'Open instance' },
    })
  }
  // other silos' instances are seen from the sleds they run on (the own silo's are above)
  for (const i of input.sledInstances) {
    if (i.state !== 'failed' || i.siloName === input.ownSilo) continue
    issues.push({
      kind: 'failed instance',
      severity: 'critical',
      what: `Instance ${i.name} has failed`,
      where: `${i.siloName} / ${i.projectName} / ${i.name}`,
      since: i.timeModified,
      link: { to: pb.sledInstances({ sledId: i.sledId }), label: 'Open sled' },
    })
  }

  for (const { project, disk } of input.disks) {
    if (disk.state.state !== 'faulted') continue
    issues.push({
      kind: 'faulted disk',
      severity: 'critical',
      what: `Disk ${disk.name} is faulted`,
      where: `${input.ownSilo} / ${project} / ${disk.name}`,
      since: disk.timeModified,
      link: { to: pb.disks({ project }), label: 'Open disks' },
    })
  }

  for (const s of input.sleds) {
    const expunged = s.policy.kind === 'expunged'
    const notProvisionable =
      s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'non_provisionable'
    if (!expunged && !notProvisionable) continue
    issues.push({
      kind: 'sled',
      severity: 'warning',
      what: expunged
        ? 'Sled is expunged: it runs nothing and takes no new work'
        : 'Sled is not provisionable: no new instances or disks go to it',
      where: `Sled ${s.baseboard.serial}${s.slot == null ? '' : ` (slot ${s.slot})`}`,
      since: s.timeModified,
      link: { to: pb.sledInstances({ sledId: s.id }), label: 'Open sled' },
    })
  }

  for (const d of input.physicalDisks) {
    if (d.policy.kind === 'in_service' && d.state === 'active') continue
    issues.push({
      kind: 'physical disk',
      severity: 'warning',
      what:
        d.policy.kind === 'expunged'
          ? 'Physical disk is expunged'
          : `Physical disk is ${d.state}, not in service`,
      where: `Disk ${d.serial} (${d.model})`,
      since: d.timeModified,
      link: { to: pb.physicalDisks(), label: 'Open physical disks' },
    })
  }

  for (const { pool, utilization } of input.pools) {
    const { capacity, remaining } = utilization
    if (capacity <= 0 || (capacity - remaining) / capacity <= NEARLY_FULL) continue
    issues.push({
      kind: 'IP pool',
      severity: remaining === 0 ? 'critical' : 'warning',
      what: `IP pool is ${pct(capacity - remaining, capacity)} used (${remaining} addresses left)`,
      where: `IP pool ${pool.name}`,
      since: null,
      link: { to: pb.ipPool({ pool: pool.name }), label: 'Open pool' },
    })
  }

  for (const s of input.silos) {
    for (const key of ['cpus', 'memory', 'storage'] as const) {
      const quota = s.allocated[key]
      const used = s.provisioned[key]
      if (quota <= 0 || used / quota <= NEARLY_FULL) continue
      issues.push({
        kind: 'silo quota',
        severity: used >= quota ? 'critical' : 'warning',
        what: `Silo uses ${pct(used, quota)} of its ${QUOTA_LABEL[key]} quota`,
        where: `Silo ${s.siloName}`,
        since: null,
        link: { to: pb.siloQuotas({ silo: s.siloName }), label: 'Open quotas' },
      })
    }
  }

  const u = input.update
  if (u) {
    const link = { to: pb.systemUpdate(), label: 'Open system update' }
    if (u.contactSupport) {
      issues.push({
        kind: 'update',
        severity: 'critical',
        what: 'The system needs Oxide support before it is updated further',
        where: 'System update',
        since: u.timeLastStepPlanned,
        link,
      })
    }
    const progress = updateProgress(u)
    if (progress && isUpdateStuck(u, input.now)) {
      issues.push({
        kind: 'update',
        severity: 'warning',
        what: `Update to ${u.targetRelease!.version} is stuck at ${progress.atTarget} of ${progress.total} components${u.suspended ? ' (suspended)' : ''}`,
        where: 'System update',
        since: u.timeLastStepPlanned,
        link,
      })
    }
  }

  for (const { receiver, latest } of input.receivers) {
    // failing now: its latest settled deliveries failed for good (one still being retried
    // does not count yet); a delivery that got through since ends the run
    const settled = latest.filter((d) => d.state !== 'pending')
    const run = settled.findIndex((d) => d.state !== 'failed')
    const failing = run === -1 ? settled : settled.slice(0, run)
    if (failing.length === 0) continue
    const n = failing.length
    issues.push({
      kind: 'webhook receiver',
      severity: 'warning',
      what: `Its last ${n === 1 ? 'delivery' : `${n} deliveries`} failed`,
      where: `Receiver ${receiver.name}`,
      since: failing.at(-1)!.timeStarted,
      link: {
        to: pb.alertReceiverDeliveries({ receiver: receiver.name }),
        label: 'Open deliveries',
      },
    })
  }

  // critical first, then the oldest first
  return issues.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1) ||
      (a.since?.getTime() ?? Infinity) - (b.since?.getTime() ?? Infinity),
  )
}
