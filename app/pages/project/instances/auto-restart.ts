/**
 * Auto restart as the user sees it (spec section 4): a failed instance is restarted by the
 * control plane when its policy allows it and no cooldown expiry lies in the future.
 */
import { type Instance, type InstanceAutoRestartPolicy } from '~/api/__generated__/Api'
import { instanceAutoRestartingSoon } from '~/api/capabilities'
import { formatSpan } from '~/util/relative-time'

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
>

/** Would the instance be restarted if it failed now? (For a failed one: will it be, soon?) */
export const autoRestartEligible = (i: AutoRestartFields, now = new Date()) =>
  instanceAutoRestartingSoon({ ...i, runState: 'failed' }, now)

/** The cooldown expiry when it is still ahead, else null. */
export function activeCooldown(i: AutoRestartFields, now = new Date()): Date | null {
  if (!i.autoRestartCooldownExpiration) return null
  const expiry = new Date(i.autoRestartCooldownExpiration)
  return expiry.getTime() > now.getTime() ? expiry : null
}

/** One sentence on what happens when (or now that) the instance fails. */
export function autoRestartSummary(i: AutoRestartFields, now = new Date()): string {
  const cooldown = activeCooldown(i, now)
  const wait = cooldown ? ` (in ${formatSpan(now, cooldown, 'en')})` : ''
  if (i.runState === 'failed') {
    if (!i.autoRestartEnabled) return 'Auto-restart is off, so it stays failed.'
    if (instanceAutoRestartingSoon(i, now)) return 'The control plane will restart it shortly.'
    return `The control plane will restart it when the cooldown ends${wait}.`
  }
  if (!i.autoRestartEnabled)
    return 'If this instance fails, it will not be restarted automatically.'
  if (cooldown) {
    return `If this instance fails, it will be restarted automatically once its cooldown period ends${wait}.`
  }
  return 'If this instance fails, it will be restarted automatically.'
}

export type PolicyChoice = 'default' | InstanceAutoRestartPolicy

export const policyChoice = (p: InstanceAutoRestartPolicy | null | undefined): PolicyChoice =>
  p ?? 'default'

export const policyValue = (c: PolicyChoice): InstanceAutoRestartPolicy | null =>
  c === 'default' ? null : c

export const POLICY_LABEL: Record<PolicyChoice, string> = {
  default: 'Default',
  best_effort: 'Best effort',
  never: 'Never',
}

export const POLICY_EXPLANATION: Record<PolicyChoice, string> = {
  default: 'Follow the control plane’s default, which today is best effort and may change later.',
  best_effort:
    'Restart the instance automatically when it fails, after a cooldown period since its last automatic restart.',
  never: 'Never restart the instance automatically; it stays failed until someone starts it.',
}
