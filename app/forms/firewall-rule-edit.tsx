import { useQuery } from '@tanstack/react-query'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { firewallRuleSelector, useSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { type RouteHandle } from '~/components/shell/crumbs'
import { rulesList } from '~/resources/vpcs/firewall-rules'

import { FirewallRuleForm } from './firewall-rule-form'
import { ruleToValues } from './firewall-rule-values'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(rulesList(firewallRuleSelector(params)))
  return null
}

export const handle: RouteHandle = { crumb: 'Edit firewall rule', titleOnly: true }

/** Side modal at firewall-rules/:rule/edit. */
export function Component() {
  const navigate = useNavigate()
  const sel = useSelector(firewallRuleSelector)
  const list = useQuery({ ...rulesList(sel), throwOnError: false })
  const rule = list.data?.items.find((r) => r.name === sel.rule)
  if (!rule) {
    const missing =
      list.data &&
      new ApiError({
        message: `No firewall rule named ${sel.rule}`,
        statusCode: 404,
        method: 'vpcFirewallRulesView',
      })
    return (
      <ModalFallback
        title="Edit firewall rule"
        error={missing || list.error}
        onRetry={() => void list.refetch()}
        onDismiss={() => navigate(pb.vpcFirewallRules(sel))}
      />
    )
  }
  return (
    <FirewallRuleForm key={rule.name} sel={sel} initial={ruleToValues(rule)} editing={rule.name} />
  )
}
