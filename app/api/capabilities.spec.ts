import { describe, expect, it } from 'vitest'

import type { InstanceState } from './__generated__/Api'
import {
  attachableCan,
  attachmentOf,
  diskCan,
  externalIpCan,
  instanceAutoRestartingSoon,
  instanceCan,
  instanceCanSoon,
  isDiskTransitional,
  isInstanceTransitional,
  routerCan,
  snapshotCan,
  systemRouteCan,
} from './capabilities'

const ALL: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'rebooting',
  'stopping',
  'stopped',
  'failed',
  'migrating',
  'repairing',
  'destroyed',
]

// spec section 4, "Actions allowed by state"
const table: Record<keyof typeof instanceCan, InstanceState[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
  // external IPs change only in settled states (with a VMM or without)
  changeExternalIps: ['running', 'rebooting', 'stopped', 'failed'],
  changeExternalSubnets: ['running', 'rebooting', 'stopped', 'failed'],
  autoRestart: ['failed'],
}

describe('instanceCan', () => {
  for (const [action, allowed] of Object.entries(table)) {
    it(`${action} is allowed exactly from ${allowed.join(', ')}`, () => {
      const can = instanceCan[action as keyof typeof instanceCan]
      for (const state of ALL) {
        expect(can({ runState: state }), `${action} from ${state}`).toBe(allowed.includes(state))
      }
      expect([...can.states].sort()).toEqual([...allowed].sort())
    })
  }
  it('knows the transitional states', () => {
    expect(ALL.filter((s) => isInstanceTransitional(s))).toEqual([
      'creating',
      'starting',
      'rebooting',
      'stopping',
      'migrating',
    ])
  })
})

describe('instanceCanSoon', () => {
  it('the serial console waits out creating and starting, and no other state', () => {
    expect(ALL.filter((s) => instanceCanSoon.serialConsole(s))).toEqual(['creating', 'starting'])
    // none of them has a console yet: waiting, then connecting, never both
    for (const s of ALL) {
      expect(instanceCanSoon.serialConsole(s) && instanceCan.serialConsole(s)).toBe(false)
    }
  })
})

describe('externalIpCan', () => {
  it('detaches and reaches ephemeral and floating IPs, never SNAT', () => {
    for (const action of ['detach', 'acceptInbound'] as const) {
      expect(externalIpCan[action]({ kind: 'ephemeral' })).toBe(true)
      expect(externalIpCan[action]({ kind: 'floating' })).toBe(true)
      expect(externalIpCan[action]({ kind: 'snat' })).toBe(false)
    }
  })
})

describe('instanceAutoRestartingSoon', () => {
  const now = new Date('2026-01-01T12:00:00Z')
  const failed = { runState: 'failed' as const, autoRestartEnabled: true }
  it('needs a failed instance with auto restart on', () => {
    expect(instanceAutoRestartingSoon({ ...failed, runState: 'stopped' }, now)).toBe(false)
    expect(instanceAutoRestartingSoon({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
  })
  it('is eligible with no cooldown expiry or one that has passed', () => {
    expect(instanceAutoRestartingSoon(failed, now)).toBe(true)
    expect(
      instanceAutoRestartingSoon(
        { ...failed, autoRestartCooldownExpiration: new Date('2026-01-01T11:59:00Z') },
        now,
      ),
    ).toBe(true)
    expect(
      instanceAutoRestartingSoon(
        { ...failed, autoRestartCooldownExpiration: new Date('2026-01-01T12:01:00Z') },
        now,
      ),
    ).toBe(false)
  })
})

describe('diskCan', () => {
  const disk = (state: string) => ({ state: { state } }) as Parameters<typeof diskCan.delete>[0]
  it.each([
    ['delete', ['detached', 'faulted']],
    ['snapshot', ['attached', 'detached']],
    ['attach', ['creating', 'detached']],
    ['detach', ['attached']],
    ['setAsBootDisk', ['attached']],
    ['attachToNewInstance', ['detached']],
    ['bulkWrite', ['importing_from_bulk_writes']],
    ['stopImport', ['importing_from_bulk_writes']],
    ['finalizeImport', ['import_ready']],
  ] as const)('%s from %j', (action, allowed) => {
    for (const s of [
      'attaching',
      'attached',
      'creating',
      'detaching',
      'detached',
      'faulted',
      'finalizing',
      'import_ready',
      'importing_from_bulk_writes',
    ]) {
      expect(diskCan[action](disk(s)), `${action} from ${s}`).toBe(
        (allowed as readonly string[]).includes(s),
      )
    }
  })
})

describe('isDiskTransitional', () => {
  it('knows the disk states in motion', () => {
    const states = ['attaching', 'attached', 'creating', 'detaching', 'detached', 'faulted']
    expect(states.filter((s) => isDiskTransitional(s as 'attached'))).toEqual([
      'attaching',
      'creating',
      'detaching',
    ])
    expect(isDiskTransitional({ state: { state: 'finalizing' } })).toBe(true)
  })
})

describe('snapshotCan', () => {
  it('makes disks only from ready snapshots', () => {
    expect(snapshotCan.createDisk({ state: 'ready' })).toBe(true)
    for (const state of ['creating', 'faulted', 'destroyed'] as const) {
      expect(snapshotCan.createDisk({ state })).toBe(false)
    }
  })
})

describe('routerCan', () => {
  it('lets only custom routers be edited, deleted or given routes', () => {
    for (const can of [routerCan.edit, routerCan.delete, routerCan.addRoutes]) {
      expect(can({ kind: 'custom' })).toBe(true)
      expect(can({ kind: 'system' })).toBe(false)
    }
  })
})

describe('systemRouteCan', () => {
  it('lets the system router’s default routes be edited, never its subnet routes', () => {
    expect(systemRouteCan.edit({ kind: 'default' })).toBe(true)
    expect(systemRouteCan.edit({ kind: 'vpc_subnet' })).toBe(false)
    expect(systemRouteCan.delete({ kind: 'default' })).toBe(false)
    expect(systemRouteCan.delete({ kind: 'vpc_subnet' })).toBe(false)
  })
})

describe('snapshotCan.delete', () => {
  it('lets a snapshot be deleted once it is no longer being made', () => {
    expect(snapshotCan.delete({ state: 'creating' })).toBe(false)
    for (const state of ['ready', 'faulted', 'destroyed'] as const) {
      expect(snapshotCan.delete({ state })).toBe(true)
    }
  })
})

describe('attachableCan', () => {
  it('detaches only an attached address and deletes only a detached one', () => {
    const attached = { instanceId: 'i-1' }
    const detached = { instanceId: null }
    expect(attachmentOf(attached)).toBe('attached')
    expect(attachableCan.detach(attached)).toBe(true)
    expect(attachableCan.detach(detached)).toBe(false)
    expect(attachableCan.delete(detached)).toBe(true)
    expect(attachableCan.delete(attached)).toBe(false)
  })
})
