import { type AffinityPolicy } from '~/api/__generated__/Api'
import { accessorColumn, type TableColumn } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { Tooltip } from '~/ui/tooltip'

import { KIND_SUMMARY, POLICY_HELP, type GroupKind } from './group-kinds'

/** What each policy does when the rule cannot be satisfied. */
export const POLICY_MEANING: Record<AffinityPolicy, string> = {
  allow: 'members start anyway',
  fail: 'members do not start',
}

/** The policy as a badge; its help text (spec section 3) on hover and focus. */
export function PolicyBadge({ kind, policy }: { kind: GroupKind; policy: AffinityPolicy }) {
  return (
    <Tooltip content={`${POLICY_HELP[kind]}. ${policy}: ${POLICY_MEANING[policy]}.`}>
      <span tabIndex={0} className="inline-flex">
        <Badge color={policy === 'fail' ? 'warning' : 'neutral'}>{policy}</Badge>
      </span>
    </Tooltip>
  )
}

export function KindBadge({ kind }: { kind: GroupKind }) {
  return (
    <Tooltip content={KIND_SUMMARY[kind]}>
      <span tabIndex={0} className="inline-flex">
        <Badge color={kind === 'affinity' ? 'info' : 'accent'}>{kind}</Badge>
      </span>
    </Tooltip>
  )
}

export function kindColumn<Row extends { kind: GroupKind }>(): TableColumn<Row> {
  return accessorColumn({
    id: 'kind',
    header: 'kind',
    accessorFn: (row) => row.kind,
    meta: { sortValue: (row) => row.kind, text: (row) => row.kind },
    cell: ({ row }) => <KindBadge kind={row.original.kind} />,
  })
}

export function policyColumn<
  Row extends { kind: GroupKind; policy: AffinityPolicy },
>(): TableColumn<Row> {
  return accessorColumn({
    id: 'policy',
    header: 'policy',
    accessorFn: (row) => row.policy,
    meta: { sortValue: (row) => row.policy, text: (row) => row.policy },
    cell: ({ row }) => <PolicyBadge kind={row.original.kind} policy={row.original.policy} />,
  })
}
