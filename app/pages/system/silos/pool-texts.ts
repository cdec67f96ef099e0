/** What each IP pool action on a silo says it will change (confirm texts), kept pure for tests. */
import { type SiloIpPool } from '~/api/__generated__/Api'

type Pool = Pick<SiloIpPool, 'name' | 'ipVersion' | 'poolType' | 'isDefault'>

/** "IPv4 unicast" */
export const poolKind = (p: Pick<SiloIpPool, 'ipVersion' | 'poolType'>) =>
  `IP${p.ipVersion} ${p.poolType}`

/** The silo's current default of the pool's version and type, other than the pool itself. */
export const otherDefault = (pool: Pool, linked: Pool[]) =>
  linked.find(
    (p) =>
      p.isDefault &&
      p.name !== pool.name &&
      p.ipVersion === pool.ipVersion &&
      p.poolType === pool.poolType,
  )

export function makeDefaultText(pool: Pool, linked: Pool[]) {
  const old = otherDefault(pool, linked)
  return old
    ? {
        title: 'Change default pool',
        content: `${pool.name} becomes the default ${poolKind(pool)} pool of this silo in place of ${old.name}, which stays linked. IPs allocated without naming a pool will come from ${pool.name}.`,
      }
    : {
        title: 'Make default pool',
        content: `${pool.name} becomes the default ${poolKind(pool)} pool of this silo: IPs allocated without naming a pool will come from it.`,
      }
}

export const clearDefaultText = (pool: Pool) =>
  `${pool.name} stays linked but is no longer the default ${poolKind(pool)} pool. With no default, users of this silo must name a pool for every ${poolKind(pool)} address they allocate.`

export const unlinkText = (pool: Pool) =>
  `Users of this silo will no longer be able to allocate IPs from ${pool.name}.${
    pool.isDefault ? ` The silo will have no default ${poolKind(pool)} pool.` : ''
  } Unlinking fails while addresses from ${pool.name} are in use in the silo.`
