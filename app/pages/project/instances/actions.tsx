/**
 * The instance actions of the list's row menu and the detail page's header: start, stop,
 * reboot, resize, serial console, delete. Each is gated by the capability table and says why
 * when it is not allowed; start, stop, reboot and delete confirm first and toast.
 */
import { Suspense, useCallback, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'

import { type Instance } from '~/api/__generated__/Api'
import { apiRequest, sendRequest } from '~/api/api-request'
import { invalidate } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction, confirmDelete } from '~/components/confirm'
import { useWhenIdle } from '~/components/idle-preload'
import { invalidateInstances } from '~/resources/instances/instance-queries'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { type RowAction } from '~/table/row-actions'
import { preloadable } from '~/ui/preloadable'
import { addToast, ToastName } from '~/ui/toast'

/**
 * The resize form (its form library, fields and dialog are a fifth of the list's JavaScript)
 * is not needed to show the list: it loads once the page is idle, or when Resize is chosen.
 */
export const ResizeInstanceModal = preloadable(() =>
  import('./resize-instance-modal').then((m) => m.ResizeInstanceModal),
)

type InstanceActions = {
  start: RowAction
  stop: RowAction
  reboot: RowAction
  resize: RowAction
  serialConsole: RowAction
  delete: RowAction
}

const Name = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

type Options = {
  project: string
  /** After a delete; the detail page leaves for the list. Defaults to refreshing the lists. */
  onDeleted?: (instance: Instance) => void | Promise<void>
  /** Resizing from the list links the toast to the instance. */
  resizeLinksToInstance?: boolean
}

/** Builds the actions of any instance of the project, plus the resize modal to render. */
export function useInstanceActions({
  project,
  onDeleted,
  resizeLinksToInstance = false,
}: Options): {
  actionsFor: (instance: Instance) => InstanceActions
  modal: ReactNode
} {
  const navigate = useNavigate()
  const [resizing, setResizing] = useState<Instance | null>(null)

  const actionsFor = useCallback(
    (instance: Instance): InstanceActions => {
      const name = instance.name
      const params = { path: { instance: name }, query: { project } }
      const ok = (verb: string) => {
        invalidateInstances()
        addToast({
          content: (
            <>
              {verb} instance <ToastName>{name}</ToastName>
            </>
          ),
        })
      }
      /** Start, stop and reboot: confirm, call, then toast and refresh. */
      const runStateAction = (
        action: 'start' | 'stop' | 'reboot',
        o: {
          label: string
          note?: string
          actionType: 'primary' | 'danger'
          errorTitle: string
          endpoint: 'instanceStart' | 'instanceStop' | 'instanceReboot'
          toastVerb: string
        },
      ): RowAction => ({
        label: o.label,
        disabled: instanceDisabledReason(action, instance),
        onActivate: () =>
          confirmAction({
            title: `${o.label} instance`,
            content: (
              <>
                <p>
                  Are you sure you want to {action} <Name>{name}</Name>?
                </p>
                {o.note && <p>{o.note}</p>}
              </>
            ),
            actionType: o.actionType,
            errorTitle: o.errorTitle,
            requests: () => apiRequest(o.endpoint, params),
            doAction: async () => {
              await sendRequest(apiRequest(o.endpoint, params))
              ok(o.toastVerb)
            },
          }),
      })
      return {
        start: runStateAction('start', {
          label: 'Start',
          actionType: 'primary',
          errorTitle: `Error starting instance '${name}'`,
          endpoint: 'instanceStart',
          toastVerb: 'Starting',
        }),
        stop: runStateAction('stop', {
          label: 'Stop',
          note: 'Its disks and IP addresses stay attached; its CPU and memory are released until it starts again.',
          actionType: 'danger',
          errorTitle: `Error stopping ${name}`,
          endpoint: 'instanceStop',
          toastVerb: 'Stopping',
        }),
        reboot: runStateAction('reboot', {
          label: 'Reboot',
          actionType: 'danger',
          errorTitle: `Error rebooting ${name}`,
          endpoint: 'instanceReboot',
          toastVerb: 'Rebooting',
        }),
        resize: {
          label: 'Resize',
          disabled: instanceDisabledReason('resize', instance),
          onActivate: () => setResizing(instance),
        },
        serialConsole: {
          label: 'View serial console',
          reads: true,
          disabled: instanceDisabledReason('serialConsole', instance),
          onActivate: () => navigate(pb.serialConsole({ project, instance: name })),
        },
        delete: {
          label: 'Delete',
          variant: 'danger',
          disabled: instanceDisabledReason('delete', instance),
          onActivate: () =>
            confirmDelete({
              kind: 'instance',
              label: name,
              extraContent: 'Its disks are detached from it and kept.',
              requests: () => apiRequest('instanceDelete', params),
              doDelete: async () => {
                await sendRequest(apiRequest('instanceDelete', params))
                addToast({
                  content: (
                    <>
                      Deleting instance <ToastName>{name}</ToastName>
                    </>
                  ),
                })
                if (onDeleted) await onDeleted(instance)
                void invalidate('instanceList')
                void invalidate('diskList')
                void invalidate('floatingIpList')
                void invalidate('antiAffinityGroupMemberList')
              },
            }),
        },
      }
    },
    [project, navigate, onDeleted],
  )

  useWhenIdle(ResizeInstanceModal.warm)
  const modal = resizing ? (
    <Suspense fallback={null}>
      <ResizeInstanceModal
        instance={resizing}
        project={project}
        linkToInstance={resizeLinksToInstance}
        onDismiss={() => setResizing(null)}
      />
    </Suspense>
  ) : null

  return { actionsFor, modal }
}
