import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { CheckboxField } from '~/components/form/choice-fields'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { versionLabel, type PoolKind } from '~/resources/pools/pool-kind'
import { addToast, ToastName } from '~/ui/toast'
import { capitalize } from '~/util/str'

/** The request the form sends. */
export const linkSiloRequest = (
  kind: PoolKind,
  pool: string,
  body: { silo: string; isDefault: boolean },
) => apiRequest(kind.ops.siloLink, { path: { pool }, body })

/**
 * Links a pool (of IP addresses or of subnets) to a silo that is not linked yet, optionally as
 * the silo's default for the pool's IP version. The pool's kind supplies the call and words.
 */
export function LinkSiloModal({
  kind,
  pool,
  linkedSiloIds,
  onDismiss,
}: {
  kind: PoolKind
  pool: { name: string; ipVersion: 'v4' | 'v6' }
  linkedSiloIds: string[]
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { silo: '', isDefault: false } })
  const isDefault = useWatch({ control: form.control, name: 'isDefault' })
  const silos = useQuery(qAll('siloList', {}))
  const items = (silos.data?.items ?? [])
    .filter((s) => !linkedSiloIds.includes(s.id))
    .map((s) => ({ value: s.name, label: s.name, description: s.description }))
  const link = useApiMutation(kind.ops.siloLink, {
    onSuccess(_link, { body }) {
      void invalidate(kind.ops.siloList)
      void invalidate(kind.ops.siloPools)
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
  /** "IPv4 pool", "IPv6 subnet pool". */
  const defaultLabel = `${versionLabel(pool.ipVersion)} ${kind.defaultNoun}`

  return (
    <ModalForm
      form={form}
      title="Link silo"
      submitLabel="Link"
      onDismiss={onDismiss}
      onSubmit={(body) => link.mutate(linkSiloRequest(kind, pool.name, body))}
      request={(body) => linkSiloRequest(kind, pool.name, body)}
      loading={link.isPending}
      submitError={link.error ?? silos.error}
    >
      <p className="text-sm text-secondary">
        {capitalize(kind.takers)} in the chosen silo will be able to take {kind.takes} from{' '}
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
        label={`Make this the silo's default ${defaultLabel}`}
        control={form.control}
      />
      {isDefault && (
        <p className="text-sm text-secondary">
          If the silo already has a default {defaultLabel}, that pool stays linked but is no longer
          its default.
        </p>
      )}
    </ModalForm>
  )
}
