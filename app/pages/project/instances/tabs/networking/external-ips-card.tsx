import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'

import {
  type ExternalIp,
  type Instance,
  type InstanceNetworkInterface,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { externalIpCan } from '~/api/capabilities'
import { useApiMutation, usePrefetchedQuery } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import {
  externalIpList,
  invalidateExternalIps,
  projectFloatingIps,
  siloPools,
} from '~/resources/instances/networking-queries'
import { type ViewColumn } from '~/table/columns'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { copyToClipboard } from '~/ui/clipboard'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { addToast, ToastName } from '~/ui/toast'
import { Tooltip } from '~/ui/tooltip'

import { RowsTable } from '../rows-table'
import {
  attachableFloatingIps,
  ephemeralSlots,
  externalIpStateReason,
  floatingAttachReason,
  versionOf,
} from './ip-rules'

// the attach modals load when first opened: the tab itself shows only tables
const AttachEphemeralIpModal = lazy(() =>
  import('./attach-ephemeral-ip-modal').then((m) => ({ default: m.AttachEphemeralIpModal })),
)
const AttachFloatingIpModal = lazy(() =>
  import('./attach-floating-ip-modal').then((m) => ({ default: m.AttachFloatingIpModal })),
)

const KIND_LABEL: Record<ExternalIp['kind'], string> = {
  ephemeral: 'Ephemeral',
  floating: 'Floating',
  snat: 'SNAT',
}

const KIND_TIP: Record<ExternalIp['kind'], string> = {
  ephemeral: 'An address of the instance for as long as it is attached; released on detach',
  floating: 'A project address that can move between instances',
  snat: 'Outbound only: shared with other instances, each using its own port range',
}

const Dash = ({ tip }: { tip: string }) => (
  <Tooltip content={tip}>
    <span tabIndex={0} className="cursor-default rounded-sm text-tertiary">
      —
    </span>
  </Tooltip>
)

const ipKey = (ip: ExternalIp) => `${ip.kind}:${ip.ip}`
const KIND_ORDER: Record<ExternalIp['kind'], number> = { floating: 0, ephemeral: 1, snat: 2 }

type Props = { sel: InstanceSelector; instance: Instance; nics: InstanceNetworkInterface[] }

/** External IPs: ephemeral, floating and SNAT, with attach and detach. */
export function ExternalIpsCard({ sel, instance, nics }: Props) {
  const ips = usePrefetchedQuery(externalIpList(sel)).items
  // choices for the attach buttons: when they fail, only those buttons say so
  const pools = useQuery({ ...siloPools(), throwOnError: false })
  const floating = useQuery({ ...projectFloatingIps(sel.project), throwOnError: false })
  const [modal, setModal] = useState<'ephemeral' | 'floating' | null>(null)

  const poolName = useCallback(
    (id: string) => pools.data?.items.find((p) => p.id === id)?.name,
    [pools.data],
  )

  const rows = useMemo(
    () => [...ips].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]),
    [ips],
  )

  const columns = useMemo<ViewColumn<ExternalIp>[]>(
    () => [
      {
        id: 'ip',
        header: 'ip',
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <span className="font-mono text-xs text-fg">{row.original.ip}</span>
            <CopyButton text={row.original.ip} label={`Copy ${row.original.ip}`} />
          </span>
        ),
      },
      {
        id: 'kind',
        header: 'kind',
        cell: ({ row }) => {
          const ip = row.original
          return (
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
              <Tooltip content={KIND_TIP[ip.kind]}>
                <span tabIndex={0} className="rounded-sm">
                  <Badge color={ip.kind === 'snat' ? 'neutral' : 'accent'}>
                    {KIND_LABEL[ip.kind]}
                  </Badge>
                </span>
              </Tooltip>
              {ip.kind === 'snat' && (
                <span className="font-mono text-xs text-tertiary">
                  ports {ip.firstPort}–{ip.lastPort}
                </span>
              )}
            </span>
          )
        },
      },
      {
        id: 'version',
        header: 'version',
        cell: ({ row }) => <Badge color="neutral">{versionOf(row.original.ip)}</Badge>,
      },
      {
        id: 'pool',
        header: 'ip pool',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{poolName(row.original.ipPoolId) ?? '—'}</span>
        ),
      },
      {
        id: 'name',
        header: 'name',
        cell: ({ row }) =>
          row.original.kind === 'floating' ? (
            <span className="font-medium whitespace-nowrap text-fg">{row.original.name}</span>
          ) : (
            <Dash tip={`${KIND_LABEL[row.original.kind]} IPs don’t have names or descriptions`} />
          ),
      },
      {
        id: 'description',
        header: 'description',
        cell: ({ row }) =>
          row.original.kind === 'floating' ? (
            <span className="text-secondary">{row.original.description || '—'}</span>
          ) : null,
      },
    ],
    [poolName],
  )

  const detachEphemeral = useApiMutation('instanceEphemeralIpDetach', {
    onSuccess: invalidateExternalIps,
  })
  const detachFloating = useApiMutation('floatingIpDetach', { onSuccess: invalidateExternalIps })
  const stateReason = externalIpStateReason(instance)

  const rowActions = useCallback(
    (ip: ExternalIp): RowAction[] => [
      {
        label: 'Copy IP address',
        reads: true,
        onActivate: () => void copyToClipboard(ip.ip, 'IP address'),
      },
      {
        label: 'Detach',
        disabled: (externalIpCan.detach(ip) ? stateReason : "SNAT IPs can't be detached") ?? false,
        onActivate: () => {
          if (!externalIpCan.detach(ip)) return
          const what = ip.kind === 'floating' ? 'floating IP' : 'ephemeral IP'
          const req =
            ip.kind === 'floating'
              ? apiRequest('floatingIpDetach', { path: { floatingIp: ip.id } })
              : apiRequest('instanceEphemeralIpDetach', {
                  path: { instance: sel.instance },
                  query: { project: sel.project, ipVersion: versionOf(ip.ip) },
                })
          confirmAction({
            title: `Detach ${what}`,
            content: (
              <p>
                Are you sure you want to detach{' '}
                {ip.kind === 'floating' ? (
                  <>
                    floating IP <strong className="font-medium text-fg">{ip.name}</strong>
                  </>
                ) : (
                  'this ephemeral IP'
                )}{' '}
                from <strong className="font-medium text-fg">{instance.name}</strong>? Traffic to{' '}
                <span className="font-mono">{ip.ip}</span> then stops reaching it.
              </p>
            ),
            actionType: 'danger',
            actionText: 'Detach',
            errorTitle: `Could not detach ${what}`,
            requests: () => req,
            doAction: async () => {
              if (req.operationId === 'floatingIpDetach') {
                const fip = await detachFloating.mutateAsync(req)
                addToast({
                  content: (
                    <>
                      Floating IP <ToastName>{fip.name}</ToastName> detached
                    </>
                  ),
                })
              } else {
                await detachEphemeral.mutateAsync(req)
                addToast({ content: <>Ephemeral IP {ip.ip} detached</> })
              }
            },
          })
        },
      },
    ],
    [stateReason, instance.name, sel, detachEphemeral, detachFloating],
  )

  const slots = ephemeralSlots(nics, ips, pools.data?.items ?? [])
  const attachable = attachableFloatingIps(floating.data?.items ?? [], nics)
  const ephemeralReason =
    stateReason ??
    (pools.isPending
      ? 'Loading IP pools'
      : pools.isError
        ? 'Could not load the IP pools'
        : slots.disabled)
  const floatingReason =
    stateReason ??
    (floating.isPending
      ? 'Loading floating IPs'
      : floating.isError
        ? 'Could not load the floating IPs'
        : floatingAttachReason(attachable, ips, nics.length > 0))

  return (
    <Card
      title="External IPs"
      description="Addresses the instance is reachable at from outside its VPC"
      actions={
        <>
          <Button
            writes
            variant="secondary"
            size="sm"
            onClick={() => setModal('ephemeral')}
            disabled={!!ephemeralReason}
            disabledReason={ephemeralReason}
          >
            Attach ephemeral IP
          </Button>
          <Button
            writes
            variant="secondary"
            size="sm"
            onClick={() => setModal('floating')}
            disabled={!!floatingReason}
            disabledReason={floatingReason}
          >
            Attach floating IP
          </Button>
        </>
      }
    >
      <RowsTable
        rows={rows}
        columns={columns}
        rowActions={rowActions}
        getId={ipKey}
        copyId={false}
        empty={
          <EmptyState
            title="No external IPs"
            body="Ephemeral and floating IPs you attach are listed here"
          />
        }
      />
      <Suspense fallback={null}>
        {modal === 'ephemeral' && (
          <AttachEphemeralIpModal sel={sel} slots={slots} onDismiss={() => setModal(null)} />
        )}
        {modal === 'floating' && (
          <AttachFloatingIpModal
            sel={sel}
            instance={instance}
            floatingIps={attachable}
            poolName={poolName}
            onDismiss={() => setModal(null)}
          />
        )}
      </Suspense>
    </Card>
  )
}
