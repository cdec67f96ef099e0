/* The list page of an attachable address: attach, detach, edit and delete from each row. */
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { attachableCan } from '~/api/capabilities'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import {
  capitalise,
  projectInstances,
  type Attachable,
  type AttachableKind,
  type AttachableOps,
  type AttachModalProps,
} from '~/resources/attachable/attachable-kind'
import { type BulkOptions } from '~/table/bulk-actions'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'

import { FloatingIpIcon } from '../disks/storage-icons'
import { attachableColumns } from './attachable-columns'

// the instance picker (Headless UI) loads when Attach is first chosen; typed as the generic
// component it is (lazy would fix its type parameters)
const AttachModal = lazy(() =>
  import('./attach-modal').then((m) => ({ default: m.AttachModal })),
) as unknown as <R extends Attachable, O extends AttachableOps>(
  props: AttachModalProps<R, O>,
) => ReactNode

/** What the list's loader waits for; pool and instance names fill their cells when they come. */
export async function loadAttachableList<R extends Attachable, O extends AttachableOps>(
  kind: AttachableKind<R, O>,
  project: string,
) {
  void queryClient.prefetchQuery(kind.pools())
  void queryClient.prefetchQuery(projectInstances(project))
  await queryClient.ensureQueryData(kind.page(project))
}

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

const DELETE_ATTACHED = 'Detach it from its instance before deleting it'

type CreateAction = { to: string; label: string; disabledReason?: string }

export function AttachableList<R extends Attachable, O extends AttachableOps>({
  kind,
  project,
  title,
  docs,
  create,
  emptyBody,
  bulk,
}: {
  kind: AttachableKind<R, O>
  project: string
  title: string
  docs: ReactNode
  create: CreateAction
  emptyBody: string
  /** Actions on a selection of rows. */
  bulk?: BulkOptions<R>
}) {
  const navigate = useNavigate()
  const [attaching, setAttaching] = useState<R | null>(null)
  const instances = useQuery(projectInstances(project))
  const columns = useMemo(() => attachableColumns(kind, project), [kind, project])
  const Kind = capitalise(kind.kind)
  useListQuickActions({
    all: kind.all(project),
    create,
    group: `Go to ${kind.kind}`,
    to: (r) => kind.editPath(project, r.name),
  })

  const { mutateAsync: detach } = useApiMutation(kind.ops.detach, {
    onSuccess() {
      void invalidate(kind.ops.list)
      void invalidate(kind.ops.instanceList)
    },
  })
  const remove = useDeleteAction(kind.ops.delete, {
    kind: kind.kind,
    label: (r: R) => r.name,
    params: (r) => kind.ref(project, r.name),
    invalidates: [kind.ops.list],
  })

  const rowActions = (row: R): RowAction[] => {
    const instance = instances.data?.items.find((i) => i.id === row.instanceId)?.name
    const detachRequest = () => apiRequest(kind.ops.detach, kind.ref(project, row.name))
    const attachOrDetach: RowAction = attachableCan.detach(row)
      ? {
          label: 'Detach',
          onActivate: () =>
            confirmAction({
              title: `Detach ${kind.kind}`,
              content: (
                <p>
                  Are you sure you want to detach <Strong>{row.name}</Strong> from{' '}
                  {instance ? <Strong>{instance}</Strong> : 'its instance'}?{' '}
                  {kind.detachWords.before}
                  <Strong>{kind.address(row)}</Strong>
                  {kind.detachWords.after}
                </p>
              ),
              actionType: 'danger',
              actionText: 'Detach',
              errorTitle: `Could not detach ${kind.kind}`,
              requests: detachRequest,
              doAction: async () => {
                await detach(detachRequest())
                addToast({
                  content: (
                    <>
                      {Kind} <ToastName>{row.name}</ToastName> detached
                    </>
                  ),
                })
              },
            }),
        }
      : { label: 'Attach', onActivate: () => setAttaching(row) }
    return [
      {
        label: 'Edit',
        onActivate() {
          // the form opens at once from the row
          queryClient.setQueryData(kind.view(project, row.name).queryKey, row)
          void navigate(kind.editPath(project, row.name))
        },
      },
      attachOrDetach,
      { ...remove(row), disabled: attachableCan.delete(row) ? false : DELETE_ATTACHED },
    ]
  }

  return (
    <ListPage
      title={title}
      icon={FloatingIpIcon}
      docs={docs}
      create={create}
      empty={{ title: `No ${kind.kind}s`, body: emptyBody }}
      query={(t) => kind.page(project, t)}
      columns={columns}
      bulk={bulk}
      rowActions={rowActions}
    >
      {attaching && (
        <Suspense fallback={null}>
          <AttachModal
            kind={kind}
            project={project}
            row={attaching}
            onDismiss={() => setAttaching(null)}
          />
        </Suspense>
      )}
    </ListPage>
  )
}
