import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type Vpc, type VpcFirewallRules } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { DocsPopover } from '~/components/docs-popover'
import { ACTIONS_GROUP, useQuickActions, useQuickActionsOpen } from '~/components/quick-actions'
import { firewallRules, vpcPage, vpcView } from '~/resources/vpcs/vpc-queries'
import {
  dateColumn,
  descriptionColumn,
  lookup,
  nameLinkColumn,
  textColumn,
  type TableColumn,
} from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { Spinner } from '~/ui/spinner'
import { WriteGate } from '~/ui/write-gate'

import { useNetworkingRefusal } from './networking-gate'
import { useVpcDelete } from './vpc-delete'
import { NetworkIcon } from './vpc-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(vpcPage(projectSelector(params).project)())
  return null
}

/** How many firewall rules the VPC has, read per row (the API has no count). */
function RuleCount({ project, vpc }: { project: string; vpc: string }) {
  const { data, isPending, isError } = useQuery({
    ...firewallRules({ project, vpc }),
    throwOnError: false,
  })
  if (isPending) return <Spinner size="sm" label="Loading firewall rules" />
  if (isError) return <span className="text-tertiary">—</span>
  return (
    <Link
      to={pb.vpcFirewallRules({ project, vpc })}
      className="text-secondary underline-offset-2 hover:text-accent hover:underline"
    >
      {data.rules.length}
    </Link>
  )
}

const columnsFor = (project: string): TableColumn<Vpc>[] => [
  nameLinkColumn<Vpc>((v) => pb.vpc({ project, vpc: v.name })),
  textColumn<Vpc>('dnsName', 'DNS name'),
  descriptionColumn<Vpc>(),
  {
    id: 'firewallRules',
    header: 'firewall rules',
    cell: ({ row }) => <RuleCount project={project} vpc={row.original.name} />,
    meta: {
      label: 'firewall rules',
      lookup: lookup<Vpc, VpcFirewallRules>(
        (v) => firewallRules({ project, vpc: v.name }),
        (_, data) => (data ? String(data.rules.length) : ''),
      ),
    },
  },
  dateColumn<Vpc>('timeCreated', 'created'),
]

const docs = (
  <DocsPopover
    heading="VPCs"
    summary="A VPC is a private network of its own: its instances reach each other on private addresses as its firewall rules allow, and reach other VPCs only through external addresses."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/configuring-guest-networking',
        label: 'Networking',
      },
    ]}
  />
)

/** The project's VPCs; the create and edit side modals render in the outlet. */
export function Component() {
  const { project } = useProjectSelector()
  const refusal = useNetworkingRefusal(project)
  const navigate = useNavigate()
  const columns = useMemo(() => columnsFor(project), [project])
  const deleteAction = useVpcDelete(project)
  const rowActions = (vpc: Vpc) => [
    {
      label: 'Edit',
      onActivate() {
        // the edit form opens at once from the row
        queryClient.setQueryData(vpcView({ project, vpc: vpc.name }).queryKey, vpc)
        void navigate(pb.vpcEdit({ project, vpc: vpc.name }))
      },
    },
    deleteAction(vpc),
  ]

  const { data: first } = useQuery(vpcPage(project)())
  const { data: all } = useQuery({
    ...qAll('vpcList', { query: { project } }),
    enabled: useQuickActionsOpen(),
  })
  const vpcs = all?.items ?? first?.items
  useQuickActions(
    useMemo(
      () => [
        ...(refusal
          ? []
          : [{ value: 'New VPC', group: ACTIONS_GROUP, to: pb.vpcsNew({ project }) }]),
        ...(vpcs ?? []).map((v) => ({
          value: v.name,
          group: 'Go to VPC',
          to: pb.vpc({ project, vpc: v.name }),
        })),
      ],
      [vpcs, project, refusal],
    ),
  )

  return (
    <WriteGate reason={refusal}>
      <ListPage
        title="VPCs"
        icon={NetworkIcon}
        docs={docs}
        create={{ to: pb.vpcsNew({ project }), label: 'New VPC' }}
        empty={{ title: 'No VPCs', body: 'Create a VPC to give the project’s instances a network' }}
        query={vpcPage(project)}
        columns={columns}
        rowActions={rowActions}
      />
    </WriteGate>
  )
}
