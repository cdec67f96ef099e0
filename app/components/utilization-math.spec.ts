import { describe, expect, it } from 'vitest'

import { GiB } from '~/util/units'

import { available, fleetTotals, inUnit, percentOf } from './utilization-math'

const silo = (cpus: number, memGiB: number, storGiB: number, q: [number, number, number]) => ({
  siloId: 'x',
  siloName: 'x',
  provisioned: { cpus, memory: memGiB * GiB, storage: storGiB * GiB },
  allocated: { cpus: q[0], memory: q[1] * GiB, storage: q[2] * GiB },
})

describe('utilization math', () => {
  it('sums silos into fleet totals', () => {
    const t = fleetTotals([silo(4, 8, 100, [10, 64, 1024]), silo(2, 4, 50, [20, 128, 2048])])
    expect(t.provisioned).toEqual({ cpus: 6, memory: 12 * GiB, storage: 150 * GiB })
    expect(t.allocated).toEqual({ cpus: 30, memory: 192 * GiB, storage: 3072 * GiB })
  })
  it('shows values in 1024-based units', () => {
    expect(inUnit('memory', 12 * GiB)).toBe('12')
    expect(inUnit('storage', 3072 * GiB)).toBe('3')
    expect(inUnit('storage', 150 * GiB)).toBe('0.15')
    expect(inUnit('cpus', 1536)).toBe('1,536')
  })
  it('gives the share of the quota and what is left', () => {
    expect(percentOf(5, 10)).toBe(50)
    expect(percentOf(0, 0)).toBeNull()
    expect(percentOf(3, 0)).toBe(100)
    expect(available(12, 10)).toBe(-2)
  })
})
