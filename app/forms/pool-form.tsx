/** The create and edit side modals of a fleet pool, shared by IP pools and subnet pools. */
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { useSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { RadioField } from '~/components/form/choice-fields'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type PoolKind } from '~/resources/pools/pool-kind'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'
import { capitalize } from '~/util/str'

const poolView = (kind: PoolKind, pool: string) => q(kind.ops.view, { path: { pool } })

type Values = { name: string; description: string; ipVersion: 'v4' | 'v6' }

const defaultValues: Values = { name: '', description: '', ipVersion: 'v4' }

/** The create form's request. */
export const createRequest = (
  kind: PoolKind,
  values: Values,
  extraBody?: { poolType: 'unicast' },
) => apiRequest(kind.ops.create, { body: { ...values, ...extraBody } })

/** The edit form's request. */
export const updateRequest = (
  kind: PoolKind,
  body: { name: string; description: string },
  pool: string,
) => apiRequest(kind.ops.update, { path: { pool }, body })

/** Side modal over the list; on success it opens the new pool. */
export function PoolCreateForm({
  kind,
  docs,
  holds,
  extraBody,
}: {
  kind: PoolKind
  docs: { href: string; label: string }[]
  /** What a pool holds: "addresses", "subnets". */
  holds: string
  /** Fields of the create body the form does not ask for. */
  extraBody?: { poolType: 'unicast' }
}) {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createPool = useApiMutation(kind.ops.create, {
    onSuccess: useCreated({
      kind: kind.noun,
      invalidates: [kind.ops.list],
      detailKey: (p) => poolView(kind, p.name).queryKey,
      to: (p) => kind.paths.detail({ pool: p.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName={kind.noun}
      onDismiss={() => navigate(kind.paths.list())}
      onSubmit={(values) => createPool.mutate(createRequest(kind, values, extraBody))}
      request={(values) => createRequest(kind, values, extraBody)}
      loading={createPool.isPending}
      submitError={createPool.error}
      docs={docs}
    >
      <Message
        content={`Users in linked silos see a pool's name and description when they choose where ${kind.oneTaken} comes from.`}
      />
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="ipVersion"
        label="IP version"
        control={form.control}
        required
        description={`A pool holds ${holds} of one family; it cannot change later.`}
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  )
}

export const poolEditLoader =
  (kind: PoolKind) =>
  async ({ params }: LoaderFunctionArgs) => {
    // the list's Edit action seeds this, so the modal usually opens without a request
    await queryClient.ensureQueryData(poolView(kind, kind.selector(params).pool))
    return null
  }

/** Side modal over the pool's page. */
export function PoolEditForm({ kind }: { kind: PoolKind }) {
  const navigate = useNavigate()
  const { pool: poolName } = useSelector(kind.selector)
  const pool = usePrefetchedQuery(poolView(kind, poolName))
  const form = useForm({ defaultValues: { name: pool.name, description: pool.description } })

  // the old name's entry goes only once this form (which reads it) is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current) queryClient.removeQueries(poolView(kind, staleName.current))
    },
    [kind],
  )

  const updatePool = useApiMutation(kind.ops.update, {
    onSuccess(updated) {
      for (const op of [kind.ops.list, ...kind.renameInvalidates]) void invalidate(op)
      if (updated.name !== poolName) staleName.current = poolName
      queryClient.setQueryData(poolView(kind, updated.name).queryKey, updated)
      addToast({
        content: (
          <>
            {capitalize(kind.noun)} <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      void navigate(kind.paths.detail({ pool: updated.name }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName={kind.noun}
      onDismiss={() => navigate(kind.paths.detail({ pool: poolName }))}
      onSubmit={(body) => updatePool.mutate(updateRequest(kind, body, poolName))}
      request={(body) => updateRequest(kind, body, poolName)}
      loading={updatePool.isPending}
      submitError={updatePool.error}
    >
      <ResourceProperties resource={pool} className="mb-0" />
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
