import { useForm, useWatch } from 'react-hook-form'

import { type FloatingIp, type Instance } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/client'
import { ListboxField, ModalForm } from '~/components/form'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'

import { type InstanceSelector } from '../../instance-data'
import { invalidateExternalIps } from './networking-queries'

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
  const form = useForm({ defaultValues: { floatingIp: '' } })
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess(fip) {
      invalidateExternalIps()
      addToast({
        content: (
          <>
            IP <ToastName>{fip.name}</ToastName> attached
          </>
        ),
      })
      onDismiss()
    },
  })
  const chosen = useWatch({ control: form.control, name: 'floatingIp' })
  return (
    <ModalForm
      form={form}
      title="Attach floating IP"
      submitLabel="Attach floating IP"
      onDismiss={onDismiss}
      onSubmit={(v) =>
        attach.mutate({
          path: { floatingIp: v.floatingIp },
          query: { project: sel.project },
          body: { kind: 'instance', parent: instance.id },
        })
      }
      loading={attach.isPending}
      submitError={attach.error}
      submitDisabled={chosen ? undefined : 'Select a floating IP'}
    >
      <Message
        variant="info"
        content={
          <>
            Instance <span className="font-medium text-fg">{instance.name}</span> will be reachable
            at the selected IP address.
          </>
        }
      />
      <ListboxField
        name="floatingIp"
        label="Floating IP"
        control={form.control}
        required
        placeholder="Select a floating IP"
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
    </ModalForm>
  )
}
