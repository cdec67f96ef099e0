import { describe, expect, it } from 'vitest'

import { validateMemoryGiB, validateNcpus } from './resize-instance-modal'

describe('resize bounds (spec section 9)', () => {
  it('checks vCPUs against 1..64 with the exact messages', () => {
    expect(validateNcpus(0)).toBe('Must be at least 1 vCPU')
    expect(validateNcpus(1)).toBeUndefined()
    expect(validateNcpus(64)).toBeUndefined()
    expect(validateNcpus(65)).toBe('Can be at most 64 vCPUs')
  })

  it('checks memory against 1..1536 GiB with the exact messages', () => {
    expect(validateMemoryGiB(0)).toBe('Must be at least 1 GiB')
    expect(validateMemoryGiB(1536)).toBeUndefined()
    expect(validateMemoryGiB(1537)).toBe('Can be at most 1536 GiB')
  })
})
