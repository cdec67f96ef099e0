import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

import { coveragePath, renderCoverage, specOperations } from './mock-coverage'

const hasSpec = existsSync(resolve(__dirname, '../../shared/oxide-api/nexus.json'))

describe('mock API coverage document', () => {
  it.skipIf(!hasSpec)('lists all 317 operations of the spec', () => {
    expect(specOperations()).toHaveLength(317)
  })
  it.skipIf(!hasSpec)('is up to date (run `npm run mock-coverage`)', () => {
    expect(readFileSync(coveragePath, 'utf8')).toBe(renderCoverage())
  })
})
