/** Seed: one rack with four sleds in varied states, their physical disks, and a switch. */
import { GiB, seedTime, uuidFor } from '../ids'
import { FLEET, type Api, type Db, type Json } from '../schema'

export const rackId = uuidFor('rack:0')
export const sledId = (n: number) => uuidFor(`sled:${n}`)

const SLEDS: { policy: Json<Api.Sled>['policy']; state: Json<Api.Sled>['state'] }[] = [
  { policy: { kind: 'in_service', provision_policy: 'provisionable' }, state: 'active' },
  { policy: { kind: 'in_service', provision_policy: 'provisionable' }, state: 'active' },
  { policy: { kind: 'in_service', provision_policy: 'non_provisionable' }, state: 'active' },
  { policy: { kind: 'expunged' }, state: 'decommissioned' },
]

export function seedHardware(db: Db): void {
  db.racks.insert({ id: rackId, time_created: seedTime(0), time_modified: seedTime(0) }, FLEET)
  SLEDS.forEach(({ policy, state }, n) => {
    const id = sledId(n)
    db.sleds.insert(
      {
        id,
        rack_id: rackId,
        slot: [14, 15, 16, 17][n] ?? null,
        baseboard: {
          part: '913-0000019',
          revision: 13,
          serial: `BRM4422${String(n + 1).padStart(4, '0')}`,
        },
        policy,
        state,
        usable_hardware_threads: 128,
        usable_physical_ram: 1024 * GiB,
        time_created: seedTime(0.1),
        time_modified: seedTime(0.1 + n),
      },
      FLEET,
    )
    // two U.2 data disks and one M.2 boot disk per sled; the expunged sled keeps one
    const disks: Json<Api.PhysicalDisk>['form_factor'][] = n === 3 ? ['u2'] : ['u2', 'u2', 'm2']
    disks.forEach((formFactor, d) => {
      const expunged = policy.kind === 'expunged'
      db.physicalDisks.insert(
        {
          id: uuidFor(`physical-disk:${n}:${d}`),
          sled_id: id,
          form_factor: formFactor,
          model: formFactor === 'u2' ? 'WUS5EA138ESP7E1' : 'MTFDKBA480TFR',
          vendor: formFactor === 'u2' ? 'WDC' : 'Micron',
          serial: `${formFactor.toUpperCase()}-${n}${d}A7F3`,
          policy: expunged ? { kind: 'expunged' } : { kind: 'in_service' },
          state: expunged ? 'decommissioned' : 'active',
          time_created: seedTime(0.2),
          time_modified: seedTime(0.2),
        },
        FLEET,
      )
    })
  })
  db.switches.insert(
    {
      id: uuidFor('switch:0'),
      rack_id: rackId,
      baseboard: { part: '913-0000006', revision: 4, serial: 'BRM44220091' },
      time_created: seedTime(0.1),
      time_modified: seedTime(0.1),
    },
    FLEET,
  )
}
