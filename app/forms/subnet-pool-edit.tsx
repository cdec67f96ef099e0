import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { invalidate, q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { subnetPoolSelector, useSelector } from '~/api/selectors'
import { DescriptionField, NameField, SideModalForm } from '~/components/form'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { addToast, ToastName } from '~/ui/toast'

const poolView = (pool: string) => q('systemSubnetPoolView', { path: { pool } })

export async function loader({ params }: LoaderFunctionArgs) {
  // the list's Edit action seeds this, so the modal usually opens without a request
  await queryClient.ensureQueryData(poolView(subnetPoolSelector(params).pool))
  return null
}

export const handle: RouteHandle = { crumb: 'Edit subnet pool', titleOnly: true }

/** Side modal at /system/networking/subnet-pools/:pool/edit, over the pool's page. */
export function Component() {
  const navigate = useNavigate()
  const { pool: poolName } = useSelector(subnetPoolSelector)
  const pool = usePrefetchedQuery(poolView(poolName))
  const form = useForm({ defaultValues: { name: pool.name, description: pool.description } })

  // the old name's entry goes only once this form (which reads it) is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current) queryClient.removeQueries(poolView(staleName.current))
    },
    [],
  )

  const updatePool = useApiMutation('systemSubnetPoolUpdate', {
    onSuccess(updated) {
      void invalidate('systemSubnetPoolList')
      void invalidate('siloSubnetPoolList')
      if (updated.name !== poolName) staleName.current = poolName
      queryClient.setQueryData(poolView(updated.name).queryKey, updated)
      addToast({
        content: (
          <>
            Subnet pool <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      navigate(pb.subnetPool({ pool: updated.name }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="subnet pool"
      onDismiss={() => navigate(pb.subnetPool({ pool: poolName }))}
      onSubmit={(body) => updatePool.mutate({ path: { pool: poolName }, body })}
      loading={updatePool.isPending}
      submitError={updatePool.error}
    >
      <ResourceProperties resource={pool} className="mb-0" />
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
