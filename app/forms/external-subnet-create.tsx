import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { q, qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import {
  DescriptionField,
  ListboxField,
  NameField,
  NumberField,
  RadioField,
  SideModalForm,
  TextField,
  validateIpNet,
} from '~/components/form'
import { type RouteHandle } from '~/components/shell/crumbs'

import {
  externalSubnetBody,
  type ExternalSubnetValues,
  sortSubnetPools,
} from './external-subnet-values'

export const handle: RouteHandle = { crumb: 'New external subnet', titleOnly: true }

const defaultValues: ExternalSubnetValues = {
  name: '',
  description: '',
  allocation: 'pool',
  pool: '',
  prefixLength: 28,
  subnet: '',
}

const ALLOCATIONS = [
  {
    value: 'pool',
    label: 'From a pool',
    description: 'The next free block of the size you ask for',
  },
  {
    value: 'subnet',
    label: 'A specific subnet',
    description: 'A block inside one of the silo’s subnet pools',
  },
]

/** Side modal at /projects/:project/external-subnets-new. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const form = useForm<ExternalSubnetValues>({ defaultValues })
  const { control } = form
  const [allocation, poolName] = useWatch({ control, name: ['allocation', 'pool'] })
  const pools = useQuery(qAll('subnetPoolList', {}))
  const sorted = sortSubnetPools(pools.data?.items ?? [])
  const chosen = sorted.find((p) => p.name === poolName)
  const bits = chosen?.ipVersion === 'v6' ? 128 : 32

  // the silo's default pool is chosen until the user picks another
  const firstDefault = sorted.find((p) => p.isDefault)?.name
  useEffect(() => {
    if (firstDefault && !form.getValues('pool')) form.setValue('pool', firstDefault)
  }, [firstDefault, form])

  const create = useApiMutation('externalSubnetCreate', {
    onSuccess: useCreated({
      kind: 'external subnet',
      invalidates: ['externalSubnetList'],
      detailKey: (s) =>
        q('externalSubnetView', { path: { externalSubnet: s.name }, query: { project } }).queryKey,
      to: () => pb.externalSubnets({ project }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="external subnet"
      onDismiss={() => navigate(pb.externalSubnets({ project }))}
      onSubmit={(v) => create.mutate({ query: { project }, body: externalSubnetBody(v) })}
      loading={create.isPending}
      submitError={create.error}
    >
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <RadioField name="allocation" label="Subnet" control={control} required items={ALLOCATIONS} />
      {allocation === 'pool' ? (
        <>
          <ListboxField
            name="pool"
            label="Subnet pool"
            control={control}
            required
            isLoading={pools.isPending}
            placeholder="Select a pool"
            noItemsPlaceholder="No subnet pools are linked to this silo"
            description="Subnet pools linked to this silo"
            items={sorted.map((p) => ({
              value: p.name,
              selectedLabel: p.name,
              label: (
                <span className="flex items-baseline justify-between gap-3">
                  <span className="truncate">{p.name}</span>
                  <span className="shrink-0 text-xs text-tertiary">
                    {p.ipVersion}
                    {p.isDefault ? ' · default' : ''}
                  </span>
                </span>
              ),
            }))}
          />
          <NumberField
            name="prefixLength"
            label="Prefix length"
            control={control}
            required
            max={bits}
            description="The size of the block: /24 holds 256 addresses, each step up halves it. The pool's subnets set which lengths they allow."
          />
        </>
      ) : (
        <TextField
          name="subnet"
          label="Subnet"
          control={control}
          required
          validate={(v) => validateIpNet(String(v).trim())}
          description="A CIDR block, e.g. 198.51.100.0/28; the pool is the one that holds it"
        />
      )}
    </SideModalForm>
  )
}
