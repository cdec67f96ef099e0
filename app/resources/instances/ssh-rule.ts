/** The rule behind "Allow SSH to this instance": inbound TCP 22 allowed to one instance. */
import { type VpcFirewallRuleUpdate } from '~/api/__generated__/Api'

/** A name for the one-click SSH rule: allow-ssh-{instance}, free among the VPC's rules. */
export function sshRuleName(instance: string, taken: readonly string[]): string {
  const used = new Set(taken)
  const base = `allow-ssh-${instance}`.slice(0, 63).replace(/-+$/, '')
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = base.slice(0, 63 - suffix.length).replace(/-+$/, '') + suffix
    if (!used.has(candidate)) return candidate
  }
}

/** The rule "Allow SSH to this instance" opens the form with (inbound TCP 22 to it). */
export function sshRuleFor(
  instance: string,
  taken: readonly string[],
): Omit<VpcFirewallRuleUpdate, 'priority'> {
  return {
    name: sshRuleName(instance, taken),
    description: `Allow SSH to instance ${instance}`,
    action: 'allow',
    direction: 'inbound',
    status: 'enabled',
    targets: [{ type: 'instance', value: instance }],
    filters: { protocols: [{ type: 'tcp' }], ports: ['22'], hosts: null },
  }
}
