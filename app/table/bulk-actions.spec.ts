import { describe, expect, it } from 'vitest'

import { type Disk, type Instance } from '~/api/__generated__/Api'
import { diskBulkActions, instanceBulkActions } from '~/bulk/list-actions'

import { actionPlan } from './bulk-run-bar'

const inst = (name: string, runState: Instance['runState']) => ({ name, runState }) as Instance

describe('actionPlan', () => {
  const [start, stop, , remove] = instanceBulkActions('web-app')
  const selected = [
    inst('a', 'running'),
    inst('b', 'running'),
    inst('c', 'stopped'),
    inst('d', 'stopped'),
    inst('e', 'starting'),
  ]

  it('counts what an action applies to, by the row menu’s predicate, and says why not the rest', () => {
    const plan = actionPlan(stop!, selected)
    expect(plan.label).toBe('Stop 3 of 5')
    expect(plan.targets.map((i) => i.name)).toEqual(['a', 'b', 'e'])
    expect(plan.reason).toBe('2 are already stopped')
    const starting = actionPlan(start!, selected)
    expect(starting.label).toBe('Start 2 of 5')
    expect(starting.reason).toBe('2 are already running, 1 is starting')
  })

  it('an action that takes every row says only the count; one that takes none has none', () => {
    expect(actionPlan(stop!, selected.slice(0, 2))).toMatchObject({ label: 'Stop 2', reason: '' })
    const none = actionPlan(remove!, [inst('a', 'running')])
    expect(none.targets).toEqual([])
    expect(none.label).toBe('Delete 0 of 1')
    expect(none.reason).toBe('1 is running')
  })

  it('spells a state as its badge does', () => {
    const disk = (name: string, state: Disk['state']['state']) =>
      ({ name, state: { state } }) as Disk
    const [remove] = diskBulkActions('web-app')
    const plan = actionPlan(remove!, [disk('a', 'detached'), disk('b', 'import_ready')])
    expect(plan.reason).toBe('1 is import ready')
  })
})
