/**
 * Which of a VPC's firewall rules apply to one instance, and through which of their targets:
 * the VPC itself, the subnet of one of its interfaces, the instance by name, or an interface's
 * private address (exactly, or inside an IP subnet).
 */
import { type VpcFirewallRule, type VpcFirewallRuleTarget } from '~/api/__generated__/Api'
import { ipVersion } from '~/components/form/validators'

/** What a rule's targets are matched against: the instance and its interfaces in the VPC. */
export type InstanceInVpc = {
  instance: string
  vpc: string
  /** Each interface of the instance in this VPC: its subnet's name and private addresses. */
  nics: { subnet: string; ips: string[] }[]
}

type ApplicableRule = {
  rule: VpcFirewallRule
  /** The rule's targets that reach the instance (at least one). */
  via: VpcFirewallRuleTarget[]
}

/** An address as a number and its width in bits; null when it is not an address. */
function parseIp(s: string): { value: bigint; bits: 32 | 128 } | null {
  const version = ipVersion(s)
  if (version === 4) {
    const value = s.split('.').reduce((n, p) => (n << 8n) + BigInt(Number(p)), 0n)
    return { value, bits: 32 }
  }
  if (version !== 6) return null
  let text = s.toLowerCase()
  // a trailing dotted quad is the last two hextets
  const quad = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (quad) {
    const n = Number(parseIp(quad[1]!)!.value)
    text =
      text.slice(0, -quad[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (h: string) => (h ? h.split(':') : [])
  const front = groups(head)
  const back = tail === undefined ? [] : groups(tail)
  const zeros = Array<string>(8 - front.length - back.length).fill('0')
  const all = tail === undefined ? front : [...front, ...zeros, ...back]
  const value = all.reduce((n, g) => (n << 16n) + BigInt(parseInt(g, 16)), 0n)
  return { value, bits: 128 }
}

/** Whether `ip` lies in the network `net` ("10.1.0.0/16"); false for anything malformed. */
export function ipInNet(ip: string, net: string): boolean {
  const [address = '', width = ''] = net.split('/')
  const a = parseIp(ip)
  const n = parseIp(address)
  if (!a || !n || a.bits !== n.bits || !/^\d+$/.test(width)) return false
  const w = Number(width)
  if (w > a.bits) return false
  const shift = BigInt(a.bits - w)
  return a.value >> shift === n.value >> shift
}

/** Same address, whatever its text form (IPv6 may be written several ways). */
function sameIp(a: string, b: string) {
  const x = parseIp(a)
  const y = parseIp(b)
  return !!x && !!y && x.bits === y.bits && x.value === y.value
}

/** Whether one target of a rule of the instance's VPC reaches the instance. */
export function targetReaches(target: VpcFirewallRuleTarget, on: InstanceInVpc): boolean {
  const ips = on.nics.flatMap((n) => n.ips)
  switch (target.type) {
    case 'vpc':
      return target.value === on.vpc && on.nics.length > 0
    case 'subnet':
      return on.nics.some((n) => n.subnet === target.value)
    case 'instance':
      return target.value === on.instance && on.nics.length > 0
    case 'ip':
      return ips.some((ip) => sameIp(ip, target.value))
    case 'ip_net':
      return ips.some((ip) => ipInNet(ip, target.value))
  }
}

/**
 * The rules (of the instance's VPC) with a target that reaches the instance, in the order
 * given, each with those targets. A rule without targets applies to nothing.
 */
export function applicableRules(
  rules: readonly VpcFirewallRule[],
  on: InstanceInVpc,
): ApplicableRule[] {
  return rules.flatMap((rule) => {
    const via = rule.targets.filter((t) => targetReaches(t, on))
    return via.length > 0 ? [{ rule, via }] : []
  })
}

/** How a target reads in "applies through …". */
export function describeTarget(target: VpcFirewallRuleTarget, instance: string): string {
  switch (target.type) {
    case 'vpc':
      return `VPC ${target.value}`
    case 'subnet':
      return `subnet ${target.value}`
    case 'instance':
      return target.value === instance ? 'this instance' : `instance ${target.value}`
    case 'ip':
      return `IP ${target.value}`
    case 'ip_net':
      return `IP subnet ${target.value}`
  }
}
