import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router'

import { type Instance, type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type InstanceSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { IpOverflow } from '~/resources/instances/ip-overflow'
import { invalidateNics, subnetById, vpcById } from '~/resources/instances/networking-queries'
import { descriptionColumn, type ViewColumn } from '~/table/columns'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon } from '~/ui/icons'
import { addToast, ToastName } from '~/ui/toast'
import { OverflowText } from '~/ui/truncate'

import { RowsTable } from '../rows-table'
import {
  addNicReason,
  deleteNicReason,
  editNicReason,
  makePrimaryReason,
  privateIps,
  transitIpsOf,
} from './nic-rules'

// the forms load when first opened: the tab itself shows only tables
const CreateNicSideModal = lazy(() =>
  import('./create-nic-side-modal').then((m) => ({ default: m.CreateNicSideModal })),
)
const EditNicSideModal = lazy(() =>
  import('./edit-nic-side-modal').then((m) => ({ default: m.EditNicSideModal })),
)

type Nic = InstanceNetworkInterface

const Dash = () => <span className="text-tertiary">—</span>

const deleteRequest = (id: string) =>
  apiRequest('instanceNetworkInterfaceDelete', { path: { interface: id } })

/** Names of the interface's VPC and subnet: when they fail, the cell says so, not the page. */
const Unavailable = () => <span className="text-tertiary">Could not load</span>

function VpcCell({ project, id }: { project: string; id: string }) {
  const { data, isError } = useQuery({ ...vpcById(id), throwOnError: false })
  if (isError) return <Unavailable />
  if (!data) return <Dash />
  return (
    <Link
      to={pb.vpc({ project, vpc: data.name })}
      className="whitespace-nowrap text-fg underline-offset-2 hover:text-accent hover:underline"
    >
      {data.name}
    </Link>
  )
}

function SubnetCell({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...subnetById(id), throwOnError: false })
  if (isError) return <Unavailable />
  return data ? <span className="whitespace-nowrap">{data.name}</span> : <Dash />
}

function PrivateIpsCell({ nic }: { nic: Nic }) {
  return (
    <span className="flex flex-col gap-0.5 py-1">
      {privateIps(nic).map((p) => (
        <span key={p.version} className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <Badge color="neutral">{p.version}</Badge>
          <span className="font-mono text-xs text-fg">{p.ip}</span>
        </span>
      ))}
    </span>
  )
}

function TransitIpsCell({ nic }: { nic: Nic }) {
  const [first, ...rest] = transitIpsOf(nic)
  if (!first) return <Dash />
  return (
    <IpOverflow
      first={<span className="font-mono text-xs">{first}</span>}
      rest={rest}
      restTitle="Other transit IPs"
    />
  )
}

type Props = { sel: InstanceSelector; instance: Instance; nics: Nic[] }

/** The instance's network interfaces: add, edit, make primary, delete (stopped only). */
export function NicsCard({ sel, instance, nics }: Props) {
  const [modal, setModal] = useState<{ kind: 'create' } | { kind: 'edit'; nic: Nic } | null>(null)
  const close = () => setModal(null)

  const columns = useMemo<ViewColumn<Nic>[]>(
    () => [
      {
        id: 'name',
        header: 'name',
        meta: { truncate: true },
        cell: ({ row }) => (
          <span className="flex min-w-0 items-center gap-2">
            <OverflowText text={row.original.name} className="font-medium text-fg" />
            {row.original.primary && <Badge>primary</Badge>}
          </span>
        ),
      },
      descriptionColumn<Nic>(),
      {
        id: 'vpc',
        header: 'vpc',
        cell: ({ row }) => <VpcCell project={sel.project} id={row.original.vpcId} />,
      },
      {
        id: 'subnet',
        header: 'subnet',
        cell: ({ row }) => <SubnetCell id={row.original.subnetId} />,
      },
      { id: 'ips', header: 'private ip', cell: ({ row }) => <PrivateIpsCell nic={row.original} /> },
      {
        id: 'transit',
        header: 'transit ips',
        cell: ({ row }) => <TransitIpsCell nic={row.original} />,
      },
      {
        id: 'mac',
        header: 'mac',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.mac}</span>,
      },
    ],
    [sel.project],
  )

  const update = useApiMutation('instanceNetworkInterfaceUpdate', { onSuccess: invalidateNics })
  const remove = useApiMutation('instanceNetworkInterfaceDelete', { onSuccess: invalidateNics })

  const rowActions = useCallback(
    (nic: Nic): RowAction[] => [
      {
        label: 'Make primary',
        disabled: makePrimaryReason(instance, nic) ?? false,
        onActivate: () =>
          update.mutate(
            { path: { interface: nic.id }, body: { primary: true } },
            {
              onError: (e) =>
                addToast({
                  variant: 'error',
                  title: 'Could not change the primary interface',
                  content: e.message,
                }),
            },
          ),
      },
      {
        label: 'Edit',
        disabled: editNicReason(instance) ?? false,
        onActivate: () => setModal({ kind: 'edit', nic }),
      },
      {
        label: 'Delete',
        variant: 'danger',
        disabled: deleteNicReason(instance, nic, nics.length) ?? false,
        onActivate: () =>
          confirmDelete({
            kind: 'network interface',
            label: nic.name,
            requests: () => deleteRequest(nic.id),
            doDelete: async () => {
              await remove.mutateAsync(deleteRequest(nic.id))
              addToast({
                content: (
                  <>
                    Network interface <ToastName>{nic.name}</ToastName> deleted
                  </>
                ),
              })
            },
          }),
      },
    ],
    [instance, nics.length, update, remove],
  )

  const addReason = addNicReason(instance, nics.length)
  return (
    <Card
      title="Network interfaces"
      description="Private addresses in the project's VPCs; interfaces change only while the instance is stopped"
      actions={
        <Button
          writes
          size="sm"
          variant="secondary"
          onClick={() => setModal({ kind: 'create' })}
          disabled={!!addReason}
          disabledReason={addReason}
        >
          <AddIcon size={12} />
          Add network interface
        </Button>
      }
    >
      <RowsTable
        rows={nics}
        columns={columns}
        rowActions={rowActions}
        getId={(n) => n.id}
        empty={
          <EmptyState
            title="No network interfaces"
            body="Interfaces you add to this instance are listed here"
          />
        }
      />
      <Suspense fallback={null}>
        {modal?.kind === 'create' && <CreateNicSideModal sel={sel} nics={nics} onDismiss={close} />}
        {modal?.kind === 'edit' && <EditNicSideModal nic={modal.nic} onDismiss={close} />}
      </Suspense>
    </Card>
  )
}
