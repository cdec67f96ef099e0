import {
  type VpcFirewallRule,
  type VpcFirewallRuleHostFilter,
  type VpcFirewallRuleProtocol,
  type VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'
import { validateIpNetwork } from '~/components/form/ip-net'
import { validateIp, validateName, validatePortRange } from '~/components/form/validators'
import { MAX_NAME_LENGTH } from '~/util/constants'

export type Host = VpcFirewallRuleHostFilter
export type HostKind = Host['type']

/** The rule form's values; the filter lists are kept apart so each has its own editor. */
export type RuleValues = {
  enabled: boolean
  name: string
  description: string
  action: 'allow' | 'deny'
  direction: 'inbound' | 'outbound'
  priority: number
  targets: Host[]
  hosts: Host[]
  protocols: VpcFirewallRuleProtocol[]
  ports: string[]
}

export const blankRule: RuleValues = {
  enabled: true,
  name: '',
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 0,
  targets: [],
  hosts: [],
  protocols: [],
  ports: [],
}

export const MAX_PRIORITY = 65535
const MAX_PORT = 65535

/** The form's values for an existing rule (edit) or a copy of one (clone, with a new name). */
export function ruleToValues(rule: VpcFirewallRule | VpcFirewallRuleUpdate): RuleValues {
  return {
    enabled: rule.status === 'enabled',
    name: rule.name,
    description: rule.description,
    action: rule.action,
    direction: rule.direction,
    priority: rule.priority,
    targets: [...rule.targets],
    hosts: [...(rule.filters.hosts ?? [])],
    protocols: [...(rule.filters.protocols ?? [])],
    ports: [...(rule.filters.ports ?? [])],
  }
}

/** The form's values as the API's rule; empty filter lists are left out (they match anything). */
export function valuesToRule(v: RuleValues): VpcFirewallRuleUpdate {
  return {
    name: v.name,
    description: v.description,
    action: v.action,
    direction: v.direction,
    priority: v.priority,
    status: v.enabled ? 'enabled' : 'disabled',
    targets: v.targets,
    filters: {
      hosts: v.hosts.length ? v.hosts : null,
      protocols: v.protocols.length ? v.protocols : null,
      ports: v.ports.length ? v.ports : null,
    },
  }
}

/** "{name}-copy", numbered when taken, cut so the whole stays within the name limit. */
export function copyName(name: string, taken: readonly string[]): string {
  const used = new Set(taken)
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const candidate = name.slice(0, MAX_NAME_LENGTH - suffix.length).replace(/-+$/, '') + suffix
    if (!used.has(candidate)) return candidate
  }
}

/** What is wrong with a target's or host filter's value, for its kind. */
export function validateHostValue(kind: HostKind, value: string, label: string) {
  if (kind === 'ip') return value ? validateIp(value) : `${label} is required`
  if (kind === 'ip_net') return value ? validateIpNetwork(value) : `${label} is required`
  return validateName(value, label)
}

/** A port filter when added: the spec's shape (validatePortRange), then ports 1 to 65535. */
export function validatePortFilter(value: string): string | undefined {
  const shape = validatePortRange(value)
  if (shape) return shape
  const ends = value.trim().split('-').map(Number)
  return ends.some((n) => n < 1 || n > MAX_PORT) ? 'Ports must be between 1 and 65535' : undefined
}

export const sameHost = (a: Host, b: Host) => a.type === b.type && a.value === b.value

const ICMP_NUMBER = /^\d{1,3}$/

/** An ICMP type: blank (any type) or a number from 0 to 255. */
export function validateIcmpType(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return undefined
  return ICMP_NUMBER.test(v) && Number(v) <= 255
    ? undefined
    : 'ICMP type must be a number from 0 to 255'
}

/** An ICMP code or code range ("0", "1-3"): blank for every code; dashes of any kind count. */
export function normaliseIcmpCode(value: string): string {
  return value.trim().replace(/\s*[‐‑‒–—-]\s*/, '-')
}

export function validateIcmpCode(value: string): string | undefined {
  const v = normaliseIcmpCode(value)
  if (v === '') return undefined
  const m = v.match(/^(\d{1,3})(?:-(\d{1,3}))?$/)
  if (!m?.[1]) return 'ICMP code must be a number or a range like 1-3'
  const start = Number(m[1])
  const end = m[2] === undefined ? start : Number(m[2])
  if (start > 255 || end > 255) return 'ICMP codes go from 0 to 255'
  if (end < start) return 'The end of an ICMP code range must not be below its start'
  return undefined
}

export const sameProtocol = (a: VpcFirewallRuleProtocol, b: VpcFirewallRuleProtocol) =>
  JSON.stringify(a) === JSON.stringify(b)

/** How many names a target or host field suggests at a time. */
export const SUGGESTED_NAMES = 50

/**
 * The names a target or host field suggests for what is typed: the first SUGGESTED_NAMES that
 * contain it, in the list's order. A project of 5,000 instances would otherwise put 5,000
 * options in the page whenever the kind is chosen, and the browser would match all of them on
 * every keystroke.
 */
export function suggestedNames(names: readonly string[], typed: string): string[] {
  const t = typed.trim().toLowerCase()
  const out: string[] = []
  for (const name of names) {
    if (out.length === SUGGESTED_NAMES) break
    if (name.toLowerCase().includes(t)) out.push(name)
  }
  return out
}
