import { data, type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { firewallRuleSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { rulesList } from '~/pages/project/vpcs/firewall-rules'

import { FirewallRuleForm } from './firewall-rule-form'
import { ruleToValues } from './firewall-rule-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = firewallRuleSelector(params)
  const { items } = await queryClient.ensureQueryData(rulesList(sel))
  if (!items.some((r) => r.name === sel.rule)) {
    throw data(`No firewall rule named ${sel.rule}`, { status: 404 })
  }
  return null
}

export const handle: RouteHandle = { crumb: 'Edit firewall rule', titleOnly: true }

/** Side modal at firewall-rules/:rule/edit. */
export function Component() {
  const sel = useSelector(firewallRuleSelector)
  const rule = usePrefetchedQuery(rulesList(sel)).items.find((r) => r.name === sel.rule)
  // gone after a save elsewhere: the list route takes over
  if (!rule) return null
  return (
    <FirewallRuleForm key={rule.name} sel={sel} initial={ruleToValues(rule)} editing={rule.name} />
  )
}
