import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type SiloIpPool } from '~/api/__generated__/Api'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { CheckboxField, ListboxField, ModalForm } from '~/components/form'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { otherDefault, poolKind } from '../pool-texts'

type Values = { pool: string; makeDefault: boolean }

/**
 * Links a pool to the silo, then, if asked, makes it the default of its version and type (a
 * second call, which demotes the old default; the link stays if that one fails).
 */
export function LinkPoolModal({
  silo,
  linked,
  onDismiss,
}: {
  silo: string
  linked: SiloIpPool[]
  onDismiss: () => void
}) {
  const form = useForm<Values>({ defaultValues: { pool: '', makeDefault: false } })
  const pools = useQuery(qAll('systemIpPoolList', {}))
  const candidates = (pools.data?.items ?? []).filter(
    (p) => p.assignment === 'silos' && !linked.some((l) => l.id === p.id),
  )
  const link = useApiMutation('systemIpPoolSiloLink')
  const update = useApiMutation('systemIpPoolSiloUpdate')
  const [poolName, makeDefault] = useWatch({ control: form.control, name: ['pool', 'makeDefault'] })
  const chosen = candidates.find((p) => p.name === poolName)
  const replaced = chosen && otherDefault({ ...chosen, isDefault: false }, linked)

  const onSubmit = async ({ pool, makeDefault }: Values) => {
    await link.mutateAsync({ path: { pool }, body: { silo, isDefault: false } })
    let note = ''
    if (makeDefault) {
      try {
        await update.mutateAsync({ path: { pool, silo }, body: { isDefault: true } })
      } catch {
        note = ', but it could not be made the default; use its row menu to try again'
      }
    }
    await Promise.all([invalidate('siloIpPoolList'), invalidate('systemIpPoolSiloList')])
    addToast({ content: `${pool} linked${note}`, variant: note ? 'error' : 'success' })
    onDismiss()
  }

  return (
    <ModalForm
      form={form}
      title="Link IP pool"
      submitLabel="Link pool"
      onDismiss={onDismiss}
      onSubmit={(v) => onSubmit(v).catch(() => undefined)}
      loading={link.isPending || update.isPending}
      submitError={link.error}
    >
      <p className="text-sm text-secondary">
        Users of this silo will be able to allocate external IPs from the pool.
      </p>
      <ListboxField
        name="pool"
        label="IP pool"
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
              {p.name} <span className="text-tertiary">({poolKind(p)})</span>
            </span>
          ),
        }))}
      />
      <CheckboxField
        name="makeDefault"
        label={
          chosen
            ? `Make it the default ${poolKind(chosen)} pool of the silo`
            : 'Make it the default pool of its kind'
        }
        control={form.control}
      />
      {replaced && makeDefault && (
        <Message
          variant="notice"
          content={`${replaced.name} stops being the default ${poolKind(replaced)} pool and stays linked.`}
        />
      )}
    </ModalForm>
  )
}
