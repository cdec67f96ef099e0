import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type SubnetPoolCreate } from '~/api/__generated__/Api'
import { q, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { DescriptionField, NameField, RadioField, SideModalForm } from '~/components/form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Message } from '~/ui/message'

export const handle: RouteHandle = { crumb: 'New subnet pool', titleOnly: true }

export const subnetPoolFormDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP and subnet pools' },
]

const defaultValues: SubnetPoolCreate = { name: '', description: '', ipVersion: 'v4' }

/** Side modal at /system/networking/subnet-pools-new; on success it opens the new pool. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createPool = useApiMutation('systemSubnetPoolCreate', {
    onSuccess: useCreated({
      kind: 'subnet pool',
      invalidates: ['systemSubnetPoolList'],
      detailKey: (p) => q('systemSubnetPoolView', { path: { pool: p.name } }).queryKey,
      to: (p) => pb.subnetPool({ pool: p.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="subnet pool"
      onDismiss={() => navigate(pb.subnetPools())}
      onSubmit={(body) => createPool.mutate({ body })}
      loading={createPool.isPending}
      submitError={createPool.error}
      docs={subnetPoolFormDocs}
    >
      <Message content="Users in linked silos see a pool's name and description when they choose where an external subnet comes from." />
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="ipVersion"
        label="IP version"
        control={form.control}
        required
        description="A pool holds subnets of one family; it cannot change later."
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  )
}
