import { Outlet } from 'react-router'

import { type BfdSessionEnable, type BfdStatus } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { mono, rackNetDocs, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { bfdStatus, bgpStatus } from '~/resources/rack-networking/rack-net-queries'
import { BfdStateBadge } from '~/resources/rack-networking/session-status'
import { RowActionsMenu } from '~/table/row-actions'
import { SimpleTable } from '~/table/simple-table'
import { EmptyState } from '~/ui/empty-state'
import { Message } from '~/ui/message'
import { PageHeader } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

export async function loader() {
  void queryClient.prefetchQuery(bgpStatus)
  await queryClient.ensureQueryData(bfdStatus)
  return null
}

export const handle: RouteHandle = { crumb: 'BFD', crumbPath: pb.bfd() }

const docs = rackNetDocs(
  'BFD',
  'Bidirectional forwarding detection notices a dead link to a peer in a fraction of a second, so BGP withdraws its routes at once instead of waiting for the hold timer.',
)

const enableBody = (s: BfdStatus): BfdSessionEnable => ({
  switchSlot: s.switchSlot,
  remote: s.peer,
  local: s.local ?? null,
  mode: s.mode,
  detectionThreshold: s.detectionThreshold,
  requiredRx: s.requiredRx,
})

/** The switches' BFD sessions with their peers; a session can be disabled or re-enabled. */
export function Component() {
  const sessions = usePrefetchedQuery(bfdStatus)
  const refresh = () => invalidate('networkingBfdStatus')
  const disable = useApiMutation('networkingBfdDisable', { onSuccess: refresh })
  const enable = useApiMutation('networkingBfdEnable', { onSuccess: refresh })

  const confirmDisable = (s: BfdStatus) => {
    const req = apiRequest('networkingBfdDisable', {
      body: { switchSlot: s.switchSlot, remote: s.peer },
    })
    confirmAction({
      requests: () => req,
      title: 'Disable BFD session',
      content: (
        <div className="space-y-3">
          <p>
            Disable the BFD session with <strong className="font-medium text-fg">{s.peer}</strong>{' '}
            on {s.switchSlot}?
          </p>
          {s.state === 'up' && (
            <Message
              variant="notice"
              content="This session is up. Without BFD, a failed link to this peer is noticed only when the BGP hold timer runs out, and traffic is dropped until then."
            />
          )}
        </div>
      ),
      actionType: 'danger',
      actionText: 'Disable',
      errorTitle: 'Could not disable BFD session',
      doAction: async () => {
        await disable.mutateAsync(req)
        addToast({
          content: (
            <>
              BFD session with <ToastName>{s.peer}</ToastName> disabled
            </>
          ),
        })
      },
    })
  }

  const confirmRestart = (s: BfdStatus) => {
    const req = apiRequest('networkingBfdEnable', { body: enableBody(s) })
    confirmAction({
      requests: () => req,
      title: 'Re-enable BFD session',
      content: (
        <div className="space-y-3">
          <p>
            Enable the session with <strong className="font-medium text-fg">{s.peer}</strong> on{' '}
            {s.switchSlot} again with the same settings? The switch restarts it from down.
          </p>
        </div>
      ),
      actionType: 'primary',
      actionText: 'Enable',
      errorTitle: 'Could not enable BFD session',
      doAction: async () => {
        await enable.mutateAsync(req)
        addToast({
          content: (
            <>
              BFD session with <ToastName>{s.peer}</ToastName> enabled
            </>
          ),
        })
      },
    })
  }

  return (
    <>
      <PageHeader title="BFD" icon={<RackNetIcon size={20} />} adornment={docs} />
      <div className="mb-3 flex justify-end">
        <CreateLink to={pb.bfdNew()} label="Enable session" />
      </div>
      {sessions.length === 0 ? (
        <EmptyState
          icon={<RackNetIcon />}
          title="No BFD sessions"
          body="Enable a session with a peer to see it here"
        />
      ) : (
        <SimpleTable
          label="BFD sessions"
          headers={[
            'switch',
            'peer',
            'local address',
            'mode',
            'required rx',
            'detection threshold',
            'state',
            '',
          ]}
          rows={sessions.map((s) => ({
            key: `${s.switchSlot}-${s.peer}`,
            cells: [
              s.switchSlot,
              mono(s.peer),
              s.local ? mono(s.local) : <span className="text-quaternary">unspecified</span>,
              s.mode === 'single_hop' ? 'single hop' : 'multi hop',
              `${s.requiredRx / 1000} ms`,
              s.detectionThreshold,
              <BfdStateBadge key="s" state={s.state} />,
              <RowActionsMenu
                key="m"
                label={`Actions for the session with ${s.peer} on ${s.switchSlot}`}
                actions={[
                  { label: 'Re-enable', onActivate: () => confirmRestart(s) },
                  { label: 'Disable', variant: 'danger', onActivate: () => confirmDisable(s) },
                ]}
              />,
            ],
          }))}
        />
      )}
      <Outlet />
    </>
  )
}
