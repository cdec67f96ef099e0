/**
 * The bulk actions of each list, decided by the same capability predicates as the row menus
 * (~/api/capabilities): an action applies to the selected rows its predicate allows.
 */
import { type Disk, type Instance } from '~/api/__generated__/Api'
import { diskCan, instanceCan } from '~/api/capabilities'
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
