/**
 * Instances: CRUD, the run-state actions (start, stop, reboot) and auto restart. An action the
 * run state forbids is a 400 naming the state it is in and the states it must be in (spec
 * section 4). Failed instances whose policy allows it are restarted after a while (simulated
 * time), unless a cooldown since their last automatic restart is still running.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { FLEET } from '../db/schema'
import { insufficientCapacity, invalidRequest } from '../errors'
import { lookupIn, lookupInstance, lookupProject, writableInstance } from '../lookup'
import { onFreshDb, schedule, TRANSITION_MS } from '../transitions'
import { quotaExceeded } from '../utilization'
import {
  disksOf,
  setRunState,
  transitionLater,
  validateShape,
  type Instance,
  type RunState,
} from './compute-util'
import { instanceCreate } from './instance-create'
import { accepted, check, paginate } from './util'

const STEP = () => TRANSITION_MS.instanceStep

function requireQuota(actor: Actor, extra: { cpus?: number; memory?: number; storage?: number }) {
  const problem = quotaExceeded(actor.siloId, extra)
  if (problem) throw insufficientCapacity(problem)
}

/** Boots an instance: starting now, running after a while. */
function boot(instance: Instance): Instance {
  setRunState(instance, 'starting')
  transitionLater(instance.id, 'starting', 'running', STEP())
  return instance
}

/** "a", "a or b", "a, b, or c" */
const orList = (items: readonly string[]) =>
  items.length <= 2
    ? items.join(' or ')
    : `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`

/** A 400 unless the instance is in one of `allowed`: what it is, and what it must be. */
function requireState(instance: Instance, allowed: readonly RunState[], toBe: string): void {
  if (allowed.includes(instance.run_state)) return
  throw invalidRequest(
    `instance "${instance.name}" is ${instance.run_state}; it must be ${orList(allowed)} to be ${toBe}`,
  )
}

/** Run states that allow each action (spec section 4). */
export const ALLOWED = {
  start: ['stopped', 'failed'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  reboot: ['running'],
  resize: ['stopped', 'failed', 'creating'],
  bootDisk: ['stopped', 'failed', 'creating'],
  delete: ['stopped', 'failed'],
} as const satisfies Record<string, readonly RunState[]>

/** How Nexus's auto restart behaves here: how long it takes to notice, and the cooldown it sets. */
export const AUTO_RESTART = { delayMs: 10_000, cooldownMs: 60 * 60_000 }

/** Would a failed instance be restarted at `nowMs`? (policy allows it, no cooldown ahead) */
function autoRestartDue(instance: Instance, nowMs: number): boolean {
  if (instance.run_state !== 'failed' || !instance.auto_restart_enabled) return false
  const expiry = instance.auto_restart_cooldown_expiration
  return !expiry || Date.parse(expiry) <= nowMs
}

/**
 * Queues the automatic restart of a failed instance: after a short while, or once its cooldown
 * has passed. When the time comes it is checked again (it may have been stopped, or its policy
 * changed); queueing twice is harmless.
 */
function planAutoRestart(instance: Instance): void {
  if (instance.run_state !== 'failed' || !instance.auto_restart_enabled) return
  const expiry = instance.auto_restart_cooldown_expiration
  const untilCooldown = expiry ? Date.parse(expiry) - Date.now() : 0
  schedule(Math.max(AUTO_RESTART.delayMs, untilCooldown), () => {
    const current = db.instances.get(instance.id)
    const nowMs = Date.now()
    if (!current || !autoRestartDue(current, nowMs)) return
    current.time_last_auto_restarted = now()
    current.auto_restart_cooldown_expiration = new Date(
      nowMs + AUTO_RESTART.cooldownMs,
    ).toISOString()
    boot(current)
  })
}

// failed instances of the seed (kafka-1 of data-pipeline) restart a while after the first request
onFreshDb(() => {
  for (const silo of db.silos.inScope(FLEET))
    for (const project of db.projects.inScope(silo.id))
      for (const instance of db.instances.inScope(project.id)) planAutoRestart(instance)
})

/** Removes an instance and everything that belonged only to it. */
function destroyInstance(instance: Instance) {
  for (const disk of disksOf(instance))
    db.disks.update(disk.id, { state: { state: 'detached' }, time_modified: now() })
  for (const nic of [...db.networkInterfaces.inScope(instance.id)])
    db.networkInterfaces.delete(nic.id)
  for (const fip of db.floatingIps.inScope(instance.project_id)) {
    if (fip.instance_id === instance.id) db.floatingIps.update(fip.id, { instance_id: null })
  }
  for (const sub of db.externalSubnets.inScope(instance.project_id)) {
    if (sub.instance_id === instance.id) db.externalSubnets.update(sub.id, { instance_id: null })
  }
  db.ephemeralIps.delete(instance.id)
  for (const members of db.groupInstances.values()) members.delete(instance.id)
  db.instanceSshKeys.delete(instance.id)
  db.instanceSleds.delete(instance.id)
  db.instances.delete(instance.id)
}

export const instanceHandlers = {
  instanceList({ query, req }) {
    check(query.project, 'project must be specified')
    const project = lookupProject(actorOf(req), query.project)
    return paginate(db.instances, project.id, query)
  },

  instanceView: ({ path, query, req }) =>
    lookupInstance(actorOf(req), path.instance, query.project),

  // every check first, then the instance and its parts (instance-create.ts)
  instanceCreate,

  instanceUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    validateShape(body.ncpus, body.memory)
    const resizing = body.ncpus !== instance.ncpus || body.memory !== instance.memory
    if (resizing) requireState(instance, ALLOWED.resize, 'resized')
    let bootDiskId: string | null = null
    if (body.boot_disk) {
      const projectId = instance.project_id
      const disk = lookupIn(
        'disk',
        db.disks,
        projectId,
        body.boot_disk,
        (d) => d.project_id === projectId,
      )
      check(
        'instance' in disk.state && disk.state.instance === instance.id,
        `disk "${disk.name}" is not attached to this instance`,
      )
      bootDiskId = disk.id
    }
    if (bootDiskId !== (instance.boot_disk_id ?? null)) {
      requireState(instance, ALLOWED.bootDisk, 'given another boot disk')
    }
    const updated = db.instances.update(instance.id, {
      ncpus: body.ncpus,
      memory: body.memory,
      boot_disk_id: bootDiskId,
      auto_restart_policy: body.auto_restart_policy,
      auto_restart_enabled: body.auto_restart_policy !== 'never',
      cpu_platform: body.cpu_platform,
      enable_jumbo_frames: body.enable_jumbo_frames,
      time_modified: now(),
    })
    // a failed instance whose new policy allows it is restarted by itself
    planAutoRestart(updated)
    return updated
  },

  instanceDelete({ path, query, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    requireState(instance, ALLOWED.delete, 'deleted')
    destroyInstance(instance)
    return 204
  },

  instanceStart({ path, query, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    if (instance.run_state === 'starting' || instance.run_state === 'running')
      return accepted(instance)
    requireState(instance, ALLOWED.start, 'started')
    requireQuota(actor, { cpus: instance.ncpus, memory: instance.memory })
    return accepted(boot(instance))
  },

  instanceStop({ path, query, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    if (instance.run_state === 'stopping' || instance.run_state === 'stopped')
      return accepted(instance)
    requireState(instance, ALLOWED.stop, 'stopped')
    if (instance.run_state === 'failed') return accepted(setRunState(instance, 'stopped'))
    setRunState(instance, 'stopping')
    transitionLater(instance.id, 'stopping', 'stopped', STEP())
    return accepted(instance)
  },

  instanceReboot({ path, query, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    requireState(instance, ALLOWED.reboot, 'rebooted')
    setRunState(instance, 'rebooting')
    transitionLater(instance.id, 'rebooting', 'running', STEP())
    return accepted(instance)
  },
} satisfies Partial<MSWHandlers>
