import { describe, expect, it } from 'vitest'

import { GiB } from '~/util/units'

import { belowUse, fromQuotaValues, quotaRows, toQuotaValues } from './quota-values'

const used = { cpus: 4, memory: 16 * GiB, storage: 100 * GiB }
const quota = { cpus: 8, memory: 32 * GiB, storage: 1024 * GiB }

describe('quota values', () => {
  it('converts to and from GiB', () => {
    expect(toQuotaValues(quota)).toEqual({ cpus: 8, memoryGiB: 32, storageGiB: 1024 })
    expect(fromQuotaValues(toQuotaValues(quota))).toEqual(quota)
  })
  it('lists what is set below use', () => {
    expect(belowUse(toQuotaValues(quota), used)).toEqual([])
    expect(belowUse({ cpus: 2, memoryGiB: 32, storageGiB: 50 }, used)).toEqual([
      'CPU: 4 vCPUs in use, quota 2 vCPUs',
      'Storage: 100 GiB in use, quota 50 GiB',
    ])
  })
  it('builds the table rows', () => {
    expect(quotaRows(used, quota)[1]).toEqual({
      label: 'Memory',
      unit: 'GiB',
      provisioned: 16,
      quota: 32,
    })
  })
})
