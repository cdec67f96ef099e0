/**
 * What hangs off an instance: disks, groups and SSH keys here; external IPs and network
 * interfaces in their own files, spread in below.
 *
 * Disk rules, as Nexus has them: a disk is attached while the instance is creating or stopped
 * and detached while it is creating, stopped or failed (spec section 4); the disk itself must be
 * detached (or still being created) to attach and attached to detach; an instance holds at most
 * 12 disks; its boot disk cannot be detached while it is set (unset or change it first).
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { invalidRequest } from '../errors'
import { lookupIn, lookupInstance, writableInstance } from '../lookup'
import { schedule, TRANSITION_MS } from '../transitions'
import { assertState, disksOf, MAX_DISKS_PER_INSTANCE } from './compute-util'
import { externalIpHandlers } from './instance-external-ips'
import { nicHandlers } from './instance-nics'
import { check, paginateArray } from './util'

const instanceDisk = (projectId: string, key: string) =>
  lookupIn('disk', db.disks, projectId, key, (d) => d.project_id === projectId)

/** The name of the instance a disk is attached to (or being attached to or detached from). */
const holderName = (instanceId: string) => db.instances.get(instanceId)?.name ?? instanceId

/**
 * Attach and detach answer 202 with the disk attaching or detaching; it is attached or detached
 * a moment later, or at once when the next write arrives (the real API has finished by then).
 */
function passDiskState(
  diskId: string,
  passing: { state: 'attaching' | 'detaching'; instance: string },
  to: 'attached' | 'detached',
) {
  schedule(
    TRANSITION_MS.attach,
    () => {
      const d = db.disks.get(diskId)
      if (d?.state.state !== passing.state) return
      db.disks.update(diskId, {
        state: to === 'attached' ? { state: to, instance: passing.instance } : { state: to },
        time_modified: now(),
      })
    },
    { settlesOnWrite: true },
  )
  return db.disks.update(diskId, { state: passing, time_modified: now() })
}

export const instancePartHandlers = {
  ...externalIpHandlers,
  ...nicHandlers,

  instanceDiskList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    return paginateArray(disksOf(instance), query, (d) => d.name)
  },

  instanceDiskAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    const disk = instanceDisk(instance.project_id, body.disk)
    if (
      (disk.state.state === 'attached' || disk.state.state === 'attaching') &&
      disk.state.instance === instance.id
    )
      return disk
    assertState(instance, ['creating', 'stopped'], 'attach a disk to')
    if ('instance' in disk.state) {
      throw invalidRequest(
        `disk "${disk.name}" is in use by instance "${holderName(disk.state.instance)}" (${disk.state.state}); detach it first`,
      )
    }
    check(
      disk.state.state === 'detached' || disk.state.state === 'creating',
      `disk "${disk.name}" cannot be attached in state "${disk.state.state}" (it must be detached)`,
    )
    check(
      disksOf(instance).length < MAX_DISKS_PER_INSTANCE,
      `cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance "${instance.name}"`,
    )
    return passDiskState(disk.id, { state: 'attaching', instance: instance.id }, 'attached')
  },

  instanceDiskDetach({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    const disk = instanceDisk(instance.project_id, body.disk)
    check(
      'instance' in disk.state && disk.state.instance === instance.id,
      `disk "${disk.name}" is not attached to instance "${instance.name}"`,
    )
    assertState(instance, ['creating', 'stopped', 'failed'], 'detach a disk from')
    check(
      disk.state.state === 'attached',
      `disk "${disk.name}" cannot be detached in state "${disk.state.state}"`,
    )
    check(
      instance.boot_disk_id !== disk.id,
      `disk "${disk.name}" is the boot disk of instance "${instance.name}"; unset or change the boot disk first`,
    )
    return passDiskState(disk.id, { state: 'detaching', instance: instance.id }, 'detached')
  },

  instanceAntiAffinityGroupList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const groups = db.antiAffinityGroups
      .inScope(instance.project_id)
      .filter((g) => db.groupInstances.get(g.id)?.has(instance.id))
    return paginateArray(groups, query, (g) => g.name)
  },

  instanceAffinityGroupList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const groups = db.affinityGroups
      .inScope(instance.project_id)
      .filter((g) => db.groupInstances.get(g.id)?.has(instance.id))
    return paginateArray(groups, query, (g) => g.name)
  },

  instanceSshPublicKeyList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const keys = (db.instanceSshKeys.get(instance.id) ?? []).flatMap(
      (id) => db.sshKeys.get(id) ?? [],
    )
    return paginateArray(keys, query, (k) => k.name)
  },
} satisfies Partial<MSWHandlers>
