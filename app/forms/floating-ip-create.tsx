import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type FloatingIpCreate, type SiloIpPool } from '~/api/__generated__/Api'
import { q, qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
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
  return pools
    .filter((p) => p.poolType === 'unicast')
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        a.ipVersion.localeCompare(b.ipVersion) ||
        a.name.localeCompare(b.name),
    )
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
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues })
  const { control } = form
  const allocation = useWatch({ control, name: 'allocation' })
  const pools = useQuery(qAll('ipPoolList', {}))
  const sorted = sortPools(pools.data?.items ?? [])

  // the silo's default pool is chosen until the user picks another
  const firstDefault = sorted.find((p) => p.isDefault)?.name
  useEffect(() => {
    if (firstDefault && !form.getValues('pool')) form.setValue('pool', firstDefault)
  }, [firstDefault, form])

  const create = useApiMutation('floatingIpCreate', {
    onSuccess: useCreated({
      kind: 'floating IP',
      invalidates: ['floatingIpList'],
      detailKey: (f) =>
        q('floatingIpView', { path: { floatingIp: f.name }, query: { project } }).queryKey,
      to: () => pb.floatingIps({ project }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="floating IP"
      onDismiss={() => navigate(pb.floatingIps({ project }))}
      onSubmit={(v) => create.mutate({ query: { project }, body: floatingIpBody(v) })}
      loading={create.isPending}
      submitError={create.error}
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
