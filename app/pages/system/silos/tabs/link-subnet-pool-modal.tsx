import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type SiloSubnetPool } from '~/api/__generated__/Api'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { CheckboxField, ListboxField, ModalForm } from '~/components/form'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { otherDefaultSubnetPool, subnetFamily } from '../subnet-pool-texts'

type Values = { pool: string; isDefault: boolean }

/** Links a subnet pool to the silo, as its default of that version if asked. */
export function LinkSubnetPoolModal({
  silo,
  linked,
  onDismiss,
}: {
  silo: string
  linked: SiloSubnetPool[]
  onDismiss: () => void
}) {
  const form = useForm<Values>({ defaultValues: { pool: '', isDefault: false } })
  const pools = useQuery(qAll('systemSubnetPoolList', {}))
  const candidates = (pools.data?.items ?? []).filter((p) => !linked.some((l) => l.id === p.id))
  const link = useApiMutation('systemSubnetPoolSiloLink', {
    async onSuccess(_link, { path }) {
      await Promise.all([invalidate('siloSubnetPoolList'), invalidate('systemSubnetPoolSiloList')])
      addToast({ content: `${path.pool} linked` })
      onDismiss()
    },
  })
  const [poolName, isDefault] = useWatch({ control: form.control, name: ['pool', 'isDefault'] })
  const chosen = candidates.find((p) => p.name === poolName)
  const replaced = chosen && otherDefaultSubnetPool({ ...chosen, isDefault: false }, linked)

  return (
    <ModalForm
      form={form}
      title="Link subnet pool"
      submitLabel="Link pool"
      onDismiss={onDismiss}
      onSubmit={({ pool, isDefault }) => link.mutate({ path: { pool }, body: { silo, isDefault } })}
      loading={link.isPending}
      submitError={link.error ?? pools.error}
    >
      <p className="text-sm text-secondary">
        Projects of this silo will be able to take external subnets from the pool.
      </p>
      <ListboxField
        name="pool"
        label="Subnet pool"
        control={form.control}
        required
        isLoading={pools.isPending}
        placeholder="Select a pool"
        noItemsPlaceholder="Every pool is linked already"
        items={candidates.map((p) => ({
          value: p.name,
          selectedLabel: p.name,
          label: (
            <span>
              {p.name} <span className="text-tertiary">({subnetFamily(p)})</span>
            </span>
          ),
        }))}
      />
      <CheckboxField
        name="isDefault"
        label={
          chosen
            ? `Make it the default ${subnetFamily(chosen)} subnet pool of the silo`
            : 'Make it the default subnet pool of its version'
        }
        control={form.control}
      />
      {replaced && isDefault && (
        <Message
          variant="notice"
          content={`${replaced.name} stops being the default ${subnetFamily(replaced)} subnet pool and stays linked.`}
        />
      )}
    </ModalForm>
  )
}
