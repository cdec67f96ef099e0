import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type FloatingIp } from '~/api/__generated__/Api'
import { invalidate, q, qAll, qList, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { ListPage, useListQuickActions } from '~/components/list-page'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useDeleteAction } from '~/table/delete-action'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'
import { unlessRole, useMyRole } from '~/pages/access/my-role'

import { FloatingIpIcon } from '../disks/storage-icons'
import { floatingIpColumns, projectInstances, siloPools } from './floating-ip-columns'

// the instance picker (Headless UI) loads when Attach is first chosen
const AttachFloatingIpModal = lazy(() =>
  import('./attach-floating-ip').then((m) => ({ default: m.AttachFloatingIpModal })),
)

const floatingIpPage = (project: string, pageToken?: string) =>
  qList('floatingIpList', { query: { project } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  // pool and instance names fill their cells when they come
  void queryClient.prefetchQuery(siloPools())
  void queryClient.prefetchQuery(projectInstances(project))
  await queryClient.ensureQueryData(floatingIpPage(project))
  return null
}

export const handle: RouteHandle = {
  crumb: 'Floating IPs',
  crumbPath: (params) => pb.floatingIps(projectSelector(params)),
}

const docs = (
  <DocsPopover
    heading="Floating IPs"
    summary="A floating IP is an address of your own, kept by the project: attach it to an instance, move it to another, and it stays the same."
    links={[
      { href: 'https://docs.oxide.computer/guides/managing-floating-ips', label: 'Floating IPs' },
    ]}
  />
)

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

const DELETE_ATTACHED = 'Detach it from its instance before deleting it'

/** The project's floating IPs: attach, detach, edit and delete from each row. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const instances = useQuery(projectInstances(project))
  const columns = useMemo(() => floatingIpColumns(project), [project])
  const role = useMyRole(project)
  const create = {
    to: pb.floatingIpsNew({ project }),
    label: 'New floating IP',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating floating IPs',
    ),
  }
  useListQuickActions({
    all: qAll('floatingIpList', { query: { project } }),
    create,
    group: 'Go to floating IP',
    to: (f) => pb.floatingIpEdit({ project, floatingIp: f.name }),
  })

  const { mutateAsync: detach } = useApiMutation('floatingIpDetach', {
    onSuccess() {
      void invalidate('floatingIpList')
      void invalidate('instanceExternalIpList')
    },
  })
  const remove = useDeleteAction('floatingIpDelete', {
    kind: 'floating IP',
    label: (f: FloatingIp) => f.name,
    params: (f) => ({ path: { floatingIp: f.name }, query: { project } }),
    invalidates: ['floatingIpList'],
  })

  const rowActions = (ip: FloatingIp): RowAction[] => {
    const instance = instances.data?.items.find((i) => i.id === ip.instanceId)?.name
    const attachOrDetach: RowAction = ip.instanceId
      ? {
          label: 'Detach',
          onActivate: () =>
            confirmAction({
              title: 'Detach floating IP',
              content: (
                <p>
                  Are you sure you want to detach <Strong>{ip.name}</Strong> from{' '}
                  {instance ? <Strong>{instance}</Strong> : 'its instance'}? It will no longer be
                  reachable at <Strong>{ip.ip}</Strong>.
                </p>
              ),
              actionType: 'danger',
              actionText: 'Detach',
              errorTitle: 'Could not detach floating IP',
              doAction: async () => {
                await detach({ path: { floatingIp: ip.name }, query: { project } })
                addToast({
                  content: (
                    <>
                      Floating IP <ToastName>{ip.name}</ToastName> detached
                    </>
                  ),
                })
              },
            }),
        }
      : { label: 'Attach', onActivate: () => setAttaching(ip) }
    return [
      {
        label: 'Edit',
        onActivate() {
          // the form opens at once from the row
          queryClient.setQueryData(
            q('floatingIpView', { path: { floatingIp: ip.name }, query: { project } }).queryKey,
            ip,
          )
          navigate(pb.floatingIpEdit({ project, floatingIp: ip.name }))
        },
      },
      attachOrDetach,
      { ...remove(ip), disabled: ip.instanceId ? DELETE_ATTACHED : false },
    ]
  }

  return (
    <ListPage
      title="Floating IPs"
      icon={FloatingIpIcon}
      docs={docs}
      create={create}
      empty={{
        title: 'No floating IPs',
        body: 'Reserve an address for the project, then attach it to an instance',
      }}
      query={(t) => floatingIpPage(project, t)}
      columns={columns}
      rowActions={rowActions}
    >
      {attaching && (
        <Suspense fallback={null}>
          <AttachFloatingIpModal
            project={project}
            ip={attaching}
            onDismiss={() => setAttaching(null)}
          />
        </Suspense>
      )}
    </ListPage>
  )
}
