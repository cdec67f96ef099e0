import { type ExternalSubnet, type Instance } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { invalidateExternalSubnets } from '~/resources/instances/networking-queries'
import { addToast, ToastName } from '~/ui/toast'

import { AttachIpModal } from './attach-ip-modal'

/** The request the modal sends. */
export const externalSubnetAttachRequest = (
  externalSubnet: string,
  project: string,
  instanceId: string,
) =>
  apiRequest('externalSubnetAttach', {
    path: { externalSubnet },
    query: { project },
    body: { instance: instanceId },
  })

/** "Attach external subnet": one of the project's subnets that no instance has. */
export function AttachExternalSubnetModal({
  sel,
  instance,
  subnets,
  onDismiss,
}: {
  sel: InstanceSelector
  instance: Instance
  subnets: ExternalSubnet[]
  onDismiss: () => void
}) {
  const attach = useApiMutation('externalSubnetAttach', {
    onSuccess(s) {
      invalidateExternalSubnets()
      addToast({
        content: (
          <>
            External subnet <ToastName>{s.name}</ToastName> attached
          </>
        ),
      })
      onDismiss()
    },
  })
  return (
    <AttachIpModal
      title="Attach external subnet"
      submitLabel="Attach"
      name="externalSubnet"
      label="External subnet"
      placeholder="Select an external subnet"
      info={
        <>
          Traffic for the selected subnet will be routed to instance{' '}
          <span className="font-medium text-fg">{instance.name}</span>.
        </>
      }
      onDismiss={onDismiss}
      onSubmit={(externalSubnet) =>
        attach.mutate(externalSubnetAttachRequest(externalSubnet, sel.project, instance.id))
      }
      request={(externalSubnet) =>
        externalSubnetAttachRequest(externalSubnet, sel.project, instance.id)
      }
      loading={attach.isPending}
      submitError={attach.error}
      disabledReason={(chosen) => (chosen ? undefined : 'Select an external subnet')}
      items={subnets.map((s) => ({
        value: s.name,
        selectedLabel: `${s.name} (${s.subnet})`,
        label: (
          <span className="block min-w-0">
            <span className="block truncate">{s.name}</span>
            <span className="block truncate text-xs text-tertiary">
              <span className="font-mono">{s.subnet}</span>
              {s.description && ` · ${s.description}`}
            </span>
          </span>
        ),
      }))}
    />
  )
}
