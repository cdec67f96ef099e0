import { Suspense, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type Instance } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { instanceSelector, useInstanceSelector, type InstanceSelector } from '~/api/selectors'
import { useWhenIdle } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { vcpus } from '~/resources/instances/format'
import { loadInstance, useInstance } from '~/resources/instances/instance-queries'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { PropertiesTable } from '~/ui/page-header'
import { formatBytes } from '~/util/units'

import { ResizeInstanceModal } from '../actions'
import { AutoRestartCard } from './settings/auto-restart-card'
import { instanceGroups, PlacementCard } from './settings/placement-card'
import { instanceSshKeys, SshKeysCard } from './settings/ssh-keys-card'

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadInstance(params),
    queryClient.prefetchQuery(instanceGroups('anti-affinity', instanceSelector(params))),
    queryClient.prefetchQuery(instanceGroups('affinity', instanceSelector(params))),
    queryClient.prefetchQuery(instanceSshKeys(instanceSelector(params))),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Settings' }

function ResizeCard({ instance, sel }: { instance: Instance; sel: InstanceSelector }) {
  const [open, setOpen] = useState(false)
  const reason = instanceDisabledReason('resize', instance)
  // the form loads once the page is idle, or when Resize is chosen (../actions.tsx)
  useWhenIdle(ResizeInstanceModal.warm)
  return (
    <Card
      title="Size"
      description="The vCPUs and memory of this instance; it must be stopped (or failed, or still being created) to change them."
      actions={
        <Button
          writes
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          disabled={!!reason}
          disabledReason={reason || undefined}
        >
          Resize
        </Button>
      }
    >
      <PropertiesTable columns={2} className="mb-0!">
        <PropertiesTable.Row label="vCPUs">{vcpus(instance.ncpus)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Memory">{formatBytes(instance.memory)}</PropertiesTable.Row>
      </PropertiesTable>
      {open && (
        <Suspense fallback={null}>
          <ResizeInstanceModal
            instance={instance}
            project={sel.project}
            onDismiss={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Card>
  )
}

/** Size, auto-restart policy, membership of anti-affinity and affinity groups, SSH keys. */
export function Component() {
  const instance = useInstance()
  const sel = useInstanceSelector()
  return (
    <div className="grid gap-6">
      <ResizeCard instance={instance} sel={sel} />
      <AutoRestartCard instance={instance} sel={sel} />
      <PlacementCard kind="anti-affinity" instance={instance} sel={sel} />
      <PlacementCard kind="affinity" instance={instance} sel={sel} />
      <SshKeysCard sel={sel} />
    </div>
  )
}
