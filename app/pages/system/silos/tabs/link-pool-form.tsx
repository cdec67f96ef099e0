import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type Requests } from '~/api/api-request'
import { qAll } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { CheckboxField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { ModalForm } from '~/components/form/modal-form'
import { type PoolKind } from '~/resources/pools/pool-kind'
import { Message } from '~/ui/message'
import { capitalize } from '~/util/str'

type Pool = { id: string; name: string; isDefault: boolean }
export type LinkPoolValues = { pool: string; isDefault: boolean }

/**
 * Picks a pool of the kind that is not linked to the silo yet, and whether it becomes the silo's
 * default of its class; the caller links it. Says which default it would replace.
 */
export function LinkPoolForm<P extends Pool>({
  kind,
  linked,
  classOf,
  classWord,
  otherDefault,
  mayLink = () => true,
  about,
  onDismiss,
  onSubmit,
  request,
  loading,
  submitError,
}: {
  kind: PoolKind
  linked: P[]
  /** The class a silo has one default of: "IPv4 unicast", "IPv6". */
  classOf: (pool: P) => string
  /** What that class is called before a pool is chosen: "kind", "version". */
  classWord: string
  /** The linked pool that stops being the default (one of `linked`). */
  otherDefault: (pool: P, linked: P[]) => object | undefined
  /** Whether a pool of the fleet may be linked to silos at all. */
  mayLink?: (pool: P) => boolean
  about: string
  onDismiss: () => void
  onSubmit: (values: LinkPoolValues) => unknown
  /** The request(s) the caller sends for these values, shown as "Equivalent CLI". */
  request: (values: LinkPoolValues) => Requests
  loading: boolean
  submitError: ApiError | null
}) {
  const form = useForm<LinkPoolValues>({ defaultValues: { pool: '', isDefault: false } })
  const pools = useQuery(qAll(kind.ops.list, {}))
  // a fleet pool, read as the silo would see it once linked
  const candidates = ((pools.data?.items ?? []) as unknown as P[]).filter(
    (p) => mayLink(p) && !linked.some((l) => l.id === p.id),
  )
  const [poolName, isDefault] = useWatch({ control: form.control, name: ['pool', 'isDefault'] })
  const chosen = candidates.find((p) => p.name === poolName)
  const replaced =
    chosen && (otherDefault({ ...chosen, isDefault: false }, linked) as P | undefined)

  return (
    <ModalForm
      form={form}
      title={`Link ${kind.noun}`}
      submitLabel="Link pool"
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      request={request}
      loading={loading}
      submitError={submitError ?? pools.error}
    >
      <p className="text-sm text-secondary">{about}</p>
      <ListboxField
        name="pool"
        label={capitalize(kind.noun)}
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
              {p.name} <span className="text-tertiary">({classOf(p)})</span>
            </span>
          ),
        }))}
      />
      <CheckboxField
        name="isDefault"
        label={
          chosen
            ? `Make it the default ${classOf(chosen)} ${kind.defaultNoun} of the silo`
            : `Make it the default ${kind.defaultNoun} of its ${classWord}`
        }
        control={form.control}
      />
      {replaced && isDefault && (
        <Message
          variant="notice"
          content={`${replaced.name} stops being the default ${classOf(replaced)} ${kind.defaultNoun} and stays linked.`}
        />
      )}
    </ModalForm>
  )
}
