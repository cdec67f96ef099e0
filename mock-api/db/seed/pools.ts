/** Seed: IP pools, their ranges and silo links. */
import { seedTime, uuidFor } from '../ids'
import { FLEET, rangeKey, type Api, type Db, type Json } from '../schema'
import { siloId } from './identity'

export const poolId = (name: string) => uuidFor(`ip-pool:${name}`)

interface PoolSeed {
  name: string
  description: string
  version: 'v4' | 'v6'
  assignment?: Json<Api.IpPool>['assignment']
  ranges: [string, string][]
  /** [silo, is default] */
  links: [string, boolean][]
}

const POOLS: PoolSeed[] = [
  {
    name: 'lumen-v4',
    description: 'Public IPv4 addresses for Lumen',
    version: 'v4',
    ranges: [
      ['198.51.100.10', '198.51.100.200'],
      ['203.0.113.20', '203.0.113.60'],
    ],
    links: [['lumen', true]],
  },
  {
    name: 'lumen-v6',
    description: 'Public IPv6 addresses for Lumen',
    version: 'v6',
    ranges: [['2001:db8:100::10', '2001:db8:100::ffff']],
    links: [['lumen', true]],
  },
  {
    name: 'shared-v4',
    description: 'Overflow addresses shared by tenants',
    version: 'v4',
    ranges: [['192.0.2.100', '192.0.2.180']],
    links: [
      ['lumen', false],
      ['basalt', false],
    ],
  },
  {
    name: 'basalt-v4',
    description: 'Public IPv4 addresses for Basalt',
    version: 'v4',
    ranges: [['198.18.10.1', '198.18.10.254']],
    links: [['basalt', true]],
  },
  {
    name: 'quartz-v4',
    description: 'Public IPv4 addresses for Quartz',
    version: 'v4',
    ranges: [['198.18.20.1', '198.18.20.62']],
    links: [['quartz', true]],
  },
  {
    name: 'services-v4',
    description: 'Addresses for rack services (DNS, NTP, Nexus)',
    version: 'v4',
    assignment: 'system_services',
    ranges: [['172.20.26.1', '172.20.26.32']],
    links: [],
  },
  {
    name: 'spare-v4',
    description: 'Not yet linked to any silo',
    version: 'v4',
    ranges: [],
    links: [],
  },
]

export function seedIpPools(db: Db): void {
  POOLS.forEach((p, i) => {
    const id = poolId(p.name)
    db.ipPools.insert(
      {
        id,
        name: p.name,
        description: p.description,
        ip_version: p.version,
        pool_type: 'unicast',
        assignment: p.assignment ?? 'silos',
        time_created: seedTime(2 + i / 10),
        time_modified: seedTime(2 + i / 10),
      },
      FLEET,
    )
    p.ranges.forEach(([first, last]) => {
      db.ipPoolRanges.insert(
        {
          id: uuidFor(`ip-range:${p.name}:${rangeKey(first)}`),
          ip_pool_id: id,
          range: { first, last },
          time_created: seedTime(2.5),
        },
        id,
      )
    })
    p.links.forEach(([silo, isDefault]) => {
      db.ipPoolSiloLinks.push({ ip_pool_id: id, silo_id: siloId(silo), is_default: isDefault })
    })
  })
}
