import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { coveragePath, renderCoverage, specOperations } from './mock-coverage'

describe('mock API coverage document', () => {
  it('lists all 317 operations of the spec', () => {
    expect(specOperations()).toHaveLength(317)
  })
  it('is up to date (run `npm run mock-coverage`)', () => {
    expect(readFileSync(coveragePath, 'utf8')).toBe(renderCoverage())
  })
})
