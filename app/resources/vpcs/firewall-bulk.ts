/**
 * Bulk actions on a VPC's firewall rules: enable, disable and delete a selection, sent as ONE
 * update of the whole list (the API has no other write). A selected rule that changed on the
 * server since the list was loaded is not overwritten: nothing is saved, and the error says which.
 */
import { type VpcFirewallRule, type VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate } from '~/api/client'
import { type VpcSelector } from '~/api/selectors'
import { type BulkAction } from '~/table/bulk-actions'
import { type Edit } from '~/util/lost-update'

import { sameRule, saveRules, toUpdate } from './firewall-rules'

type Status = VpcFirewallRule['status']

/** What the selection does to each of its rules: a new status, or deletion (null). */
const change = (rule: VpcFirewallRule, status: Status | null): VpcFirewallRuleUpdate | null =>
  status === null ? null : { ...toUpdate(rule), status }

/**
 * The edit of the selected rules, made on the list as it is read right before the write. It
 * refuses (throws, so nothing is written) when one of them is not as the page loaded it.
 */
function selectionEdit(rows: readonly VpcFirewallRule[], status: Status | null) {
  return (current: VpcFirewallRuleUpdate[]): Edit<VpcFirewallRuleUpdate> => {
    const now = new Map(current.map((r) => [r.name, r]))
    const moved = rows.filter((r) => {
      const there = now.get(r.name)
      return !there || !sameRule(r, there)
    })
    if (moved.length) {
      const names = moved.map((r) => r.name).join(', ')
      const what = moved.length === 1 ? `Firewall rule ${names}` : `Firewall rules ${names}`
      throw new Error(
        `${what} changed since the list was loaded: nothing was saved. Check the list and try again.`,
      )
    }
    return rows.map((r) => ({ key: r.name, to: change(r, status) }))
  }
}

/** Enable, disable and delete on a selection of the VPC's rules. `shown`: the list as loaded. */
export function firewallRuleBulkActions(
  sel: VpcSelector,
  shown: () => readonly VpcFirewallRule[],
): BulkAction<VpcFirewallRule>[] {
  const after = () => void invalidate('vpcFirewallRulesView')
  const whole = (status: Status | null) => ({
    run: (rows: readonly VpcFirewallRule[]) => saveRules(sel, selectionEdit(rows, status), shown()),
    // the list as loaded with the edit applied: what the write sends when nobody changed it
    request: (rows: readonly VpcFirewallRule[]) => {
      const edited = new Map(rows.map((r) => [r.name, change(r, status)]))
      const rules = shown().flatMap((r) =>
        edited.has(r.name) ? (edited.get(r.name) ?? []) : [toUpdate(r)],
      )
      return apiRequest('vpcFirewallRulesUpdate', {
        query: { project: sel.project, vpc: sel.vpc },
        body: { rules },
      })
    },
  })
  const common = { stateOf: (r: VpcFirewallRule) => r.status, after }
  return [
    {
      ...common,
      label: 'Enable',
      done: 'Enabled',
      applies: (r) => r.status === 'disabled',
      already: 'enabled',
      whole: whole('enabled'),
    },
    {
      ...common,
      label: 'Disable',
      done: 'Disabled',
      applies: (r) => r.status === 'enabled',
      already: 'disabled',
      whole: whole('disabled'),
    },
    {
      ...common,
      label: 'Delete',
      done: 'Deleted',
      variant: 'danger',
      whole: whole(null),
    },
  ]
}
