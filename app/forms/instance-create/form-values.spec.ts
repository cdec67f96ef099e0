import { describe, expect, it } from 'vitest'

import { roundUpToTen } from './form-values'

describe('roundUpToTen', () => {
  it.each([
    [0, 0],
    [1, 10],
    [10, 10],
    [11, 20],
    [99.5, 100],
    [1015, 1020],
    [1021, 1023],
    [5000, 1023],
  ])('%d → %d', (n, expected) => {
    expect(roundUpToTen(n)).toBe(expected)
  })
})
