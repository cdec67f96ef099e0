import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type ExternalSubnet } from '~/api/__generated__/Api'
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

import { FloatingIpIcon } from '../disks/storage-icons'
import { externalSubnetColumns, projectInstances, siloSubnetPools } from './external-subnet-columns'

// the instance picker (Headless UI) loads when Attach is first chosen
const AttachExternalSubnetModal = lazy(() =>
  import('./attach-external-subnet').then((m) => ({ default: m.AttachExternalSubnetModal })),
)

const externalSubnetPage = (project: string, pageToken?: string) =>
  qList('externalSubnetList', { query: { project } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  // pool and instance names fill their cells when they come
  void queryClient.prefetchQuery(siloSubnetPools())
  void queryClient.prefetchQuery(projectInstances(project))
  await queryClient.ensureQueryData(externalSubnetPage(project))
  return null
}

export const handle: RouteHandle = {
  crumb: 'External Subnets',
  crumbPath: (params) => pb.externalSubnets(projectSelector(params)),
}

const docs = (
  <DocsPopover
    heading="External subnets"
    summary="An external subnet is a block of public addresses the project takes from a subnet pool and routes to one instance, which answers on every address of the block."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/managing-floating-ips',
        label: 'External addresses',
      },
    ]}
  />
)

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

const DELETE_ATTACHED = 'Detach it from its instance before deleting it'

/** The project's external subnets: attach, detach, edit and delete from each row. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
  const instances = useQuery(projectInstances(project))
  const columns = useMemo(() => externalSubnetColumns(project), [project])
  const create = { to: pb.externalSubnetsNew({ project }), label: 'New external subnet' }
  useListQuickActions({
    all: qAll('externalSubnetList', { query: { project } }),
    create,
    group: 'Go to external subnet',
    to: (s) => pb.externalSubnetEdit({ project, externalSubnet: s.name }),
  })

  const { mutateAsync: detach } = useApiMutation('externalSubnetDetach', {
    onSuccess() {
      void invalidate('externalSubnetList')
      void invalidate('instanceExternalSubnetList')
    },
  })
  const remove = useDeleteAction('externalSubnetDelete', {
    kind: 'external subnet',
    label: (s: ExternalSubnet) => s.name,
    params: (s) => ({ path: { externalSubnet: s.name }, query: { project } }),
    invalidates: ['externalSubnetList'],
  })

  const rowActions = (sub: ExternalSubnet): RowAction[] => {
    const instance = instances.data?.items.find((i) => i.id === sub.instanceId)?.name
    const attachOrDetach: RowAction = sub.instanceId
      ? {
          label: 'Detach',
          onActivate: () =>
            confirmAction({
              title: 'Detach external subnet',
              content: (
                <p>
                  Are you sure you want to detach <Strong>{sub.name}</Strong> from{' '}
                  {instance ? <Strong>{instance}</Strong> : 'its instance'}? Traffic for{' '}
                  <Strong>{sub.subnet}</Strong> will no longer reach it. The project keeps the
                  subnet.
                </p>
              ),
              actionType: 'danger',
              actionText: 'Detach',
              errorTitle: 'Could not detach external subnet',
              doAction: async () => {
                await detach({ path: { externalSubnet: sub.name }, query: { project } })
                addToast({
                  content: (
                    <>
                      External subnet <ToastName>{sub.name}</ToastName> detached
                    </>
                  ),
                })
              },
            }),
        }
      : { label: 'Attach', onActivate: () => setAttaching(sub) }
    return [
      {
        label: 'Edit',
        onActivate() {
          // the form opens at once from the row
          queryClient.setQueryData(
            q('externalSubnetView', { path: { externalSubnet: sub.name }, query: { project } })
              .queryKey,
            sub,
          )
          navigate(pb.externalSubnetEdit({ project, externalSubnet: sub.name }))
        },
      },
      attachOrDetach,
      { ...remove(sub), disabled: sub.instanceId ? DELETE_ATTACHED : false },
    ]
  }

  return (
    <ListPage
      title="External Subnets"
      icon={FloatingIpIcon}
      docs={docs}
      create={create}
      empty={{
        title: 'No external subnets',
        body: 'Take a block of public addresses from a subnet pool, then attach it to an instance',
      }}
      query={(t) => externalSubnetPage(project, t)}
      columns={columns}
      rowActions={rowActions}
    >
      {attaching && (
        <Suspense fallback={null}>
          <AttachExternalSubnetModal
            project={project}
            subnet={attaching}
            onDismiss={() => setAttaching(null)}
          />
        </Suspense>
      )}
    </ListPage>
  )
}
