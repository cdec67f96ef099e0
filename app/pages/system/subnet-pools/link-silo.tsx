import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type SubnetPool } from '~/api/__generated__/Api'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { CheckboxField, ComboboxField, ModalForm } from '~/components/form'
import { addToast, ToastName } from '~/ui/toast'

import { familyOf } from './subnet-pool-parts'

/** Links a subnet pool to a silo that is not linked yet, optionally as the silo's default. */
export function LinkSiloModal({
  pool,
  linkedSiloIds,
  onDismiss,
}: {
  pool: SubnetPool
  linkedSiloIds: string[]
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { silo: '', isDefault: false } })
  const isDefault = useWatch({ control: form.control, name: 'isDefault' })
  const silos = useQuery(qAll('siloList', {}))
  const link = useApiMutation('systemSubnetPoolSiloLink', {
    onSuccess(_link, { body }) {
      void invalidate('systemSubnetPoolSiloList')
      void invalidate('siloSubnetPoolList')
      addToast({
        content: (
          <>
            Silo <ToastName>{body.silo}</ToastName> linked
          </>
        ),
      })
      onDismiss()
    },
  })
  const items = (silos.data?.items ?? [])
    .filter((s) => !linkedSiloIds.includes(s.id))
    .map((s) => ({ value: s.name, label: s.name, description: s.description }))
  const family = familyOf(pool.ipVersion)

  return (
    <ModalForm
      form={form}
      title="Link silo"
      submitLabel="Link"
      onDismiss={onDismiss}
      onSubmit={(body) => link.mutate({ path: { pool: pool.name }, body })}
      loading={link.isPending}
      submitError={link.error ?? silos.error}
    >
      <p className="text-sm text-secondary">
        Projects in the chosen silo will be able to take external subnets from{' '}
        <strong>{pool.name}</strong>.
      </p>
      <ComboboxField
        name="silo"
        label="Silo"
        control={form.control}
        required
        items={items}
        isLoading={silos.isPending}
        placeholder="Select a silo"
      />
      <CheckboxField
        name="isDefault"
        label={`Make this the silo's default ${family} subnet pool`}
        control={form.control}
      />
      {isDefault && (
        <p className="text-sm text-secondary">
          If the silo already has a default {family} subnet pool, that pool stays linked but is no
          longer its default.
        </p>
      )}
    </ModalForm>
  )
}
