import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type IpPoolCreate } from '~/api/__generated__/Api'
import { q, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { DescriptionField, NameField, RadioField, SideModalForm } from '~/components/form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Message } from '~/ui/message'

export const handle: RouteHandle = { crumb: 'New IP pool', titleOnly: true }

type Values = Required<Pick<IpPoolCreate, 'name' | 'description' | 'ipVersion'>>

const defaultValues: Values = { name: '', description: '', ipVersion: 'v4' }

export const ipPoolDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP pools' },
]

/** Side modal at /system/networking/ip-pools-new; on success it opens the new pool. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createPool = useApiMutation('systemIpPoolCreate', {
    onSuccess: useCreated({
      kind: 'IP pool',
      invalidates: ['systemIpPoolList'],
      detailKey: (p) => q('systemIpPoolView', { path: { pool: p.name } }).queryKey,
      to: (p) => pb.ipPool({ pool: p.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="IP pool"
      onDismiss={() => navigate(pb.ipPools())}
      onSubmit={(values) => createPool.mutate({ body: { ...values, poolType: 'unicast' } })}
      loading={createPool.isPending}
      submitError={createPool.error}
      docs={ipPoolDocs}
    >
      <Message content="Users in linked silos see a pool's name and description when they choose where an address comes from." />
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="ipVersion"
        label="IP version"
        control={form.control}
        required
        description="A pool holds addresses of one family; it cannot change later."
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  )
}
