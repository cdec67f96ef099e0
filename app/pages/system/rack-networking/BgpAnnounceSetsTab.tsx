import { useQueries } from '@tanstack/react-query'
import { Outlet, useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { TabHeading } from '~/components/tab-heading'
import { mono, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { announcements, announceSets } from '~/resources/rack-networking/rack-net-queries'
import { SimpleTable } from '~/table/simple-table'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { Spinner } from '~/ui/spinner'
import { addToast, ToastName } from '~/ui/toast'

export async function loader() {
  const sets = await queryClient.ensureQueryData(announceSets)
  // each set's table renders with its rows: no spinner between the list and its contents
  await Promise.all(sets.map((s) => queryClient.ensureQueryData(announcements(s.name))))
  return null
}

export const handle: RouteHandle = { crumb: 'Announce sets', crumbPath: pb.bgpAnnounceSets() }

/** The named sets of prefixes a BGP configuration announces, each with its networks. */
export function Component() {
  const navigate = useNavigate()
  const sets = usePrefetchedQuery(announceSets)
  const lists = useQueries({
    queries: sets.map((s) => ({ ...announcements(s.name), throwOnError: false })),
  })
  const del = useApiMutation('networkingBgpAnnounceSetDelete', {
    onSuccess: () => invalidate('networkingBgpAnnounceSetList'),
  })
  const create = pb.bgpAnnounceSetsNew()
  const header = (
    <TabHeading title="Announce sets" create={{ to: create, label: 'New announce set' }} />
  )
  if (sets.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<RackNetIcon />}
          title="No announce sets"
          body="An announce set lists the prefixes a BGP configuration advertises"
          action={<CreateLink to={create} label="New announce set" variant="ghost" />}
        />
        <Outlet />
      </>
    )
  }
  return (
    <>
      {header}
      <div className="space-y-8">
        {sets.map((set, i) => {
          const list = lists[i]
          return (
            <section key={set.id} className="space-y-3">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <h3 className="text-base font-medium text-fg">{set.name}</h3>
                  {set.description && <p className="text-sm text-tertiary">{set.description}</p>}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    writes
                    size="sm"
                    variant="ghost"
                    onClick={() => navigate(pb.bgpAnnounceSetEdit({ announceSet: set.name }))}
                  >
                    Edit {set.name}
                  </Button>
                  <Button
                    writes
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      const req = apiRequest('networkingBgpAnnounceSetDelete', {
                        path: { announceSet: set.name },
                      })
                      confirmAction({
                        requests: () => req,
                        title: 'Delete announce set',
                        content: (
                          <div className="space-y-3">
                            <p>
                              Are you sure you want to delete{' '}
                              <strong className="font-medium text-fg">{set.name}</strong>? The API
                              refuses while a BGP config announces it.
                            </p>
                          </div>
                        ),
                        actionType: 'danger',
                        actionText: 'Confirm',
                        errorTitle: 'Could not delete announce set',
                        doAction: async () => {
                          await del.mutateAsync(req)
                          addToast({
                            content: (
                              <>
                                Announce set <ToastName>{set.name}</ToastName> deleted
                              </>
                            ),
                          })
                        },
                      })
                    }}
                  >
                    Delete {set.name}
                  </Button>
                </div>
              </div>
              {list?.isPending ? (
                <Spinner label={`Loading announcements of ${set.name}`} />
              ) : (
                <SimpleTable
                  label={`Announcements of ${set.name}`}
                  headers={['network', 'address lot block']}
                  empty="Announces nothing"
                  rows={(list?.data ?? []).map((a) => ({
                    key: a.network,
                    cells: [mono(a.network), mono(a.addressLotBlockId)],
                  }))}
                />
              )}
            </section>
          )
        })}
      </div>
      <Outlet />
    </>
  )
}
