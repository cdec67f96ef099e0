import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type VpcFirewallRule } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { LostUpdateNotices } from '~/components/lost-update-notices'
import { type RouteHandle } from '~/components/shell/crumbs'
import { TabHeading } from '~/components/tab-heading'
import { firewallRuleBulkActions } from '~/resources/vpcs/firewall-bulk'
import {
  rulesList,
  rulesTarget,
  saveRules,
  toUpdate,
  type RuleEdit,
} from '~/resources/vpcs/firewall-rules'
import {
  ChipList,
  FilterChips,
  filtersText,
  HostChips,
  hostsText,
} from '~/resources/vpcs/rule-chips'
import { accessorColumn, dateColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { addToast, ToastName } from '~/ui/toast'

import { NetworkIcon } from '../vpc-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure is said in the table, so a rule form below still opens (with its own error)
  await queryClient.prefetchQuery(rulesList(vpcSelector(params)))
  return null
}

export const handle: RouteHandle = {
  crumb: 'Firewall rules',
  crumbPath: (params) => pb.vpcFirewallRules(vpcSelector(params)),
}

const columns = (edit: (r: VpcFirewallRule) => string): TableColumn<VpcFirewallRule>[] => [
  nameLinkColumn<VpcFirewallRule>(edit),
  accessorColumn({
    id: 'priority',
    header: 'priority',
    accessorFn: (r) => r.priority,
    meta: { sortValue: (r) => r.priority, text: (r) => String(r.priority) },
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.priority}</span>,
  }),
  accessorColumn({
    id: 'action',
    header: 'action',
    accessorFn: (r) => r.action,
    meta: { sortValue: (r) => r.action, text: (r) => r.action },
    cell: ({ row }) => (
      <Badge color={row.original.action === 'allow' ? 'accent' : 'danger'}>
        {row.original.action}
      </Badge>
    ),
  }),
  accessorColumn({
    id: 'direction',
    header: 'direction',
    accessorFn: (r) => r.direction,
    meta: { sortValue: (r) => r.direction, text: (r) => r.direction },
    cell: ({ row }) => <span className="text-secondary">{row.original.direction}</span>,
  }),
  {
    id: 'targets',
    header: 'targets',
    meta: {
      label: 'targets',
      text: (r) => hostsText(r.targets),
    },
    cell: ({ row }) => (
      <ChipList>
        <HostChips hosts={row.original.targets} />
      </ChipList>
    ),
  },
  {
    id: 'filters',
    header: 'filters',
    meta: { label: 'filters', text: (r) => filtersText(r.filters) },
    cell: ({ row }) => <FilterChips filters={row.original.filters} />,
  },
  accessorColumn({
    id: 'status',
    header: 'status',
    accessorFn: (r) => r.status,
    meta: { sortValue: (r) => r.status, text: (r) => r.status },
    cell: ({ row }) => (
      <Badge color={row.original.status === 'enabled' ? 'accent' : 'neutral'}>
        {row.original.status}
      </Badge>
    ),
  }),
  dateColumn<VpcFirewallRule>('timeCreated', 'created'),
]

const facets = [
  {
    id: 'status',
    label: 'Status',
    options: ['enabled', 'disabled'],
    value: (r: VpcFirewallRule) => r.status,
  },
  {
    id: 'direction',
    label: 'Direction',
    options: ['inbound', 'outbound'],
    value: (r: VpcFirewallRule) => r.direction,
  },
] as const

function toastOf(text: string, name: string) {
  addToast({
    content: (
      <>
        Firewall rule <ToastName>{name}</ToastName> {text}
      </>
    ),
  })
}

const ruleName = (r: VpcFirewallRule) => r.name

/** Every firewall rule of the VPC, by priority; the rule forms render in the outlet. */
export function Component() {
  const sel = useVpcSelector()
  const navigate = useNavigate()
  // an error stays in the table (a missing VPC is said by the VPC page itself), so a form
  // route below still opens
  const query = { ...rulesList(sel), throwOnError: false }
  const shown = () => queryClient.getQueryData(rulesList(sel).queryKey)?.items

  /** Applies one edit to the rules as they are now and refreshes the list. */
  async function apply(name: string, edit: RuleEdit, base?: VpcFirewallRule[]) {
    try {
      await saveRules(sel, edit, base)
    } finally {
      await invalidate('vpcFirewallRulesView')
    }
    return name
  }

  // the status is set on the rule as it is now, keeping what others changed in it
  const setStatus = (rule: VpcFirewallRule, status: 'enabled' | 'disabled') =>
    apply(rule.name, (current) => {
      const now = current.find((r) => r.name === rule.name)
      if (!now) throw new Error(`Firewall rule ${rule.name} no longer exists`)
      return [{ key: rule.name, to: { ...now, status } }]
    }).then(
      () => toastOf(status, rule.name),
      (e: Error) =>
        addToast({ variant: 'error', title: 'Could not change rule', content: e.message }),
    )

  const rowActions = (rule: VpcFirewallRule) => [
    {
      label: 'Edit',
      onActivate: () => navigate(pb.firewallRuleEdit({ ...sel, rule: rule.name })),
    },
    {
      label: 'Clone',
      onActivate: () => navigate(pb.firewallRuleNew({ ...sel, rule: rule.name })),
    },
    rule.status === 'enabled'
      ? { label: 'Disable', onActivate: () => void setStatus(rule, 'disabled') }
      : { label: 'Enable', onActivate: () => void setStatus(rule, 'enabled') },
    {
      label: 'Delete',
      variant: 'danger' as const,
      onActivate: () =>
        confirmDelete({
          kind: 'firewall rule',
          label: rule.name,
          // the whole list, as loaded, without the rule: what the save writes
          requests: () =>
            apiRequest('vpcFirewallRulesUpdate', {
              query: { project: sel.project, vpc: sel.vpc },
              body: {
                rules: (shown() ?? []).filter((r) => r.name !== rule.name).map(toUpdate),
              },
            }),
          doDelete: async () => {
            // a change someone made to the rule since the page loaded is lost with it: said
            await apply(rule.name, [{ key: rule.name, to: null }], shown())
            toastOf('deleted', rule.name)
          },
        }),
    },
  ]

  const create = pb.firewallRuleNew(sel)
  const list = useQueryTable({
    query: () => query,
    allQuery: query,
    noun: 'firewall rules',
    columns: columns((r) => pb.firewallRuleEdit({ ...sel, rule: r.name })),
    rowActions,
    bulk: {
      noun: ['firewall rule', 'firewall rules'],
      labelOf: ruleName,
      selectBy: ruleName,
      href: pb.vpcFirewallRules(sel),
      actions: firewallRuleBulkActions(sel, () => shown() ?? []),
    },
    facets,
    filterFields: (r) => [
      r.name,
      r.description,
      r.id,
      ...r.targets.map((t) => t.value),
      ...(r.filters.hosts ?? []).map((h) => h.value),
      ...(r.filters.ports ?? []),
    ],
    emptyState: (
      <EmptyState
        icon={<NetworkIcon />}
        title="No firewall rules"
        body="Without rules no traffic reaches the VPC’s instances; add a rule to let some in"
        action={<CreateLink to={create} label="New rule" variant="ghost" />}
      />
    ),
  })

  // a tab under the VPC's heading: its own heading is an h2, beside the create link
  return (
    <>
      <TabHeading title="Firewall rules" create={{ to: create, label: 'New rule' }} />
      <LostUpdateNotices
        target={rulesTarget(sel).id}
        noun="firewall rules"
        name={(key) => `rule ${key}`}
      />
      {list.table}
      <Outlet />
    </>
  )
}
