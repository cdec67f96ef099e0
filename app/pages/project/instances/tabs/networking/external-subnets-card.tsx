import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router'

import { type ExternalSubnet, type Instance } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { instanceCan } from '~/api/capabilities'
import { q, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type InstanceSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import {
  invalidateExternalSubnets,
  projectExternalSubnets,
} from '~/resources/instances/networking-queries'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { type ViewColumn } from '~/table/columns'
import { type RowAction } from '~/table/row-actions'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { Spinner } from '~/ui/spinner'
import { addToast, ToastName } from '~/ui/toast'

import { RowsTable } from '../rows-table'

// the attach modal loads when first opened: the tab itself shows only tables
const AttachExternalSubnetModal = lazy(() =>
  import('./attach-external-subnet-modal').then((m) => ({
    default: m.AttachExternalSubnetModal,
  })),
)

export const instanceExternalSubnets = ({ project, instance }: InstanceSelector) =>
  q('instanceExternalSubnetList', { path: { instance }, query: { project } })

/** The project's subnets attached to no instance: what "Attach external subnet" offers. */
const freeExternalSubnets = (subnets: ExternalSubnet[]) => subnets.filter((s) => !s.instanceId)

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

const columns: ViewColumn<ExternalSubnet>[] = [
  {
    id: 'subnet',
    header: 'subnet',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <span className="font-mono text-xs text-fg">{row.original.subnet}</span>
        <CopyButton text={row.original.subnet} label={`Copy ${row.original.subnet}`} />
      </span>
    ),
  },
  {
    id: 'name',
    header: 'name',
    cell: ({ row }) => (
      <span className="font-medium whitespace-nowrap text-fg">{row.original.name}</span>
    ),
  },
  {
    id: 'description',
    header: 'description',
    cell: ({ row }) => <span className="text-secondary">{row.original.description || '—'}</span>,
  },
]

type Props = { sel: InstanceSelector; instance: Instance }

/** The external subnets routed to the instance, with attach and detach. */
export function ExternalSubnetsCard({ sel, instance }: Props) {
  const attached = useQuery({ ...instanceExternalSubnets(sel), throwOnError: false })
  // the choices for "Attach": when they fail, only that button says so
  const project = useQuery({ ...projectExternalSubnets(sel.project), throwOnError: false })
  const [attaching, setAttaching] = useState(false)
  const stateReason = instanceDisabledReason('changeExternalSubnets', instance) || undefined
  const free = useMemo(() => freeExternalSubnets(project.data?.items ?? []), [project.data])

  const { mutateAsync: detach } = useApiMutation('externalSubnetDetach', {
    onSuccess: invalidateExternalSubnets,
  })
  const rowActions = useCallback(
    (s: ExternalSubnet): RowAction[] => [
      {
        label: 'Detach',
        disabled: stateReason ?? false,
        onActivate: () => {
          if (!instanceCan.changeExternalSubnets(instance)) return
          const req = apiRequest('externalSubnetDetach', { path: { externalSubnet: s.id } })
          confirmAction({
            title: 'Detach external subnet',
            content: (
              <p>
                Are you sure you want to detach external subnet <Strong>{s.name}</Strong> from{' '}
                <Strong>{instance.name}</Strong>? Traffic for{' '}
                <span className="font-mono">{s.subnet}</span> will no longer reach it. The project
                keeps the subnet.
              </p>
            ),
            actionType: 'danger',
            actionText: 'Detach',
            errorTitle: 'Could not detach external subnet',
            requests: () => req,
            doAction: async () => {
              await detach(req)
              addToast({
                content: (
                  <>
                    External subnet <ToastName>{s.name}</ToastName> detached
                  </>
                ),
              })
            },
          })
        },
      },
    ],
    [stateReason, instance, detach],
  )

  const attachReason =
    stateReason ??
    (project.isPending
      ? 'Loading external subnets'
      : project.isError
        ? 'Could not load the external subnets'
        : free.length === 0
          ? 'The project has no external subnet that is not attached to an instance'
          : undefined)
  const attachButton = (variant: 'secondary' | 'ghost') => (
    <Button
      writes
      variant={variant}
      size="sm"
      onClick={() => setAttaching(true)}
      disabled={!!attachReason}
      disabledReason={attachReason}
    >
      Attach external subnet
    </Button>
  )

  const manage = (
    <Link
      to={pb.externalSubnets({ project: sel.project })}
      className="text-secondary underline-offset-2 hover:text-fg hover:underline"
    >
      Manage external subnets
    </Link>
  )
  return (
    <Card
      title="External subnets"
      description="Blocks of public addresses routed to this instance"
      actions={attachButton('secondary')}
      footer={manage}
    >
      {attached.isPending ? (
        <Spinner size="sm" label="Loading external subnets" />
      ) : attached.isError ? (
        <p className="text-tertiary">The external subnets could not be loaded.</p>
      ) : (
        <RowsTable
          rows={attached.data.items}
          columns={columns}
          rowActions={rowActions}
          getId={(s) => s.id}
          empty={
            <EmptyState
              title="No external subnets"
              body="No external subnets are attached to this instance."
              action={attachButton('ghost')}
            />
          }
        />
      )}
      <Suspense fallback={null}>
        {attaching && (
          <AttachExternalSubnetModal
            sel={sel}
            instance={instance}
            subnets={free}
            onDismiss={() => setAttaching(false)}
          />
        )}
      </Suspense>
    </Card>
  )
}
