import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type FloatingIp } from '~/api/__generated__/Api'
import { instanceCan } from '~/api/capabilities'
import { invalidate, useApiMutation } from '~/api/client'
import { ListboxField, ModalForm } from '~/components/form'
import { addToast, ToastName } from '~/ui/toast'

import { projectInstances } from './floating-ip-columns'

/** Picks an instance for a free floating IP and says where it will be reachable. */
export function AttachFloatingIpModal({
  project,
  ip,
  onDismiss,
}: {
  project: string
  ip: FloatingIp
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { instance: '' } })
  const chosen = useWatch({ control: form.control, name: 'instance' })
  const instances = useQuery(projectInstances(project))
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess() {
      void invalidate('floatingIpList')
      void invalidate('instanceExternalIpList')
      addToast({
        content: (
          <>
            Floating IP <ToastName>{ip.name}</ToastName> attached
          </>
        ),
      })
      onDismiss()
    },
  })
  const items = (instances.data?.items ?? []).map((i) => ({
    value: i.name,
    label: (
      <span className="flex items-baseline justify-between gap-3">
        <span className="truncate">{i.name}</span>
        <span className="shrink-0 text-xs text-tertiary">{i.runState}</span>
      </span>
    ),
    selectedLabel: i.name,
    // external IPs change only in settled states
    disabled: !instanceCan.changeExternalIps(i),
  }))

  return (
    <ModalForm
      form={form}
      title="Attach floating IP"
      submitLabel="Attach"
      onDismiss={onDismiss}
      onSubmit={({ instance }) =>
        attach.mutate({
          path: { floatingIp: ip.name },
          query: { project },
          body: { kind: 'instance', parent: instance },
        })
      }
      loading={attach.isPending}
      submitError={attach.error ?? instances.error}
    >
      <ListboxField
        name="instance"
        label="Instance"
        control={form.control}
        required
        items={items}
        isLoading={instances.isPending}
        placeholder="Select an instance"
        noItemsPlaceholder="No instances in this project"
        description="Instances that are starting, stopping or being created cannot take it until they settle"
      />
      <p className="text-sm text-secondary">
        {chosen ? (
          <>
            <span className="text-fg">{chosen}</span> will be reachable at{' '}
            <span className="font-mono text-fg">{ip.ip}</span>
          </>
        ) : (
          <>
            The selected instance will be reachable at{' '}
            <span className="font-mono text-fg">{ip.ip}</span>
          </>
        )}
      </p>
    </ModalForm>
  )
}
