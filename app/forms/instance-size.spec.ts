import { describe, expect, it } from 'vitest'

import { validateMemoryGiB, validateNcpus } from './instance-size'

describe('instance size bounds (what Nexus enforces)', () => {
  it('checks vCPUs against 1..254 with the exact messages (the spec\'s "64" is no limit)', () => {
    expect(validateNcpus(0)).toBe('Must be at least 1 vCPU')
    expect(validateNcpus(1)).toBeUndefined()
    expect(validateNcpus(65)).toBeUndefined()
    expect(validateNcpus(254)).toBeUndefined()
    expect(validateNcpus(255)).toBe('Can be at most 254 vCPUs')
  })

  it('checks memory against 1..1536 GiB with the exact messages', () => {
    expect(validateMemoryGiB(0)).toBe('Must be at least 1 GiB')
    expect(validateMemoryGiB(1536)).toBeUndefined()
    expect(validateMemoryGiB(1537)).toBe('Can be at most 1536 GiB')
  })
})
