/** What each subnet pool action on a silo says it will change (confirm texts), kept pure for tests. */
import { type SiloSubnetPool } from '~/api/__generated__/Api'

type Pool = Pick<SiloSubnetPool, 'name' | 'ipVersion' | 'isDefault'>

/** "IPv4" */
export const subnetFamily = (p: Pick<SiloSubnetPool, 'ipVersion'>) =>
  p.ipVersion === 'v4' ? 'IPv4' : 'IPv6'

/** The silo's current default of the pool's version, other than the pool itself. */
export const otherDefaultSubnetPool = (pool: Pool, linked: Pool[]) =>
  linked.find((p) => p.isDefault && p.name !== pool.name && p.ipVersion === pool.ipVersion)

export function makeDefaultSubnetText(pool: Pool, linked: Pool[]) {
  const old = otherDefaultSubnetPool(pool, linked)
  const kind = subnetFamily(pool)
  return old
    ? {
        title: 'Change default subnet pool',
        content: `${pool.name} becomes the default ${kind} subnet pool of this silo in place of ${old.name}, which stays linked. External subnets asked for without naming a pool will come from ${pool.name}.`,
      }
    : {
        title: 'Make default subnet pool',
        content: `${pool.name} becomes the default ${kind} subnet pool of this silo: external subnets asked for without naming a pool will come from it.`,
      }
}

export const clearDefaultSubnetText = (pool: Pool) =>
  `${pool.name} stays linked but is no longer the default ${subnetFamily(pool)} subnet pool. With no default, projects of this silo must name a pool for every ${subnetFamily(pool)} external subnet they ask for.`

export const unlinkSubnetText = (pool: Pool) =>
  `Projects of this silo will no longer be able to take external subnets from ${pool.name}.${
    pool.isDefault ? ` The silo will have no default ${subnetFamily(pool)} subnet pool.` : ''
  } Unlinking fails while external subnets from ${pool.name} are in use in the silo.`
