import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { qAll, useApiMutation } from '~/api/client'
import { useProjectSelector } from '~/api/selectors'
import { RadioField } from '~/components/form/choice-fields'
import { validateIpNetwork } from '~/components/form/ip-net'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useAttachableCreate } from '~/resources/attachable/attachable-kind'
import { externalSubnetKind } from '~/resources/external-subnets/external-subnet-kind'

import { poolItems, useDefaultPool } from './address-pools'
import {
  externalSubnetBody,
  sortSubnetPools,
  type ExternalSubnetValues,
} from './external-subnet-values'

/** The request the form sends. */
export const request = (values: ExternalSubnetValues, project: string) =>
  apiRequest('externalSubnetCreate', { query: { project }, body: externalSubnetBody(values) })

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
  const form = useForm<ExternalSubnetValues>({ defaultValues })
  const { control } = form
  const [allocation, poolName] = useWatch({ control, name: ['allocation', 'pool'] })
  const pools = useQuery(qAll('subnetPoolList', {}))
  const sorted = sortSubnetPools(pools.data?.items ?? [])
  const chosen = sorted.find((p) => p.name === poolName)
  const bits = chosen?.ipVersion === 'v6' ? 128 : 32
  useDefaultPool(form, sorted)

  const created = useAttachableCreate(externalSubnetKind, project)
  const create = useApiMutation('externalSubnetCreate', { onSuccess: created.onSuccess })

  return (
    <SideModalForm
      form={form}
      {...created.modalProps(create)}
      onSubmit={(v) => create.mutate(request(v, project))}
      request={(v) => request(v, project)}
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
            items={poolItems(sorted)}
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
          validate={(v) => validateIpNetwork(String(v).trim())}
          description="A CIDR block, e.g. 198.51.100.0/28; the pool is the one that holds it"
        />
      )}
    </SideModalForm>
  )
}
