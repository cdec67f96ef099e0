/**
 * Seed: two probes in Lumen's web-app project, a multicast IP pool linked to Lumen, and two
 * multicast groups its instances belong to (one any-source, one source-specific).
 */
import { newProbe } from '../../handlers/probe-record'
import { seedTime, uuidFor } from '../ids'
import { FLEET, rangeKey, type Db } from '../schema'
import { projectId } from './compute'
import { sledId } from './hardware'
import { siloId } from './identity'
import { poolId } from './pools'

const instanceId = (project: string, name: string) => uuidFor(`instance:${project}:${name}`)

export const MULTICAST_POOL = 'lumen-multicast'

export function seedProbesAndMulticast(db: Db): void {
  const webApp = projectId('lumen', 'web-app')
  const lumenV4 = poolId('lumen-v4')
  // the top of lumen-v4's second range: the seed's instances take addresses from the bottom
  const probes = [
    { name: 'edge-probe', sled: 0, ip: '203.0.113.60', nic: '172.30.0.5', at: 20 },
    { name: 'latency-probe', sled: 1, ip: '203.0.113.59', nic: '172.30.0.6', at: 21 },
  ]
  for (const p of probes) {
    db.probes.insert(
      newProbe({
        id: uuidFor(`probe:web-app:${p.name}`),
        name: p.name,
        description: `Probe on sled ${p.sled}`,
        time: seedTime(p.at),
        projectId: webApp,
        sled: sledId(p.sled),
        poolId: lumenV4,
        externalIp: p.ip,
        nicIp: p.nic,
      }),
      webApp,
    )
  }

  const pool = poolId(MULTICAST_POOL)
  db.ipPools.insert(
    {
      id: pool,
      name: MULTICAST_POOL,
      description: 'Multicast addresses for Lumen (any-source and source-specific)',
      ip_version: 'v4',
      pool_type: 'multicast',
      assignment: 'silos',
      time_created: seedTime(2.8),
      time_modified: seedTime(2.8),
    },
    FLEET,
  )
  for (const [first, last] of [
    ['224.2.0.1', '224.2.0.254'],
    ['232.5.0.1', '232.5.0.100'],
  ] as const) {
    db.ipPoolRanges.insert(
      {
        id: uuidFor(`ip-range:${MULTICAST_POOL}:${rangeKey(first)}`),
        ip_pool_id: pool,
        range: { first, last },
        time_created: seedTime(2.8),
      },
      pool,
    )
  }
  db.ipPoolSiloLinks.push({ ip_pool_id: pool, silo_id: siloId('lumen'), is_default: false })

  const groups = [
    {
      name: 'video-feed',
      ip: '224.2.0.1',
      description: 'Camera streams for the web frontends',
      members: [
        ['web-frontend-1', []],
        ['web-frontend-2', []],
      ] as [string, string[]][],
    },
    {
      name: 'market-data',
      ip: '232.5.0.1',
      description: 'Source-specific feed from the exchange gateway',
      members: [['api-server', ['198.51.100.10']]] as [string, string[]][],
    },
  ]
  groups.forEach((g, i) => {
    const id = uuidFor(`multicast-group:${g.name}`)
    const time = seedTime(22 + i)
    db.multicastGroups.insert(
      {
        id,
        name: g.name,
        description: g.description,
        multicast_ip: g.ip,
        ip_pool_id: pool,
        source_ips: [...new Set(g.members.flatMap(([, s]) => s))].sort(),
        has_any_source_member: g.members.some(([, s]) => s.length === 0),
        state: 'active',
        time_created: time,
        time_modified: time,
      },
      FLEET,
    )
    for (const [instance, sources] of g.members) {
      db.multicastMembers.insert(
        {
          id: uuidFor(`multicast-member:${g.name}:${instance}`),
          name: instance,
          description: `${instance} in ${g.name}`,
          instance_id: instanceId('web-app', instance),
          multicast_group_id: id,
          multicast_ip: g.ip,
          source_ips: sources,
          state: 'joined',
          time_created: time,
          time_modified: time,
        },
        id,
      )
    }
  })
}
