import { useIsFetching, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { Link, Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type Instance } from '~/api/__generated__/Api'
import { instanceCan } from '~/api/capabilities'
import { invalidate, q, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { instanceSelector, useInstanceSelector, type InstanceSelector } from '~/api/selectors'
import { InstanceStateWithTime } from '~/components/instance-state-time'
import { RouteTabs } from '~/components/route-tabs'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ShellFrameContext } from '~/components/shell/shell-frame'
import { externalIpList, ExternalIpsProperty } from '~/resources/instances/external-ips'
import { vcpus } from '~/resources/instances/format'
import { InstancesDocsPopover, RefreshButton } from '~/resources/instances/instance-header'
import { instanceView, loadInstance } from '~/resources/instances/instance-queries'
import { formatDateTime } from '~/table/columns'
import { RowActionsMenu } from '~/table/row-actions'
import { Button } from '~/ui/button'
import { InstanceIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'
import { INSTANCE_COOLDOWN_POLL_MS } from '~/util/constants'
import { formatBytes } from '~/util/units'

import { useInstanceActions } from './actions'
import { autoRestartSummary } from './auto-restart'
import { useInstancePolling } from './polling'

const nicList = ({ project, instance }: InstanceSelector) =>
  q('instanceNetworkInterfaceList', { query: { project, instance } })

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = instanceSelector(params)
  // the header's extras load in the background; the page needs only the instance
  void queryClient.prefetchQuery(externalIpList(sel))
  void queryClient.prefetchQuery(nicList(sel))
  await loadInstance(params)
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => instanceSelector(params).instance }

const asList = (i: Instance) => [i]
/** A failed instance waiting out its cooldown is looked at now and then; others not at all. */
const slowPoll = ([i]: readonly Instance[]) =>
  i && instanceCan.autoRestart(i) && i.autoRestartEnabled ? INSTANCE_COOLDOWN_POLL_MS : false

/** The primary interface's VPC, as a link. */
function VpcProperty(sel: InstanceSelector) {
  const nics = useQuery({ ...nicList(sel), throwOnError: false })
  const primary = nics.data?.items.find((n) => n.primary)
  const vpc = useQuery({
    ...q('vpcView', { path: { vpc: primary?.vpcId ?? '' } }),
    enabled: !!primary,
    throwOnError: false,
  })
  if (nics.isPending || (primary && vpc.isPending)) return <Spinner size="sm" label="Loading VPC" />
  if (!vpc.data) return null
  return (
    <Link
      to={pb.vpc({ project: sel.project, vpc: vpc.data.name })}
      className="text-secondary underline-offset-2 hover:text-accent hover:underline"
    >
      {vpc.data.name}
    </Link>
  )
}

function StateProperty({ instance, sel }: { instance: Instance; sel: InstanceSelector }) {
  return (
    <span className="flex flex-col gap-1 py-0.5">
      <InstanceStateWithTime state={instance.runState} since={instance.timeRunStateUpdated} />
      {instanceCan.autoRestart(instance) && (
        <span className="text-xs text-tertiary">
          {autoRestartSummary(instance)}{' '}
          <Link to={pb.instanceSettings(sel)} className="text-secondary hover:text-accent">
            Auto-restart settings
          </Link>
        </span>
      )}
    </span>
  )
}

/** Instance detail: header with properties and actions, tabs, and the tab in the outlet. */
export function Component() {
  const sel = useInstanceSelector()
  const navigate = useNavigate()
  const poll = useInstancePolling(asList, { slowMs: slowPoll })
  const { data: instance } = useQuery({ ...instanceView(sel), refetchInterval: poll })

  const onDeleted = useCallback(
    async (deleted: Instance) => {
      await navigate(pb.instances({ project: sel.project }))
      queryClient.removeQueries({
        queryKey: instanceView({ project: sel.project, instance: deleted.name }).queryKey,
      })
    },
    [navigate, sel.project],
  )
  const { actionsFor, modal } = useInstanceActions({ project: sel.project, onDeleted })

  const refreshing = useIsFetching({ queryKey: ['instanceView'] }) > 0
  const refresh = () => {
    for (const op of [
      'instanceView',
      'instanceExternalIpList',
      'instanceNetworkInterfaceList',
      'instanceDiskList',
      'instanceAntiAffinityGroupList',
      'antiAffinityGroupList',
    ] as const)
      void invalidate(op)
  }

  // the loader put it there; it is only missing for a moment after a delete
  if (!instance) return null
  const a = actionsFor(instance)

  return (
    <>
      <PageHeader
        title={instance.name}
        icon={<InstanceIcon size={20} />}
        adornment={<InstancesDocsPopover />}
        actions={
          <>
            <RefreshButton onClick={refresh} refreshing={refreshing} />
            {[a.start, a.stop].map((action) => (
              <Button
                key={action.label}
                variant="ghost"
                size="sm"
                disabled={!!action.disabled}
                disabledReason={action.disabled || undefined}
                writes={!action.reads}
                onClick={action.onActivate}
              >
                {action.label}
              </Button>
            ))}
            <RowActionsMenu
              label="Instance actions"
              id={instance.id}
              actions={[a.reboot, a.resize, a.serialConsole, a.delete]}
            />
          </>
        }
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="State">
          <StateProperty instance={instance} sel={sel} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {instance.description || null}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="vCPUs">{vcpus(instance.ncpus)}</PropertiesTable.Row>
        <PropertiesTable.Row label="VPC">
          <VpcProperty {...sel} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Memory">{formatBytes(instance.memory)}</PropertiesTable.Row>
        <PropertiesTable.Row label="External IPs">
          <ExternalIpsProperty {...sel} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(instance.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={instance.id} />
      </PropertiesTable>
      <RouteTabs
        label="Instance tabs"
        tabs={[
          { label: 'Storage', to: pb.instanceStorage(sel) },
          { label: 'Networking', to: pb.instanceNetworking(sel) },
          { label: 'Metrics', to: pb.instanceMetrics(sel) },
          { label: 'Connect', to: pb.instanceConnect(sel) },
          { label: 'Settings', to: pb.instanceSettings(sel) },
        ]}
      />
      {/* a tab's error shows under the instance's header */}
      <ShellFrameContext value="nested">
        <Outlet />
      </ShellFrameContext>
      {modal}
    </>
  )
}
