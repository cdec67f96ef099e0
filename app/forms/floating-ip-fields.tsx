/**
 * The fields of a new floating IP and its request body, shared by the floating IP create form
 * (floating-ip-create.tsx) and the one the instance create form opens over itself
 * (instance-create/floating-ip-create-modal.tsx).
 */
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { type FloatingIpCreate, type IpVersion, type SiloIpPool } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { ipVersion, validateIp } from '~/components/form/validators'

import { byDefaultVersionName, poolItems, useDefaultPool } from './address-pools'

export type FloatingIpValues = {
  name: string
  description: string
  allocation: 'pool' | 'address'
  pool: string
  ip: string
}

export const floatingIpDefaults: FloatingIpValues = {
  name: '',
  description: '',
  allocation: 'pool',
  pool: '',
  ip: '',
}

const ALLOCATIONS = [
  { value: 'pool', label: 'From a pool', description: 'The next free address of the pool' },
  {
    value: 'address',
    label: 'A specific address',
    description: 'An address of one of the silo’s pools',
  },
]

const versionLabel = (v: IpVersion) => (v === 'v4' ? 'IPv4' : 'IPv6')

/** Unicast pools, the silo's defaults first, then IPv4 before IPv6, then by name. */
function sortPools(pools: SiloIpPool[]): SiloIpPool[] {
  return pools.filter((p) => p.poolType === 'unicast').sort(byDefaultVersionName)
}

function floatingIpBody(v: FloatingIpValues): FloatingIpCreate {
  const base = { name: v.name, description: v.description }
  return v.allocation === 'address'
    ? { ...base, addressAllocator: { type: 'explicit', ip: v.ip.trim() } }
    : {
        ...base,
        addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: v.pool } },
      }
}

/** The create request of both forms: shown as their equivalent, then sent. */
export const floatingIpRequest = (v: FloatingIpValues, project: string) =>
  apiRequest('floatingIpCreate', { query: { project }, body: floatingIpBody(v) })

/**
 * Name, description, and where the address comes from: a pool (the silo's default chosen) or a
 * specific address. With `versions`, only pools and addresses of those IP versions are offered
 * (the versions an instance's network interfaces can take).
 */
export function FloatingIpFields({
  form,
  pools,
  poolsLoading,
  versions,
}: {
  form: UseFormReturn<FloatingIpValues>
  pools: SiloIpPool[]
  poolsLoading: boolean
  versions?: IpVersion[]
}) {
  const { control } = form
  const allocation = useWatch({ control, name: 'allocation' })
  const sorted = sortPools(pools).filter(
    (p) => !versions || versions.includes(p.ipVersion as IpVersion),
  )
  useDefaultPool(form, sorted)
  const only = versions?.length === 1 ? versions[0] : undefined

  return (
    <>
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
          isLoading={poolsLoading}
          placeholder="Select a pool"
          noItemsPlaceholder="No pools available"
          description={
            only
              ? `Unicast ${versionLabel(only)} pools linked to this silo`
              : 'Unicast pools linked to this silo'
          }
          items={poolItems(sorted)}
        />
      ) : (
        <TextField
          name="ip"
          label="IP address"
          control={control}
          required
          validate={(v) => {
            const ip = String(v).trim()
            const invalid = validateIp(ip)
            if (invalid || !only) return invalid
            return ipVersion(ip) === (only === 'v4' ? 4 : 6)
              ? undefined
              : `The instance’s network interfaces take ${versionLabel(only)} addresses only`
          }}
          description="The pool is the one whose ranges hold this address"
        />
      )}
    </>
  )
}
