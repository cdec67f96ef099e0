import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { cloneRuleOf, useSelector, vpcSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { type RouteHandle } from '~/components/shell/crumbs'
import { sshRuleFor } from '~/resources/instances/ssh-rule'
import { rulesList } from '~/resources/vpcs/firewall-rules'

import { FirewallRuleForm } from './firewall-rule-form'
import { blankRule, copyName, ruleToValues } from './firewall-rule-values'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(rulesList(vpcSelector(params)))
  return null
}

export const handle: RouteHandle = { crumb: 'New firewall rule', titleOnly: true }

const TITLE = 'Add firewall rule'

/**
 * A new rule: blank, a copy of the one the path names (with a new name), or, from an
 * instance's networking tab (`?allowSsh={instance}`), inbound TCP 22 allowed to that instance.
 */
export function Component() {
  const navigate = useNavigate()
  const sel = useSelector(vpcSelector)
  const source = useSelector(cloneRuleOf)
  const [search] = useSearchParams()
  const sshTo = search.get('allowSsh') || undefined
  const list = useQuery({ ...rulesList(sel), throwOnError: false })
  const back = () => navigate(pb.vpcFirewallRules(sel))
  const rules = list.data?.items
  const original = rules?.find((r) => r.name === source)
  if (!rules || (source && !original)) {
    const missing =
      rules &&
      new ApiError({
        message: `No firewall rule named ${source} to copy`,
        statusCode: 404,
        method: 'vpcFirewallRulesView',
      })
    return (
      <ModalFallback
        title={TITLE}
        error={missing || list.error}
        onRetry={() => void list.refetch()}
        onDismiss={back}
      />
    )
  }
  const initial = original
    ? {
        ...ruleToValues(original),
        name: copyName(
          original.name,
          rules.map((r) => r.name),
        ),
      }
    : sshTo
      ? ruleToValues({
          ...sshRuleFor(
            sshTo,
            rules.map((r) => r.name),
          ),
          priority: blankRule.priority,
        })
      : blankRule
  return <FirewallRuleForm key={source ?? sshTo ?? ''} sel={sel} initial={initial} />
}
