import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { receiverSelector, useSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { RouteTabs } from '~/components/route-tabs'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AlertIcon, alertsDocs, LastDelivery } from '~/resources/alerts/alert-display'
import { receiverView } from '~/resources/alerts/alert-queries'
import { formatDateTime } from '~/table/columns'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

// the probe dialog loads when "Send test" is first chosen
const ProbeModal = lazy(() => import('./probe-modal').then((m) => ({ default: m.ProbeModal })))

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(receiverView(receiverSelector(params).receiver))
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => receiverSelector(params).receiver }

/** A webhook receiver: its settings, then tabs for deliveries, subscriptions and secrets. */
export function Component() {
  const { receiver: name } = useSelector(receiverSelector)
  const navigate = useNavigate()
  const [probing, setProbing] = useState(false)
  const { data: receiver } = useQuery(receiverView(name))
  const remove = useApiMutation('alertReceiverDelete', {
    onSuccess: () => invalidate('alertReceiverList'),
  })

  // the loader put it there; it is only missing for a moment after a rename or delete
  if (!receiver) return null

  const sel = { receiver: receiver.name }
  const actions: RowAction[] = [
    { label: 'Edit', onActivate: () => navigate(pb.alertReceiverEdit(sel)) },
    {
      label: 'Delete',
      variant: 'danger',
      onActivate: () => {
        const req = apiRequest('alertReceiverDelete', { path: sel })
        confirmDelete({
          requests: () => req,
          kind: 'alert receiver',
          label: receiver.name,
          extraContent: <p>Its delivery history goes with it.</p>,
          doDelete: async () => {
            await remove.mutateAsync(req)
            await navigate(pb.alertReceivers())
            queryClient.removeQueries(receiverView(receiver.name))
            addToast({
              content: (
                <>
                  Alert receiver <ToastName>{receiver.name}</ToastName> deleted
                </>
              ),
            })
          },
        })
      },
    },
  ]

  return (
    <>
      <PageHeader
        title={receiver.name}
        icon={<AlertIcon size={20} />}
        adornment={alertsDocs}
        actions={
          <div className="flex items-center gap-2">
            <Button writes size="sm" variant="secondary" onClick={() => setProbing(true)}>
              Send test
            </Button>
            <RowActionsMenu label="Alert receiver actions" id={receiver.id} actions={actions} />
          </div>
        }
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Endpoint">
          <span className="flex items-center gap-1 font-mono text-xs break-all">
            {receiver.kind.endpoint}
            <CopyButton text={receiver.kind.endpoint} label="Copy endpoint URL" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {receiver.description || null}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Last delivery">
          <LastDelivery receiver={receiver.name} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(receiver.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={receiver.id} />
        <PropertiesTable.Row label="Updated">
          {formatDateTime(receiver.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <RouteTabs
        label="Alert receiver"
        tabs={[
          { label: 'Deliveries', to: pb.alertReceiverDeliveries(sel) },
          {
            label: `Subscriptions (${receiver.subscriptions.length})`,
            to: pb.alertReceiverSubscriptions(sel),
          },
          {
            label: `Secrets (${receiver.kind.secrets.length})`,
            to: pb.alertReceiverSecrets(sel),
          },
        ]}
      />
      <Outlet />
      {probing && (
        <Suspense fallback={null}>
          <ProbeModal receiver={receiver.name} onDismiss={() => setProbing(false)} />
        </Suspense>
      )}
    </>
  )
}
