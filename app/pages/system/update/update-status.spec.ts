import { describe, expect, it } from 'vitest'

import { type TufRepo, type UpdateStatus } from '~/api/__generated__/Api'

import {
  compareVersions,
  isUpdateMoving,
  isUpdateStuck,
  setTargetReason,
  updateProgress,
  uploadPercent,
} from './update-status'

const NOW = Date.parse('2026-01-01T12:00:00Z')
const status = (over: Partial<UpdateStatus> = {}): UpdateStatus => ({
  targetRelease: { version: '15.0.0', timeRequested: new Date(NOW - 60_000) },
  componentsByReleaseVersion: { '15.0.0': 27, '14.2.0': 4 },
  suspended: false,
  contactSupport: false,
  timeLastStepPlanned: new Date(NOW - 60_000),
  ...over,
})
const repo = (v: string): TufRepo => ({
  systemVersion: v,
  fileName: `r-${v}.zip`,
  hash: 'ab',
  timeCreated: new Date(NOW),
})

describe('compareVersions', () => {
  it('orders numerically, pre-releases first', () => {
    expect(compareVersions('15.10.0', '15.9.0')).toBe(1)
    expect(compareVersions('15.0.0', '15.0.0')).toBe(0)
    expect(compareVersions('15.0.0-rc.1', '15.0.0')).toBe(-1)
    expect(compareVersions('14.2.0', '15.0.0')).toBe(-1)
  })
})

describe('updateProgress', () => {
  it('counts components at the target, percent truncated', () => {
    expect(updateProgress(status())).toEqual({ atTarget: 27, total: 31, percent: 87 })
    expect(
      updateProgress(status({ componentsByReleaseVersion: { '15.0.0': 999, '14.2.0': 1 } }))
        ?.percent,
    ).toBe(99)
  })
  it('is null without a target', () => {
    expect(updateProgress(status({ targetRelease: null }))).toBeNull()
  })
})

describe('moving and stuck', () => {
  it('moves while not at target with a recent step', () => {
    expect(isUpdateMoving(status(), NOW)).toBe(true)
    expect(isUpdateStuck(status(), NOW)).toBe(false)
  })
  it('does not move when done, suspended or idle', () => {
    expect(isUpdateMoving(status({ componentsByReleaseVersion: { '15.0.0': 31 } }), NOW)).toBe(
      false,
    )
    expect(isUpdateMoving(status({ suspended: true }), NOW)).toBe(false)
    const idle = status({ timeLastStepPlanned: new Date(NOW - 2 * 3600_000) })
    expect(isUpdateMoving(idle, NOW)).toBe(false)
    expect(isUpdateStuck(idle, NOW)).toBe(true)
  })
})

describe('setTargetReason', () => {
  it('refuses the current and older releases, allows newer', () => {
    expect(setTargetReason(repo('15.0.0'), status())).toBe('Already set as target')
    expect(setTargetReason(repo('14.2.0'), status())).toMatch(/older release/)
    expect(setTargetReason(repo('15.1.0'), status())).toBeUndefined()
    expect(setTargetReason(repo('14.2.0'), status({ targetRelease: null }))).toBeUndefined()
  })
})

it('uploadPercent', () => {
  expect(uploadPercent(5, 10)).toBe(50)
  expect(uploadPercent(0, 0)).toBe(0)
})
