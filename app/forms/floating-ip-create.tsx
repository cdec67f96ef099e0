import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type FloatingIpCreate, type SiloIpPool } from '~/api/__generated__/Api'
import { qAll, useApiMutation } from '~/api/client'
import { useProjectSelector } from '~/api/selectors'
import {
  DescriptionField,
  ListboxField,
  NameField,
  RadioField,
  SideModalForm,
  TextField,
  validateIp,
} from '~/components/form'
import { type RouteHandle } from '~/components/shell/crumbs'

import { useAttachableCreate } from '~/pages/project/attachable/attachable-kind'
import { floatingIpKind } from '~/pages/project/floating-ips/floating-ip-kind'

import { byDefaultVersionName, poolItems, useDefaultPool } from './address-pools'

export const handle: RouteHandle = { crumb: 'New floating IP', titleOnly: true }

type Values = {
  name: string
  description: string
  allocation: 'pool' | 'address'
  pool: string
  ip: string
}

const defaultValues: Values = { name: '', description: '', allocation: 'pool', pool: '', ip: '' }

const ALLOCATIONS = [
  { value: 'pool', label: 'From a pool', description: 'The next free address of the pool' },
  {
    value: 'address',
    label: 'A specific address',
    description: 'An address of one of the silo’s pools',
  },
]

/** Unicast pools, the silo's defaults first, then IPv4 before IPv6, then by name. */
export function sortPools(pools: SiloIpPool[]): SiloIpPool[] {
  return pools.filter((p) => p.poolType === 'unicast').sort(byDefaultVersionName)
}

export function floatingIpBody(v: Values): FloatingIpCreate {
  const base = { name: v.name, description: v.description }
  return v.allocation === 'address'
    ? { ...base, addressAllocator: { type: 'explicit', ip: v.ip.trim() } }
    : {
        ...base,
        addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: v.pool } },
      }
}

/** Side modal at /projects/:project/floating-ips-new. */
export function Component() {
  const { project } = useProjectSelector()
  const form = useForm<Values>({ defaultValues })
  const { control } = form
  const allocation = useWatch({ control, name: 'allocation' })
  const pools = useQuery(qAll('ipPoolList', {}))
  const sorted = sortPools(pools.data?.items ?? [])
  useDefaultPool(form, sorted)

  const created = useAttachableCreate(floatingIpKind, project)
  const create = useApiMutation('floatingIpCreate', { onSuccess: created.onSuccess })

  return (
    <SideModalForm
      form={form}
      {...created.modalProps(create)}
      onSubmit={(v) => create.mutate({ query: { project }, body: floatingIpBody(v) })}
    >
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <RadioField
        name="allocation"
        label="Address"
        control={control}
        required
        items={ALLOCATIONS}
      />
      {allocation === 'pool' ? (
        <ListboxField
          name="pool"
          label="Pool"
          control={control}
          required
          isLoading={pools.isPending}
          placeholder="Select a pool"
          noItemsPlaceholder="No pools available"
          description="Unicast pools linked to this silo"
          items={poolItems(sorted)}
        />
      ) : (
        <TextField
          name="ip"
          label="IP address"
          control={control}
          required
          validate={(v) => validateIp(String(v).trim())}
          description="The pool is the one whose ranges hold this address"
        />
      )}
    </SideModalForm>
  )
}
