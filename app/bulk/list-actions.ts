/**
 * The bulk actions of each list, decided by the same capability predicates as the row menus
 * (~/api/capabilities): an action applies to the selected rows its predicate allows.
 */
import { type ComponentType } from 'react'

import {
  type Disk,
  type FloatingIp,
  type Image,
  type Instance,
  type Snapshot,
} from '~/api/__generated__/Api'
import { attachableCan, attachmentOf, diskCan, instanceCan, snapshotCan } from '~/api/capabilities'
import { invalidate, type OperationId } from '~/api/client'
import { type BulkAction } from '~/table/bulk-actions'

const refetch =
  (...lists: OperationId[]) =>
  () => {
    for (const list of lists) void invalidate(list)
  }

const runState = (i: Instance) => i.runState

/** Instances: start, stop, reboot and delete, by run state. */
export function instanceBulkActions(project: string): BulkAction<Instance>[] {
  const params = { project }
  const after = refetch('instanceList', 'instanceView', 'instanceExternalIpList')
  const common = { params, stateOf: runState, after }
  return [
    {
      ...common,
      label: 'Start',
      done: 'Started',
      operation: 'instance.start',
      applies: instanceCan.start,
      already: 'running',
    },
    {
      ...common,
      label: 'Stop',
      done: 'Stopped',
      operation: 'instance.stop',
      applies: instanceCan.stop,
      already: 'stopped',
      note: 'Their disks and IP addresses stay attached; their CPU and memory are released until they start again.',
    },
    {
      ...common,
      label: 'Reboot',
      done: 'Rebooted',
      operation: 'instance.reboot',
      applies: instanceCan.reboot,
    },
    {
      ...common,
      label: 'Delete',
      done: 'Deleted',
      operation: 'instance.delete',
      variant: 'danger',
      applies: instanceCan.delete,
      note: 'Their disks are detached from them and kept.',
      after: refetch('instanceList', 'diskList', 'floatingIpList', 'antiAffinityGroupMemberList'),
    },
  ]
}

/** Disks: delete (detached or faulted ones). */
export function diskBulkActions(project: string): BulkAction<Disk>[] {
  return [
    {
      label: 'Delete',
      done: 'Deleted',
      operation: 'disk.delete',
      params: { project },
      variant: 'danger',
      applies: diskCan.delete,
      stateOf: (d) => d.state.state,
      after: refetch('diskList'),
    },
  ]
}

/** Snapshots: delete (any not being made). */
export function snapshotBulkActions(project: string): BulkAction<Snapshot>[] {
  return [
    {
      label: 'Delete',
      done: 'Deleted',
      operation: 'snapshot.delete',
      params: { project },
      variant: 'danger',
      applies: snapshotCan.delete,
      stateOf: (s) => s.state,
      after: refetch('snapshotList'),
    },
  ]
}

/** The user's SSH keys: delete. */
export const sshKeyBulkActions = (): BulkAction<unknown>[] => [
  {
    label: 'Delete',
    done: 'Deleted',
    operation: 'sshKey.delete',
    params: {},
    variant: 'danger',
    after: refetch('currentUserSshKeyList'),
  },
]

/** The user's access tokens: revoke (by id). */
export const tokenBulkActions = (): BulkAction<unknown>[] => [
  {
    label: 'Revoke',
    done: 'Revoked',
    operation: 'token.revoke',
    params: {},
    variant: 'danger',
    note: 'There is no undo: tools and CLI sessions using these tokens must be given new ones.',
    after: refetch('currentUserAccessTokenList'),
  },
]

/** Floating IPs: detach the attached ones, delete the detached ones. */
export function floatingIpBulkActions(project: string): BulkAction<FloatingIp>[] {
  const common = {
    params: { project },
    stateOf: attachmentOf,
    after: refetch('floatingIpList', 'instanceExternalIpList'),
  }
  return [
    {
      ...common,
      label: 'Detach',
      done: 'Detached',
      operation: 'floatingIp.detach',
      applies: attachableCan.detach,
      already: 'detached',
    },
    {
      ...common,
      label: 'Delete',
      done: 'Deleted',
      operation: 'floatingIp.delete',
      variant: 'danger',
      applies: attachableCan.delete,
    },
  ]
}

/** A project's images: promote to the silo, delete. */
export function projectImageBulkActions(project: string): BulkAction<Image>[] {
  const after = refetch('imageList')
  return [
    {
      label: 'Promote',
      done: 'Promoted',
      operation: 'image.promote',
      params: { project },
      note: 'They become silo images, available to every project of the silo.',
      after,
    },
    {
      label: 'Delete',
      done: 'Deleted',
      operation: 'image.delete',
      params: { project },
      variant: 'danger',
      after,
    },
  ]
}

/**
 * The silo's images (by id): demote to a project (asked once, by `projectField`, in the
 * confirmation), delete.
 */
export const siloImageBulkActions = (
  projectField: ComponentType<{ onChange: (project: string) => void }>,
): BulkAction<Image>[] => [
  {
    label: 'Demote',
    done: 'Demoted',
    operation: 'image.demote',
    params: {},
    choose: { param: 'project', noun: 'project', Field: projectField },
    note: 'They will be visible only to the project you choose; other projects can no longer make disks from them.',
    after: refetch('imageList'),
  },
  {
    label: 'Delete',
    done: 'Deleted',
    operation: 'image.delete',
    params: {},
    variant: 'danger',
    after: refetch('imageList'),
  },
]

/** Silo users, for an operator: end every session of theirs, everywhere (by id). */
export const userBulkActions = (): BulkAction<unknown>[] => [
  {
    label: 'Sign out',
    done: 'Signed out',
    operation: 'user.logout',
    params: {},
    variant: 'danger',
    note: 'They are signed out everywhere and their access tokens stop working.',
  },
]
