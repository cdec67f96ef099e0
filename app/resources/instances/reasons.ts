/**
 * Why an instance action is disabled, worded from the capability table itself (so the text can
 * never disagree with the rule): "Only stopped or failed instances can be started".
 */
import { type Instance } from '~/api/__generated__/Api'
import { instanceCan, type Capability } from '~/api/capabilities'

type InstanceLike = Pick<Instance, 'runState'>

/** "a", "a or b", "a, b, or c" */
export function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ')
  return `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`
}

/** "Only {states} instances {predicate}" */
const onlyInstances = (states: readonly string[], predicate: string) =>
  `Only ${orList(states)} instances ${predicate}`

/** The phrase each gated action completes "Only … instances" with. */
export const INSTANCE_ACTION_PREDICATE = {
  start: 'can be started',
  stop: 'can be stopped',
  reboot: 'can be rebooted',
  resize: 'can be resized',
  delete: 'can be deleted',
  serialConsole: 'have a serial console',
  addToAffinityGroup: 'can be added to a group',
  updateBootDisk: 'can change their boot disk',
  attachDisk: 'can have disks attached',
  detachDisk: 'can have disks detached',
  updateNic: 'can change their network interfaces',
  changeExternalIps: 'can have external IPs attached or detached',
  changeExternalSubnets: 'can have external subnets attached or detached',
  autoRestart: 'are restarted automatically',
} as const satisfies Record<keyof typeof instanceCan, string>

export type InstanceAction = keyof typeof INSTANCE_ACTION_PREDICATE

/** The reason `action` is not allowed for this instance now, or false when it is. */
export function instanceDisabledReason(
  action: InstanceAction,
  instance: InstanceLike,
): false | string {
  const can: Capability<InstanceLike> = instanceCan[action]
  return can(instance) ? false : onlyInstances(can.states, INSTANCE_ACTION_PREDICATE[action])
}
