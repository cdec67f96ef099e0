import { useForm, useWatch } from 'react-hook-form'

import { useApiMutation } from '~/api/client'
import { ListboxField, ModalForm } from '~/components/form'
import { Badge } from '~/ui/badge'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { type InstanceSelector } from '../../instance-data'
import { type EphemeralSlots } from './ip-rules'
import { invalidateExternalIps } from './networking-queries'

/** The pool to preselect: the only default among the choices, if there is exactly one. */
const soleDefault = (pools: EphemeralSlots['pools']) => {
  const defaults = pools.filter((p) => p.isDefault)
  return defaults.length === 1 ? defaults[0]!.name : ''
}

/** "Attach ephemeral IP": an address from a pool, one per IP version. */
export function AttachEphemeralIpModal({
  sel,
  slots,
  onDismiss,
}: {
  sel: InstanceSelector
  slots: EphemeralSlots
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { pool: soleDefault(slots.pools) } })
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess(ip) {
      invalidateExternalIps()
      addToast({ content: <>IP {ip.ip} attached</> })
      onDismiss()
    },
  })
  const pool = useWatch({ control: form.control, name: 'pool' })
  return (
    <ModalForm
      form={form}
      title="Attach ephemeral IP"
      submitLabel="Attach"
      onDismiss={onDismiss}
      onSubmit={(v) =>
        attach.mutate({
          path: { instance: sel.instance },
          query: { project: sel.project },
          body: { poolSelector: { type: 'explicit', pool: v.pool } },
        })
      }
      loading={attach.isPending}
      submitError={attach.error}
      submitDisabled={
        slots.pools.length === 0
          ? 'No compatible unicast pools available for this instance'
          : !pool
            ? 'Select a pool'
            : undefined
      }
    >
      {slots.info && <Message variant="info" content={slots.info} />}
      <ListboxField
        name="pool"
        label="Pool"
        control={form.control}
        required
        placeholder="Select a pool"
        items={slots.pools.map((p) => ({
          value: p.name,
          selectedLabel: p.name,
          label: (
            <span className="flex items-center gap-2">
              <span className="truncate">{p.name}</span>
              <Badge color="neutral">{p.ipVersion}</Badge>
              {p.isDefault && <Badge>default</Badge>}
            </span>
          ),
        }))}
      />
    </ModalForm>
  )
}
