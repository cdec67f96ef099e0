import { queryOptions } from '@tanstack/react-query'

import {
  type VpcFirewallRule,
  type VpcFirewallRuleHostFilter,
  type VpcFirewallRuleProtocol,
  type VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'
import { call } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { type VpcSelector } from '~/api/selectors'
import { type ListPage } from '~/table/query-table'

export const byPriority = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  a.priority - b.priority || a.name.localeCompare(b.name)

/**
 * The VPC's rules as one list page, sorted by priority (the API returns them all at once).
 * Keyed under the view operation, so `invalidate('vpcFirewallRulesView')` refreshes it too.
 */
export const rulesList = ({ project, vpc }: VpcSelector) =>
  queryOptions<ListPage<VpcFirewallRule>, ApiError>({
    queryKey: ['vpcFirewallRulesView', { query: { project, vpc } }, 'sorted'] as const,
    queryFn: async ({ signal }) => {
      const { rules } = await call('vpcFirewallRulesView', { query: { project, vpc } }, { signal })
      return { items: [...rules].sort(byPriority), nextPage: null }
    },
  })

/** A rule as the whole-list PUT takes it. */
export const toUpdate = (r: VpcFirewallRule | VpcFirewallRuleUpdate): VpcFirewallRuleUpdate => ({
  name: r.name,
  description: r.description,
  action: r.action,
  direction: r.direction,
  priority: r.priority,
  status: r.status,
  targets: r.targets,
  filters: r.filters,
})

/** The rules as they are on the server now, read fresh (never from the cache). */
export const readRules = (sel: VpcSelector) =>
  call('vpcFirewallRulesView', { query: { project: sel.project, vpc: sel.vpc } }).then(
    (r) => r.rules,
  )

/**
 * The API replaces the whole list on every save. Every write here reads the list first and
 * applies its one change to what is there now, so a rule someone else added, changed or
 * removed meanwhile is kept as they left it.
 */
export async function writeRules(
  sel: VpcSelector,
  change: (current: VpcFirewallRule[]) => VpcFirewallRuleUpdate[],
) {
  const current = await readRules(sel)
  return call('vpcFirewallRulesUpdate', {
    query: { project: sel.project, vpc: sel.vpc },
    body: { rules: change(current) },
  })
}

/** What one rule's content is, for comparing two reads of the list (identity fields left out). */
const fingerprint = (r: VpcFirewallRule | VpcFirewallRuleUpdate) => JSON.stringify(toUpdate(r))

export type RuleChanges = { added: string[]; removed: string[]; changed: string[] }

/** What changed between two reads of a VPC's rules, by rule name. */
export function diffRules(before: VpcFirewallRule[], after: VpcFirewallRule[]): RuleChanges {
  const old = new Map(before.map((r) => [r.name, r]))
  const now = new Map(after.map((r) => [r.name, r]))
  const added = after.filter((r) => !old.has(r.name)).map((r) => r.name)
  const removed = before.filter((r) => !now.has(r.name)).map((r) => r.name)
  const changed = after
    .filter((r) => {
      const o = old.get(r.name)
      return o && fingerprint(o) !== fingerprint(r)
    })
    .map((r) => r.name)
  return { added, removed, changed }
}

export const hasChanges = (c: RuleChanges) =>
  c.added.length + c.removed.length + c.changed.length > 0

// ---- display ----

type Host = VpcFirewallRuleHostFilter

export const HOST_KIND_LABEL: Record<Host['type'], string> = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP subnet',
}

function icmpLabel(name: string, value: { icmpType: number; code?: string | null } | null) {
  if (!value) return name
  return value.code
    ? `${name} type ${value.icmpType} code ${value.code}`
    : `${name} type ${value.icmpType}`
}

export function protocolLabel(p: VpcFirewallRuleProtocol): string {
  switch (p.type) {
    case 'tcp':
      return 'TCP'
    case 'udp':
      return 'UDP'
    case 'icmp':
      return icmpLabel('ICMPv4', p.value)
    case 'icmp6':
      return icmpLabel('ICMPv6', p.value)
  }
}
