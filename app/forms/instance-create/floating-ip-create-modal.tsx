/**
 * "Create a floating IP" over the instance create form: the floating IP create form's fields
 * (floating-ip-fields.tsx) in a side modal of its own, so what the user typed in the instance
 * form stays. The new IP joins the form's list of floating IPs and is handed back to be
 * attached. Loaded when first wanted (section-networking.tsx).
 */
import { useForm } from 'react-hook-form'

import { type FloatingIp, type IpVersion, type SiloIpPool } from '~/api/__generated__/Api'
import { invalidate, qAll, queryClient, useApiMutation } from '~/api/client'
import { SideModalForm } from '~/components/form/side-modal-form'
import {
  floatingIpDefaults,
  FloatingIpFields,
  floatingIpRequest,
  type FloatingIpValues,
} from '~/forms/floating-ip-fields'
import { addToast, ToastName } from '~/ui/toast'

export function FloatingIpCreateModal({
  project,
  pools,
  versions,
  onCreated,
  onDismiss,
}: {
  project: string
  pools: SiloIpPool[]
  /** The IP versions the instance's network interfaces take. */
  versions: IpVersion[]
  onCreated: (ip: FloatingIp) => void
  onDismiss: () => void
}) {
  const form = useForm<FloatingIpValues>({ defaultValues: floatingIpDefaults })
  const create = useApiMutation('floatingIpCreate', {
    onSuccess(ip) {
      // in the form's list at once (it lists what the loader fetched), then refetched
      const list = qAll('floatingIpList', { query: { project } })
      queryClient.setQueryData(list.queryKey, (old) =>
        old ? { ...old, items: [...old.items.filter((f) => f.id !== ip.id), ip] } : old,
      )
      void invalidate('floatingIpList')
      addToast({
        content: (
          <>
            Floating IP <ToastName>{ip.name}</ToastName> created
          </>
        ),
      })
      onCreated(ip)
      onDismiss()
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="floating IP"
      title="Create a floating IP"
      subtitle="It is attached to the instance when the instance is created"
      submitLabel="Create and attach"
      onDismiss={onDismiss}
      onSubmit={(v) => create.mutate(floatingIpRequest(v, project))}
      request={(v) => floatingIpRequest(v, project)}
      loading={create.isPending}
      submitError={create.error}
    >
      <FloatingIpFields form={form} pools={pools} poolsLoading={false} versions={versions} />
    </SideModalForm>
  )
}
