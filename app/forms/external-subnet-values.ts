/* The external subnet form's values and the API body they make. */
import { type ExternalSubnetCreate, type SiloSubnetPool } from '~/api/__generated__/Api'

import { byDefaultVersionName } from './address-pools'

export type ExternalSubnetValues = {
  name: string
  description: string
  allocation: 'pool' | 'subnet'
  pool: string
  prefixLength: number
  subnet: string
}

/** The silo's defaults first, then IPv4 before IPv6, then by name. */
export function sortSubnetPools(pools: SiloSubnetPool[]): SiloSubnetPool[] {
  return [...pools].sort(byDefaultVersionName)
}

export function externalSubnetBody(v: ExternalSubnetValues): ExternalSubnetCreate {
  const base = { name: v.name, description: v.description }
  return v.allocation === 'subnet'
    ? { ...base, allocator: { type: 'explicit', subnet: v.subnet.trim() } }
    : {
        ...base,
        allocator: {
          type: 'auto',
          prefixLength: v.prefixLength,
          poolSelector: { type: 'explicit', pool: v.pool },
        },
      }
}
