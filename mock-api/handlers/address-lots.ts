/**
 * Address lots and their blocks: the address ranges the rack's switches draw from (loopbacks,
 * BGP announcements, switch port settings). Reads need fleet viewer, writes fleet admin.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { ipVersion, parseIp } from '../db/ip'
import { FLEET } from '../db/schema'
import { lookupIn } from '../lookup'
import { assertNameFree, check, identityMetadata, paginate, stamp } from './util'

export const lookupLot = (key: string) => lookupIn('address-lot', db.addressLots, FLEET, key)

const blocksOf = (lotId: string) => db.addressLotBlocks.inScope(lotId)

/** Whether anything draws addresses from the lot (loopbacks, announcements, port settings). */
function lotInUse(lotId: string): boolean {
  if (db.rackNet.portSettingsAddressLots.has(lotId)) return true
  // switch port settings are kept by handlers/switch-ports.ts
  if (
    [...db.switchPortSettings.all()].some((ps) =>
      ps.addresses.some((a) => a.address_lot_id === lotId),
    )
  ) {
    return true
  }
  const blockIds = new Set(blocksOf(lotId).map((b) => b.id))
  return (
    db.rackNet.loopbackAddresses.some((l) => blockIds.has(l.address_lot_block_id)) ||
    db.bgpAnnouncements.some((a) => blockIds.has(a.address_lot_block_id))
  )
}

/** The block of a lot that holds `ip`. */
export const blockHolding = (lotId: string, ip: string) =>
  blocksOf(lotId).find(
    (b) =>
      ipVersion(b.first_address) === ipVersion(ip) &&
      parseIp(b.first_address) <= parseIp(ip) &&
      parseIp(ip) <= parseIp(b.last_address),
  )

export const addressLotHandlers = {
  networkingAddressLotList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.addressLots, FLEET, query)
  },

  networkingAddressLotCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.addressLots, FLEET, body.name, 'address-lot')
    for (const b of body.blocks) {
      check(
        ipVersion(b.first_address) === ipVersion(b.last_address),
        `the first and last addresses of block ${b.first_address}-${b.last_address} must be the same IP version`,
      )
      check(
        parseIp(b.first_address) <= parseIp(b.last_address),
        `the last address of block ${b.first_address}-${b.last_address} must not be below the first`,
      )
    }
    const s = stamp()
    const lot = db.addressLots.insert(
      { ...identityMetadata(s, 'address-lot', body), kind: body.kind },
      FLEET,
    )
    const blocks = body.blocks.map((b) =>
      db.addressLotBlocks.insert(
        {
          id: s.ids('address-lot-block'),
          first_address: b.first_address,
          last_address: b.last_address,
        },
        lot.id,
      ),
    )
    return { lot, blocks }
  },

  networkingAddressLotView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const lot = lookupLot(path.addressLot)
    return { lot, blocks: [...blocksOf(lot.id)] }
  },

  networkingAddressLotDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const lot = lookupLot(path.addressLot)
    check(!lotInUse(lot.id), 'lot is in use')
    for (const b of [...blocksOf(lot.id)]) db.addressLotBlocks.delete(b.id)
    db.addressLots.delete(lot.id)
    return 204
  },

  networkingAddressLotBlockList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const lot = lookupLot(path.addressLot)
    return paginate(db.addressLotBlocks, lot.id, query, 'id_ascending')
  },
} satisfies Partial<MSWHandlers>
