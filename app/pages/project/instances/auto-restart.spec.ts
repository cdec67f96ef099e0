import { describe, expect, it } from 'vitest'

import { type InstanceState } from '~/api/__generated__/Api'

import { autoRestartEligible, autoRestartSummary, policyChoice, policyValue } from './auto-restart'

const now = new Date('2026-03-01T12:00:00Z')
const hourLater = new Date('2026-03-01T13:00:00Z')
const hourBefore = new Date('2026-03-01T11:00:00Z')

const inst = (
  runState: InstanceState,
  autoRestartEnabled: boolean,
  autoRestartCooldownExpiration: Date | null = null,
) => ({ runState, autoRestartEnabled, autoRestartCooldownExpiration })

describe('auto restart', () => {
  it('is eligible when enabled and no cooldown expiry lies ahead (spec section 4)', () => {
    expect(autoRestartEligible(inst('failed', true), now)).toBe(true)
    expect(autoRestartEligible(inst('failed', true, hourBefore), now)).toBe(true)
    expect(autoRestartEligible(inst('failed', true, hourLater), now)).toBe(false)
    expect(autoRestartEligible(inst('failed', false), now)).toBe(false)
    // the same rule answers "would it be restarted if it failed" for a running instance
    expect(autoRestartEligible(inst('running', true), now)).toBe(true)
    expect(autoRestartEligible(inst('running', false), now)).toBe(false)
  })

  it('says what will happen', () => {
    expect(autoRestartSummary(inst('failed', true), now)).toBe(
      'The control plane will restart it shortly.',
    )
    expect(autoRestartSummary(inst('failed', true, hourLater), now)).toBe(
      'The control plane will restart it when the cooldown ends (in 1 hour).',
    )
    expect(autoRestartSummary(inst('failed', false), now)).toBe(
      'Auto-restart is off, so it stays failed.',
    )
    expect(autoRestartSummary(inst('running', true), now)).toBe(
      'If this instance fails, it will be restarted automatically.',
    )
    expect(autoRestartSummary(inst('stopped', false), now)).toBe(
      'If this instance fails, it will not be restarted automatically.',
    )
  })

  it('maps the default policy to null and back', () => {
    expect(policyChoice(null)).toBe('default')
    expect(policyChoice(undefined)).toBe('default')
    expect(policyChoice('never')).toBe('never')
    expect(policyValue('default')).toBe(null)
    expect(policyValue('best_effort')).toBe('best_effort')
  })
})
