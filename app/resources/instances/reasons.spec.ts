import { describe, expect, it } from 'vitest'

import { instanceCan } from '~/api/capabilities'

import { instanceDisabledReason, orList, type InstanceAction } from './reasons'

describe('orList', () => {
  it('joins with "or", and an Oxford comma from three items', () => {
    expect(orList(['running'])).toBe('running')
    expect(orList(['stopped', 'failed'])).toBe('stopped or failed')
    expect(orList(['stopped', 'failed', 'creating'])).toBe('stopped, failed, or creating')
  })
})

describe('instanceDisabledReason', () => {
  it('words the rules of the capability table', () => {
    expect(instanceDisabledReason('start', { runState: 'running' })).toBe(
      'Only stopped or failed instances can be started',
    )
    expect(instanceDisabledReason('stop', { runState: 'stopped' })).toBe(
      'Only running, starting, rebooting, or failed instances can be stopped',
    )
    expect(instanceDisabledReason('reboot', { runState: 'stopped' })).toBe(
      'Only running instances can be rebooted',
    )
    expect(instanceDisabledReason('resize', { runState: 'running' })).toBe(
      'Only stopped, failed, or creating instances can be resized',
    )
    expect(instanceDisabledReason('delete', { runState: 'running' })).toBe(
      'Only stopped or failed instances can be deleted',
    )
    expect(instanceDisabledReason('addToAffinityGroup', { runState: 'running' })).toBe(
      'Only stopped instances can be added to a group',
    )
    expect(instanceDisabledReason('changeExternalSubnets', { runState: 'starting' })).toBe(
      'Only running, rebooting, stopped, or failed instances can have external subnets attached or detached',
    )
  })

  it('is false exactly in the allowed states, for every action', () => {
    for (const action of Object.keys(instanceCan) as InstanceAction[]) {
      const allowed = instanceCan[action].states
      for (const state of [
        'creating',
        'starting',
        'running',
        'rebooting',
        'stopping',
        'stopped',
        'failed',
        'migrating',
        'repairing',
      ] as const) {
        const reason = instanceDisabledReason(action, { runState: state })
        expect(reason === false, `${action} in ${state}`).toBe(allowed.includes(state))
      }
    }
  })
})
