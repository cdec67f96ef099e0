import { describe, expect, it } from 'vitest'

import { exactIpCount, formatIpCount, usedPercent } from './ip-count'

describe('formatIpCount', () => {
  it('writes small counts in full and huge ones as powers of ten', () => {
    expect(formatIpCount(0)).toBe('0')
    expect(formatIpCount(65536)).toBe('65,536')
    expect(formatIpCount(999_999_999_999)).toBe('999,999,999,999')
    expect(formatIpCount(2 ** 64)).toBe('1.84 × 10¹⁹')
    expect(formatIpCount(2 ** 128)).toBe('3.4 × 10³⁸')
    expect(formatIpCount(Number.NaN)).toBe('—')
  })
  it('gives the exact figure for a tooltip', () => {
    expect(exactIpCount(2 ** 64)).toBe('18,446,744,073,709,551,616')
    expect(exactIpCount(256)).toBe('256')
  })
})

describe('usedPercent', () => {
  it('is the share in use', () => {
    expect(usedPercent(0, 0)).toBe(0)
    expect(usedPercent(100, 25)).toBe(75)
    expect(usedPercent(10, 10)).toBe(0)
  })
})
