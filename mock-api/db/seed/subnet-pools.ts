/** Seed: subnet pools, their members and silo links, and the external subnets taken from them. */
import { seedTime, uuidFor } from '../ids'
import { FLEET, type Db } from '../schema'
import { projectId } from './compute'
import { siloId } from './identity'

const subnetPoolId = (name: string) => uuidFor(`subnet-pool:${name}`)
const memberId = (pool: string, subnet: string) => uuidFor(`subnet-member:${pool}:${subnet}`)

interface PoolSeed {
  name: string
  description: string
  version: 'v4' | 'v6'
  /** [subnet, min prefix length, max prefix length] */
  members: [string, number, number][]
  /** [silo, is default] */
  links: [string, boolean][]
}

const POOLS: PoolSeed[] = [
  {
    name: 'lumen-subnets',
    description: 'Public IPv4 blocks Lumen projects route to their instances',
    version: 'v4',
    members: [
      ['198.19.0.0/20', 24, 28],
      ['198.19.16.0/20', 22, 30],
    ],
    links: [['lumen', true]],
  },
  {
    name: 'lumen-subnets-v6',
    description: 'Public IPv6 prefixes for Lumen',
    version: 'v6',
    members: [['2001:db8:f000::/40', 48, 64]],
    links: [['lumen', true]],
  },
  {
    name: 'basalt-subnets',
    description: 'Public IPv4 blocks for Basalt',
    version: 'v4',
    members: [['198.19.64.0/18', 20, 28]],
    links: [['basalt', true]],
  },
  {
    name: 'spare-subnets',
    description: 'Not yet given any subnets',
    version: 'v4',
    members: [],
    links: [],
  },
]

/** [project, name, description, pool, member, subnet, attached instance] */
const EXTERNAL_SUBNETS: [string, string, string, string, string, string, string | null][] = [
  [
    'web-app',
    'web-edge',
    'Addresses the frontends answer on',
    'lumen-subnets',
    '198.19.0.0/20',
    '198.19.0.0/24',
    'web-frontend-1',
  ],
  [
    'web-app',
    'web-reserve',
    'Held for the next region',
    'lumen-subnets',
    '198.19.0.0/20',
    '198.19.1.0/26',
    null,
  ],
]

export function seedSubnetPools(db: Db): void {
  POOLS.forEach((p, i) => {
    const id = subnetPoolId(p.name)
    db.subnetPools.insert(
      {
        id,
        name: p.name,
        description: p.description,
        ip_version: p.version,
        time_created: seedTime(3 + i / 10),
        time_modified: seedTime(3 + i / 10),
      },
      FLEET,
    )
    for (const [subnet, min, max] of p.members) {
      db.subnetPoolMembers.insert(
        {
          id: memberId(p.name, subnet),
          subnet_pool_id: id,
          subnet,
          min_prefix_length: min,
          max_prefix_length: max,
          time_created: seedTime(3.5),
        },
        id,
      )
    }
    for (const [silo, isDefault] of p.links) {
      db.subnetPoolSiloLinks.push({
        subnet_pool_id: id,
        silo_id: siloId(silo),
        is_default: isDefault,
      })
    }
  })
  for (const [project, name, description, pool, member, subnet, instance] of EXTERNAL_SUBNETS) {
    const pid = projectId('lumen', project)
    db.externalSubnets.insert(
      {
        id: uuidFor(`external-subnet:${project}:${name}`),
        name,
        description,
        project_id: pid,
        subnet,
        subnet_pool_id: subnetPoolId(pool),
        subnet_pool_member_id: memberId(pool, member),
        instance_id: instance ? db.instances.byName(pid, instance)!.id : null,
        time_created: seedTime(4),
        time_modified: seedTime(4),
      },
      pid,
    )
  }
}
