import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

import {
  type PhysicalDiskAdoptionRequest,
  type PhysicalDiskManufacturerIdentity,
  type RackMembershipStatus,
  type UnadoptedPhysicalDisk,
  type UninitializedSled,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { rackMembershipCan } from '~/api/capabilities'
import { invalidate, q, qList, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { StateBadge } from '~/components/state-badge'
import { formatDateTime } from '~/table/columns'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { addToast } from '~/ui/toast'
import { middleTruncate } from '~/ui/truncate'

/** How often the inventory looks again while hardware is joining. */
const HARDWARE_POLL_MS = 1500

export const rackPage = (pageToken?: string) => qList('rackList', {}, pageToken)
const uninitializedPage = () => qList('sledListUninitialized', {})
const unadoptedPage = () => qList('physicalDiskListUnadopted', {})
const adoptionRequestPage = () => qList('physicalDiskListAdoptionRequests', {})
export const membershipQuery = (rackId: string) =>
  q('rackMembershipStatus', { path: { rackId }, query: {} })

const pollMembership = (query: { state: { data: RackMembershipStatus | undefined } }) =>
  query.state.data && rackMembershipCan.abort(query.state.data) ? HARDWARE_POLL_MS : false

const MEMBERSHIP_COLOR = { in_progress: 'info', committed: 'default', aborted: 'warning' } as const

export const MembershipBadge = ({ status }: { status: RackMembershipStatus }) => (
  <StateBadge
    state={status.state}
    color={MEMBERSHIP_COLOR[status.state]}
    transitional={status.state === 'in_progress'}
  />
)

const th = 'py-1 pr-3 font-medium'
const td = 'py-1.5 pr-3'

/**
 * A rack's latest membership change, refreshing while it is in progress (with Abort); when it
 * commits, the sled lists are read again, since the new sleds have moved between them.
 */
export function MembershipStatus({ rackId }: { rackId: string }) {
  const { data: status } = useQuery({ ...membershipQuery(rackId), refetchInterval: pollMembership })
  const last = useRef(status?.state)
  useEffect(() => {
    if (last.current === 'in_progress' && status?.state === 'committed') {
      void invalidate('sledList')
      void invalidate('sledListUninitialized')
      void invalidate('physicalDiskListUnadopted')
      addToast({ content: `Rack membership version ${status.version} committed` })
    }
    last.current = status?.state
  }, [status?.state, status?.version])
  const abort = useApiMutation('rackMembershipAbort', {
    onSuccess: () => invalidate('rackMembershipStatus'),
  })
  if (!status) return null
  const pending = status.unacknowledgedMembers.map((m) => m.serialNumber)
  return (
    <div
      role="status"
      aria-label="Rack membership"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-line px-3 py-2"
    >
      <span className="text-tertiary">Rack membership</span>
      <span>version {status.version}</span>
      <MembershipBadge status={status} />
      <span className="text-tertiary">
        {status.members.length} members
        {pending.length > 0 && `, waiting for ${pending.join(', ')} to acknowledge`}
      </span>
      {status.state === 'committed' && status.timeCommitted && (
        <span className="text-tertiary">committed {formatDateTime(status.timeCommitted)}</span>
      )}
      {status.state === 'aborted' && status.timeAborted && (
        <span className="text-tertiary">aborted {formatDateTime(status.timeAborted)}</span>
      )}
      {rackMembershipCan.abort(status) && (
        <Button
          writes
          size="sm"
          variant="secondary"
          className="ml-auto"
          onClick={() => {
            const req = apiRequest('rackMembershipAbort', { path: { rackId } })
            confirmAction({
              requests: () => req,
              title: 'Abort membership change',
              actionType: 'danger',
              actionText: 'Abort change',
              errorTitle: 'Could not abort the change',
              content: (
                <p>
                  Stop adding {pending.join(', ')} to the rack. The rack keeps its membership of
                  version {status.version - 1}; the sleds stay uninitialized and can be added again
                  later.
                </p>
              ),
              doAction: () => abort.mutateAsync(req),
            })
          }}
        >
          Abort
        </Button>
      )}
    </div>
  )
}

/** Sleds cabled into a rack that are not members yet, each with "Add sled". */
export function UninitializedSleds() {
  const { data } = useQuery(uninitializedPage())
  const racks = useQuery(rackPage())
  const rackId = racks.data?.items[0]?.id
  const membership = useQuery({ ...membershipQuery(rackId ?? ''), enabled: !!rackId })
  const add = useApiMutation('rackMembershipAddSleds', {
    onSuccess: () => invalidate('rackMembershipStatus'),
  })
  const sleds = data?.items ?? []
  const busyReason =
    membership.data && !rackMembershipCan.addSleds(membership.data)
      ? 'Wait until the membership change in progress commits, or abort it'
      : undefined

  const confirmAdd = (s: UninitializedSled) => {
    const req = apiRequest('rackMembershipAddSleds', {
      path: { rackId: s.rackId },
      body: {
        sledIds: [{ partNumber: s.baseboard.part, serialNumber: s.baseboard.serial }],
      },
    })
    confirmAction({
      requests: () => req,
      title: 'Add sled',
      actionType: 'primary',
      actionText: 'Add sled',
      errorTitle: 'Could not add sled',
      content: (
        <>
          <p>
            Add sled <strong className="font-medium text-fg">{s.baseboard.serial}</strong> (cubby{' '}
            {s.cubby}) to rack <span className="font-mono text-xs">{s.rackId}</span>?
          </p>
          <p className="mt-2">
            The rack starts a membership change that includes the sled. Once every member has
            acknowledged it, the sled is initialized, appears in the sled list and can run new
            instances; its disks then wait to be adopted. Until then you can abort the change.
          </p>
        </>
      ),
      doAction: () => add.mutateAsync(req),
    })
  }

  return (
    <Card
      title="Uninitialized sleds"
      description="Sleds cabled into the rack that are not yet part of it"
      className="mt-8"
    >
      <div className="space-y-3">
        {rackId && <MembershipStatus rackId={rackId} />}
        {!data ? null : sleds.length === 0 ? (
          <p>Every sled in the rack is initialized.</p>
        ) : (
          <table aria-label="Uninitialized sleds" className="w-full text-left text-sm">
            <thead className="text-xs text-tertiary">
              <tr>
                <th scope="col" className={th}>
                  Serial
                </th>
                <th scope="col" className={th}>
                  Part
                </th>
                <th scope="col" className={th}>
                  Revision
                </th>
                <th scope="col" className={th}>
                  Cubby
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {sleds.map((s) => (
                <tr key={`${s.rackId}:${s.cubby}`}>
                  <td className={`${td} text-fg`}>{s.baseboard.serial}</td>
                  <td className={td}>{s.baseboard.part}</td>
                  <td className={td}>{s.baseboard.revision}</td>
                  <td className={td}>{s.cubby}</td>
                  <td className="py-1.5 text-right">
                    <Button
                      writes
                      size="sm"
                      variant="secondary"
                      aria-label={`Add sled ${s.baseboard.serial}`}
                      disabled={!!busyReason}
                      disabledReason={busyReason}
                      onClick={() => confirmAdd(s)}
                    >
                      Add sled
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  )
}

const sameDisk = (a: PhysicalDiskManufacturerIdentity, b: PhysicalDiskManufacturerIdentity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/**
 * Disks a sled has found that the control plane has not adopted, with Adopt and, while a
 * request waits, Cancel adoption. Polls only while a request is pending.
 */
export function UnadoptedDisks() {
  const requests = useQuery({
    ...adoptionRequestPage(),
    refetchInterval: (query) => (query.state.data?.items.length ? HARDWARE_POLL_MS : false),
  })
  const pendingCount = requests.data?.items.length ?? 0
  const unadopted = useQuery({
    ...unadoptedPage(),
    refetchInterval: pendingCount ? HARDWARE_POLL_MS : false,
  })
  // a request that ends (its disk adopted) may do so between two polls of the list, and the
  // list stops polling with the last request: read it once more then, or it keeps the disk
  const lastPending = useRef(pendingCount)
  useEffect(() => {
    if (pendingCount < lastPending.current) void invalidate('physicalDiskListUnadopted')
    lastPending.current = pendingCount
  }, [pendingCount])
  // an adopted disk leaves this list for the physical disks above
  const lastCount = useRef(unadopted.data?.items.length)
  useEffect(() => {
    const count = unadopted.data?.items.length
    if (lastCount.current !== undefined && count !== undefined && count < lastCount.current) {
      void invalidate('physicalDiskList')
    }
    lastCount.current = count
  }, [unadopted.data?.items.length])

  const adopt = useApiMutation('physicalDiskEnableAdoption', {
    onSuccess() {
      void invalidate('physicalDiskListAdoptionRequests')
      addToast({ content: 'Adoption requested' })
    },
  })
  const cancel = useApiMutation('physicalDiskDisableAdoption', {
    onSuccess() {
      void invalidate('physicalDiskListAdoptionRequests')
      addToast({ content: 'Adoption cancelled' })
    },
  })
  const requestFor = (d: UnadoptedPhysicalDisk): PhysicalDiskAdoptionRequest | undefined =>
    requests.data?.items.find((r) => sameDisk(r.diskId, d.diskId))
  const disks = unadopted.data?.items ?? []

  const confirmAdopt = (d: UnadoptedPhysicalDisk) => {
    const req = apiRequest('physicalDiskEnableAdoption', { body: d.diskId })
    confirmAction({
      requests: () => req,
      title: 'Adopt disk',
      actionType: 'primary',
      actionText: 'Adopt',
      errorTitle: 'Could not adopt disk',
      content: (
        <p>
          Adopt disk <strong className="font-medium text-fg">{d.diskId.serial}</strong> (
          {d.diskId.vendor} {d.diskId.model}, slot {d.slot})? The control plane takes it into
          service: it is formatted and its space is used for instance disks and snapshots. Any data
          on it is lost.
        </p>
      ),
      doAction: () => adopt.mutateAsync(req),
    })
  }

  return (
    <Card
      title="Disks waiting for adoption"
      description="Disks found in a sled that are not yet in service"
      className="mt-8"
    >
      {!unadopted.data ? null : disks.length === 0 ? (
        <p>No disk is waiting for adoption.</p>
      ) : (
        // seven columns scroll in their frame on a phone rather than widen the page
        <div className="overflow-x-auto">
          <table aria-label="Unadopted disks" className="w-full text-left text-sm">
            <thead className="text-xs text-tertiary">
              <tr>
                {['Serial', 'Vendor', 'Model', 'Form factor', 'Sled', 'Slot', 'Status'].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {disks.map((d) => {
                const request = requestFor(d)
                return (
                  <tr key={`${d.diskId.vendor}:${d.diskId.model}:${d.diskId.serial}`}>
                    <td className={`${td} text-fg`}>{d.diskId.serial}</td>
                    <td className={td}>{d.diskId.vendor}</td>
                    <td className={td}>{d.diskId.model}</td>
                    <td className={td}>{d.variant === 'u2' ? 'U.2' : 'M.2'}</td>
                    <td className={td}>
                      <Link
                        to={pb.sledInstances({ sledId: d.sledId })}
                        title={d.sledId}
                        className="font-mono text-xs underline-offset-2 hover:text-fg hover:underline"
                      >
                        {middleTruncate(d.sledId, 14)}
                      </Link>
                    </td>
                    <td className={td}>{d.slot}</td>
                    <td className={td}>
                      {request ? (
                        <StateBadge state="adoption requested" color="info" transitional />
                      ) : (
                        <StateBadge state="not adopted" color="neutral" />
                      )}
                    </td>
                    <td className="py-1.5 text-right whitespace-nowrap">
                      {request ? (
                        <Button
                          writes
                          size="sm"
                          variant="ghost"
                          aria-label={`Cancel adoption of ${d.diskId.serial}`}
                          loading={cancel.isPending}
                          onClick={() =>
                            cancel.mutate({ path: { physicalDiskAdoptionReqId: request.id } })
                          }
                        >
                          Cancel adoption
                        </Button>
                      ) : (
                        <Button
                          writes
                          size="sm"
                          variant="secondary"
                          aria-label={`Adopt ${d.diskId.serial}`}
                          onClick={() => confirmAdopt(d)}
                        >
                          Adopt
                        </Button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
