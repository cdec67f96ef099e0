import { data, type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { rulesList } from '~/pages/project/vpcs/firewall-rules'
import { vpcSelector } from '~/pages/project/vpcs/vpc-data'

import { FirewallRuleForm } from './firewall-rule-form'
import { blankRule, copyName, ruleToValues } from './firewall-rule-values'

/** The rule to copy, when the path names one (`firewall-rules-new/{rule}`). */
const cloneOf = (params: LoaderFunctionArgs['params']) => params.rule || undefined

export async function loader({ params }: LoaderFunctionArgs) {
  const { items } = await queryClient.ensureQueryData(rulesList(vpcSelector(params)))
  const source = cloneOf(params)
  if (source && !items.some((r) => r.name === source)) {
    throw data(`No firewall rule named ${source} to copy`, { status: 404 })
  }
  return null
}

export const handle: RouteHandle = { crumb: 'New firewall rule', titleOnly: true }

/** A new rule, blank or a copy of the one the path names (with a new name). */
export function Component() {
  const sel = useSelector(vpcSelector)
  const source = useSelector(cloneOf)
  const rules = usePrefetchedQuery(rulesList(sel)).items
  const original = rules.find((r) => r.name === source)
  const initial = original
    ? {
        ...ruleToValues(original),
        name: copyName(
          original.name,
          rules.map((r) => r.name),
        ),
      }
    : blankRule
  return <FirewallRuleForm key={source ?? ''} sel={sel} initial={initial} />
}
