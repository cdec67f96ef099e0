import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  consoleCoverage,
  consoleCoveragePath,
  coverageProblems,
  renderConsoleCoverage,
} from './console-coverage'

describe('console coverage document', () => {
  const uses = consoleCoverage()

  it('gives every operation a caller or a reason, and no reason to a called one', () => {
    expect(coverageProblems(uses)).toEqual([])
  })

  it('is up to date (run `npm run console-coverage`)', () => {
    expect(readFileSync(consoleCoveragePath, 'utf8')).toBe(renderConsoleCoverage(uses))
  })

  it('finds the callers the console really has', () => {
    const of = (id: string) => uses.find((u) => u.operationId === id)!.callers
    expect(of('projectList').length).toBeGreaterThan(0)
    // the WebSocket is opened from its URL, not through the client
    expect(of('instanceSerialConsoleStream').length).toBeGreaterThan(0)
    // the CLI's side of the device login is not the console's
    expect(of('deviceAccessToken')).toEqual([])
  })
})
