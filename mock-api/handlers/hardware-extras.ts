/**
 * Growing the rack: sleds cabled in but not yet members join through a rack membership change
 * (in progress until every member acknowledges it, then committed, or aborted), and disks a
 * sled sees but the control plane has not adopted are adopted on an operator's request.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { GiB, now } from '../db/ids'
import { FLEET, type Api, type Json } from '../db/schema'
import { alreadyExists, apiError, notFoundById } from '../errors'
import { lookupById } from '../lookup'
import type { PageQuery } from '../paginate'
import { schedule } from '../transitions'
import { check, paginate, paginateArray, stamp } from './util'

type Membership = Json<Api.RackMembershipStatus>
type BaseboardId = Json<Api.BaseboardId>
type DiskIdentity = Json<Api.PhysicalDiskManufacturerIdentity>

/** How long simulated hardware changes take. */
export const HARDWARE_MS = { membership: 3000, adoption: 2000 }

const sameBoard = (a: BaseboardId, b: BaseboardId) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number
const sameDisk = (a: DiskIdentity, b: DiskIdentity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial
const boardLabel = (b: BaseboardId) => `${b.part_number}:${b.serial_number}`

/** A page of items that have no id of their own, keyed by `key`. */
function pageByKey<T>(items: readonly T[], key: (item: T) => string, query: PageQuery) {
  const page = paginateArray(
    items.map((item) => ({ id: key(item), item })),
    query,
    (w) => w.id,
  )
  return { items: page.items.map((w) => w.item), next_page: page.next_page }
}

function memberships(rackId: string): Membership[] {
  lookupById('rack', db.racks, rackId)
  return db.rackMemberships.filter((m) => m.rack_id === rackId)
}

function latest(rackId: string): Membership {
  const all = memberships(rackId)
  const last = all[all.length - 1]
  if (!last) throw apiError(404, 'ObjectNotFound', `not found: rack membership of rack "${rackId}"`)
  return last
}

function updateMembership(m: Membership, patch: Partial<Membership>): Membership {
  const i = db.rackMemberships.indexOf(m)
  const next = { ...m, ...patch }
  db.rackMemberships[i] = next
  return next
}

/** Once every new member has acknowledged: commit, and the sleds become sleds of the rack. */
function commit(rackId: string, version: number) {
  const m = db.rackMemberships.find((x) => x.rack_id === rackId && x.version === version)
  if (!m || m.state !== 'in_progress') return
  const joining = m.unacknowledged_members
  updateMembership(m, { state: 'committed', time_committed: now(), unacknowledged_members: [] })
  const s = stamp()
  for (const board of joining) {
    const u = db.uninitializedSleds.find(
      (x) =>
        x.rack_id === rackId &&
        sameBoard({ part_number: x.baseboard.part, serial_number: x.baseboard.serial }, board),
    )
    if (!u) continue
    db.uninitializedSleds.splice(db.uninitializedSleds.indexOf(u), 1)
    const sledId = s.ids(`sled:${u.baseboard.serial}`)
    db.sleds.insert(
      {
        id: sledId,
        rack_id: rackId,
        slot: u.cubby,
        baseboard: u.baseboard,
        policy: { kind: 'in_service', provision_policy: 'provisionable' },
        state: 'active',
        usable_hardware_threads: 128,
        usable_physical_ram: 1024 * GiB,
        time_created: s.time,
        time_modified: s.time,
      },
      FLEET,
    )
    // a new sled's data disks wait for adoption like any other new disk
    for (const slot of [0, 1]) {
      db.unadoptedDisks.push({
        sled_id: sledId,
        slot,
        variant: 'u2',
        disk_id: {
          vendor: 'WDC',
          model: 'WUS5EA138ESP7E1',
          serial: `U2-${u.baseboard.serial.slice(-4)}${slot}`,
        },
      })
    }
  }
}

/** Adopts the disk a request names, if it is still waiting (and the request still stands). */
function adopt(requestId: string) {
  const request = db.diskAdoptionRequests.get(requestId)
  if (!request) return
  db.diskAdoptionRequests.delete(requestId)
  const u = db.unadoptedDisks.find((d) => sameDisk(d.disk_id, request.disk_id))
  if (!u) return
  db.unadoptedDisks.splice(db.unadoptedDisks.indexOf(u), 1)
  const s = stamp()
  db.physicalDisks.insert(
    {
      id: s.ids(`physical-disk:${u.disk_id.serial}`),
      sled_id: u.sled_id,
      form_factor: u.variant,
      vendor: u.disk_id.vendor,
      model: u.disk_id.model,
      serial: u.disk_id.serial,
      policy: { kind: 'in_service' },
      state: 'active',
      time_created: s.time,
      time_modified: s.time,
    },
    FLEET,
  )
}

export const hardwareExtraHandlers = {
  sledListUninitialized({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return pageByKey(db.uninitializedSleds, (u) => `${u.rack_id}:${u.cubby}`, query)
  },

  rackMembershipStatus({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    if (query.version == null) return latest(path.rackId)
    const m = memberships(path.rackId).find((x) => x.version === query.version)
    if (!m) {
      throw apiError(
        404,
        'ObjectNotFound',
        `not found: rack membership version ${query.version} of rack "${path.rackId}"`,
      )
    }
    return m
  },

  rackMembershipAddSleds({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const current = latest(path.rackId)
    check(body.sled_ids.length > 0, 'at least one sled must be given')
    check(
      current.state !== 'in_progress',
      `rack membership change to version ${current.version} is still in progress`,
    )
    for (const board of body.sled_ids) {
      check(
        !current.members.some((m) => sameBoard(m, board)),
        `sled ${boardLabel(board)} is already a member of the rack`,
      )
      const waiting = db.uninitializedSleds.some(
        (u) =>
          u.rack_id === path.rackId &&
          sameBoard({ part_number: u.baseboard.part, serial_number: u.baseboard.serial }, board),
      )
      check(waiting, `sled ${boardLabel(board)} is not an uninitialized sled of this rack`)
    }
    const next: Membership = {
      rack_id: path.rackId,
      version: current.version + 1,
      members: [...current.members, ...body.sled_ids],
      unacknowledged_members: [...body.sled_ids],
      state: 'in_progress',
      time_created: now(),
      time_committed: null,
      time_aborted: null,
    }
    db.rackMemberships.push(next)
    schedule(HARDWARE_MS.membership, () => commit(path.rackId, next.version))
    return next
  },

  rackMembershipAbort({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const current = latest(path.rackId)
    check(current.state === 'in_progress', 'no rack membership change is in progress')
    return updateMembership(current, { state: 'aborted', time_aborted: now() })
  },

  physicalDiskListUnadopted({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return pageByKey(
      db.unadoptedDisks,
      (d) => `${d.disk_id.vendor}:${d.disk_id.model}:${d.disk_id.serial}`,
      query,
    )
  },

  physicalDiskListAdoptionRequests({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.diskAdoptionRequests, FLEET, query, 'id_ascending')
  },

  physicalDiskEnableAdoption({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const label = `${body.vendor} ${body.model} ${body.serial}`
    if (db.diskAdoptionRequests.inScope(FLEET).some((r) => sameDisk(r.disk_id, body))) {
      throw alreadyExists('physical-disk-adoption-request', label)
    }
    check(
      !db.physicalDisks
        .inScope(FLEET)
        .some(
          (d) => d.vendor === body.vendor && d.model === body.model && d.serial === body.serial,
        ),
      `physical disk ${label} is already adopted`,
    )
    const s = stamp()
    const request = db.diskAdoptionRequests.insert(
      {
        id: s.ids('disk-adoption-request'),
        disk_id: { vendor: body.vendor, model: body.model, serial: body.serial },
        time_created: s.time,
      },
      FLEET,
    )
    schedule(HARDWARE_MS.adoption, () => adopt(request.id))
    return request
  },

  physicalDiskDisableAdoption({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const id = path.physicalDiskAdoptionReqId
    if (!db.diskAdoptionRequests.get(id)) {
      throw notFoundById('physical-disk-adoption-request', id)
    }
    db.diskAdoptionRequests.delete(id)
    return 204
  },
} satisfies Partial<MSWHandlers>
