import { type FloatingIp, type Instance } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { ToastName } from '~/ui/toast'

import { AttachIpModal, ipAttached } from './attach-ip-modal'

/** The request the modal sends. */
export const floatingIpAttachRequest = (floatingIp: string, project: string, instanceId: string) =>
  apiRequest('floatingIpAttach', {
    path: { floatingIp },
    query: { project },
    body: { kind: 'instance', parent: instanceId },
  })

/** "Attach floating IP": one of the project's unattached floating IPs of a fitting version. */
export function AttachFloatingIpModal({
  sel,
  instance,
  floatingIps,
  poolName,
  onDismiss,
}: {
  sel: InstanceSelector
  instance: Instance
  floatingIps: FloatingIp[]
  poolName: (id: string) => string | undefined
  onDismiss: () => void
}) {
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: (fip) =>
      ipAttached(
        <>
          IP <ToastName>{fip.name}</ToastName> attached
        </>,
        onDismiss,
      ),
  })
  return (
    <AttachIpModal
      title="Attach floating IP"
      submitLabel="Attach floating IP"
      name="floatingIp"
      label="Floating IP"
      placeholder="Select a floating IP"
      info={
        <>
          The selected floating IP will route to instance{' '}
          <span className="font-medium text-fg">{instance.name}</span>.
        </>
      }
      onDismiss={onDismiss}
      onSubmit={(floatingIp) =>
        attach.mutate(floatingIpAttachRequest(floatingIp, sel.project, instance.id))
      }
      request={(floatingIp) => floatingIpAttachRequest(floatingIp, sel.project, instance.id)}
      loading={attach.isPending}
      submitError={attach.error}
      disabledReason={(chosen) => (chosen ? undefined : 'Select a floating IP')}
      items={floatingIps.map((f) => ({
        value: f.name,
        selectedLabel: `${f.name} (${f.ip})`,
        label: (
          <span className="block min-w-0">
            <span className="block truncate">{f.name}</span>
            <span className="block truncate text-xs text-tertiary">
              <span className="font-mono">{f.ip}</span>
              {' · '}
              {poolName(f.ipPoolId) ?? 'unknown pool'}
              {f.description && ` · ${f.description}`}
            </span>
          </span>
        ),
      }))}
    />
  )
}
