import { useQuery } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type IpPool } from '~/api/__generated__/Api'
import { type ApiError } from '~/api/errors'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { CheckboxField, ComboboxField, ModalForm } from '~/components/form'
import { addToast, ToastName } from '~/ui/toast'

import { versionLabel } from './pool-parts'

type LinkBody = { silo: string; isDefault: boolean }

/** The toast of a new link; the caller refetches what lists its links. */
export function toastLinked(body: LinkBody) {
  addToast({
    content: (
      <>
        Silo <ToastName>{body.silo}</ToastName> linked
      </>
    ),
  })
}

/**
 * Links a pool (of IP addresses or of subnets) to a silo that is not linked yet, optionally as
 * the silo's default for the pool's IP version. The pool's kind supplies the call and words.
 */
export function LinkSiloForm({
  linkedSiloIds,
  onDismiss,
  link,
  about,
  defaultLabel,
}: {
  linkedSiloIds: string[]
  onDismiss: () => void
  link: { mutate: (body: LinkBody) => void; isPending: boolean; error: ApiError | null }
  /** What linking gives the silo's users. */
  about: ReactNode
  /** "IPv4 pool", "IPv6 subnet pool". */
  defaultLabel: string
}) {
  const form = useForm({ defaultValues: { silo: '', isDefault: false } })
  const isDefault = useWatch({ control: form.control, name: 'isDefault' })
  const silos = useQuery(qAll('siloList', {}))
  const items = (silos.data?.items ?? [])
    .filter((s) => !linkedSiloIds.includes(s.id))
    .map((s) => ({ value: s.name, label: s.name, description: s.description }))

  return (
    <ModalForm
      form={form}
      title="Link silo"
      submitLabel="Link"
      onDismiss={onDismiss}
      onSubmit={link.mutate}
      loading={link.isPending}
      submitError={link.error ?? silos.error}
    >
      <p className="text-sm text-secondary">{about}</p>
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

/** Links an IP pool to a silo. */
export function LinkSiloModal({
  pool,
  linkedSiloIds,
  onDismiss,
}: {
  pool: IpPool
  linkedSiloIds: string[]
  onDismiss: () => void
}) {
  const link = useApiMutation('systemIpPoolSiloLink', {
    onSuccess(_link, { body }) {
      void invalidate('systemIpPoolSiloList')
      void invalidate('siloIpPoolList')
      toastLinked(body)
      onDismiss()
    },
  })
  return (
    <LinkSiloForm
      linkedSiloIds={linkedSiloIds}
      onDismiss={onDismiss}
      link={{ ...link, mutate: (body) => link.mutate({ path: { pool: pool.name }, body }) }}
      about={
        <>
          Users in the chosen silo will be able to take addresses from <strong>{pool.name}</strong>.
        </>
      }
      defaultLabel={`${versionLabel(pool.ipVersion)} pool`}
    />
  )
}
