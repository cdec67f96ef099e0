import { useQuery } from '@tanstack/react-query'
import { Outlet, useNavigate } from 'react-router'

import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector } from '~/api/selectors'
import { RouteTabs } from '~/components/route-tabs'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ShellFrameContext } from '~/components/shell/shell-frame'
import { loadVpc, vpcView } from '~/resources/vpcs/vpc-queries'
import { formatDateTime } from '~/table/columns'
import { RowActionsMenu } from '~/table/row-actions'
import { CopyButton } from '~/ui/copy-button'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

import { NetworkingGate } from './networking-gate'
import { useVpcDelete } from './vpc-delete'
import { NetworkIcon } from './vpc-icon'

export const loader = loadVpc

export const handle: RouteHandle = { crumb: ({ params }) => vpcSelector(params).vpc }

/** VPC detail: header with properties and actions, tabs, and the tab in the outlet. */
export function Component() {
  const sel = useVpcSelector()
  const { project } = sel
  const navigate = useNavigate()
  const { data: vpc } = useQuery(vpcView(sel))
  const deleteAction = useVpcDelete(project, async () => {
    await navigate(pb.vpcs({ project }))
    queryClient.removeQueries({ queryKey: vpcView(sel).queryKey })
  })

  // the loader put it there; it is only missing for a moment after a delete
  if (!vpc) return null

  const actions = [
    {
      label: 'Edit',
      onActivate: () => navigate(pb.vpcEdit({ project, vpc: vpc.name })),
    },
    deleteAction(vpc),
  ]

  return (
    <NetworkingGate>
      <PageHeader
        title={vpc.name}
        icon={<NetworkIcon size={20} />}
        actions={<RowActionsMenu label="VPC actions" id={vpc.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Description">{vpc.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="DNS name">{vpc.dnsName}</PropertiesTable.Row>
        <PropertiesTable.Row label="IPv6 prefix">
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate font-mono text-xs">{vpc.ipv6Prefix}</span>
            <CopyButton text={vpc.ipv6Prefix} label="Copy IPv6 prefix" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">{formatDateTime(vpc.timeCreated)}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={vpc.id} />
        <PropertiesTable.Row label="Updated">
          {formatDateTime(vpc.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <RouteTabs
        label="VPC tabs"
        tabs={[
          { label: 'Firewall rules', to: pb.vpcFirewallRules(sel) },
          { label: 'Subnets', to: pb.vpcSubnets(sel) },
          { label: 'Routers', to: pb.vpcRouters(sel) },
          { label: 'Internet gateways', to: pb.vpcInternetGateways(sel) },
          // a tab whose page is still to come is left out rather than leading nowhere
        ]}
      />
      <ShellFrameContext value="nested">
        <Outlet />
      </ShellFrameContext>
    </NetworkingGate>
  )
}
