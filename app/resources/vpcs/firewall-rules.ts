import { queryOptions } from '@tanstack/react-query'

import {
  type VpcFirewallRule,
  type VpcFirewallRuleHostFilter,
  type VpcFirewallRuleProtocol,
  type VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'
import { call, invalidate } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { type VpcSelector } from '~/api/selectors'
import { type ListPage } from '~/table/query-table'
import { type Edit, type Keyed } from '~/util/lost-update'

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

/** What one rule's content is, for comparing two reads of the list (identity fields left out). */
const fingerprint = (r: VpcFirewallRule | VpcFirewallRuleUpdate) => JSON.stringify(toUpdate(r))

/** Whether two reads of a rule say the same (its identity fields left out). */
export const sameRule = (a: VpcFirewallRule | VpcFirewallRuleUpdate, b: VpcFirewallRuleUpdate) =>
  fingerprint(a) === fingerprint(b)

const ruleKeyed: Keyed<VpcFirewallRuleUpdate> = {
  key: (r) => r.name,
  same: (a, b) => fingerprint(a) === fingerprint(b),
}

export type RuleEdit =
  Edit<VpcFirewallRuleUpdate> | ((current: VpcFirewallRuleUpdate[]) => Edit<VpcFirewallRuleUpdate>)

/** Where the notices of a VPC's rules go, and which logged saves are of them. */
export const rulesTarget = (sel: VpcSelector, vpcIds: ReadonlySet<string> = new Set()) => ({
  id: `firewall:${sel.project}/${sel.vpc}`,
  operations: ['vpc_firewall_rules_update'],
  matches: (uri: URL) => {
    if (uri.pathname !== '/v1/vpc-firewall-rules') return false
    const vpc = uri.searchParams.get('vpc') ?? ''
    return vpcIds.has(vpc) || (vpc === sel.vpc && uri.searchParams.get('project') === sel.project)
  },
})

/**
 * Saves one edit of the rules (add, replace or remove rules by name). The API replaces the whole
 * list on every save and has no version: the list is read immediately before the write and the
 * edit applied to it, so a rule someone else added, changed or removed meanwhile is kept as they
 * left it; a save landing in between is looked for afterwards (`guardedWrite`). `base` is the
 * list the edit was made on, when the user saw one: a change since then to a rule the edit
 * replaces is theirs, and is reported as overwritten.
 */
export async function saveRules(
  sel: VpcSelector,
  edit: RuleEdit,
  base?: readonly VpcFirewallRule[],
) {
  // loaded with the first save, before the read: nothing comes between the read and the write
  const { callTraced, guardedWrite } = await import('~/components/guarded-write')
  const vpcIds = new Set<string>()
  const query = { project: sel.project, vpc: sel.vpc }
  return guardedWrite<VpcFirewallRuleUpdate>({
    target: rulesTarget(sel, vpcIds),
    keyed: ruleKeyed,
    read: async () => {
      const rules = await readRules(sel)
      for (const r of rules) vpcIds.add(r.vpcId)
      return rules.map(toUpdate)
    },
    write: async (rules) => {
      const { data, requestId } = await callTraced('vpcFirewallRulesUpdate', {
        query,
        body: { rules },
      })
      return { stored: data.rules.map(toUpdate), requestId }
    },
    edit,
    base: base?.map(toUpdate),
    refresh: () => invalidate('vpcFirewallRulesView'),
  })
}

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
