/** Hardware inventory: racks, sleds (and their instances and disks), physical disks, switches. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import type { Collection } from '../db/collection'
import { now } from '../db/ids'
import { FLEET } from '../db/schema'
import { lookupById } from '../lookup'
import type { PageQuery } from '../paginate'
import { check, paginate, paginateArray } from './util'

const sled = (id: string) => lookupById('sled', db.sleds, id)

/** A page of a fleet-wide hardware table, for fleet viewers; hardware is listed by id. */
function fleetPage<T extends { id: string }>(coll: Collection<T>, query: PageQuery, req: Request) {
  requireFleet(actorOf(req), 'viewer')
  return paginate(coll, FLEET, query, 'id_ascending')
}

/** One item of a fleet-wide hardware table, for fleet viewers. */
function fleetItem<T extends { id: string }>(
  type: string,
  coll: Collection<T>,
  id: string,
  req: Request,
) {
  requireFleet(actorOf(req), 'viewer')
  return lookupById(type, coll, id)
}

export const systemHardwareHandlers = {
  rackList: ({ query, req }) => fleetPage(db.racks, query, req),

  rackView: ({ path, req }) => fleetItem('rack', db.racks, path.rackId, req),

  sledList: ({ query, req }) => fleetPage(db.sleds, query, req),

  sledView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return sled(path.sledId)
  },

  sledSetProvisionPolicy({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const s = sled(path.sledId)
    check(s.policy.kind === 'in_service', 'the provision policy of an expunged sled cannot change')
    const old = s.policy.provision_policy
    db.sleds.update(s.id, {
      policy: { kind: 'in_service', provision_policy: body.state },
      time_modified: now(),
    })
    return { old_state: old, new_state: body.state }
  },

  sledInstanceList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const s = sled(path.sledId)
    const items = [...db.instanceSleds]
      .filter(([, sledId]) => sledId === s.id)
      .flatMap(([instanceId]) => {
        const i = db.instances.get(instanceId)
        if (!i) return []
        const project = db.projects.get(i.project_id)!
        const silo = db.silos.get(db.projects.scopeOf(project.id)!)!
        return [
          {
            id: i.id,
            name: i.name,
            active_sled_id: s.id,
            migration_id: null,
            ncpus: i.ncpus,
            memory: i.memory,
            project_name: project.name,
            silo_name: silo.name,
            state: i.run_state,
            time_created: i.time_created,
            time_modified: i.time_modified,
          },
        ]
      })
    return paginateArray(items, query, (i) => i.id, 'id_ascending')
  },

  sledPhysicalDiskList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const s = sled(path.sledId)
    const disks = [...db.physicalDisks.inScope(FLEET)].filter((d) => d.sled_id === s.id)
    return paginateArray(disks, query, (d) => d.id, 'id_ascending')
  },

  physicalDiskList: ({ query, req }) => fleetPage(db.physicalDisks, query, req),

  physicalDiskView: ({ path, req }) =>
    fleetItem('physical-disk', db.physicalDisks, path.diskId, req),

  switchList: ({ query, req }) => fleetPage(db.switches, query, req),

  switchView: ({ path, req }) => fleetItem('switch', db.switches, path.switchId, req),
} satisfies Partial<MSWHandlers>
