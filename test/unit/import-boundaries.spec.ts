import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (name === '__generated__') return []
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(name) ? [p] : []
  })
}

const importsOf = (src: string) =>
  [
    ...src.matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => ({ spec: m[1] ?? m[2] ?? '', dynamic: !m[1] }))

describe('import boundaries', () => {
  const appFiles = walk(join(root, 'app'))

  it('finds the app sources', () => {
    expect(appFiles.length).toBeGreaterThan(5)
  })

  it('app code never imports mock-api/ (only app/mock.ts loads it, dynamically)', () => {
    const offenders: string[] = []
    for (const file of appFiles) {
      const rel = relative(root, file)
      for (const { spec, dynamic } of importsOf(readFileSync(file, 'utf8'))) {
        if (!spec.includes('mock-api')) continue
        if (rel === join('app', 'mock.ts') && dynamic) continue
        offenders.push(`${rel} imports ${spec}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('app code never imports test/ (the route examples and other fixtures stay out of the build)', () => {
    const offenders: string[] = []
    for (const file of appFiles.filter((f) => !/\.spec\.tsx?$/.test(f))) {
      for (const { spec } of importsOf(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? resolve(file, '..', spec) : spec
        if (target.startsWith(join(root, 'test') + '/'))
          offenders.push(`${relative(root, file)} imports ${spec}`)
      }
    }
    expect(offenders).toEqual([])
    // and the specs that use them reach them (else this test would look at nothing)
    const specs = appFiles.filter((f) => /\.spec\.tsx?$/.test(f))
    expect(specs.some((f) => readFileSync(f, 'utf8').includes('test/fixtures/routes'))).toBe(true)
  })

  it('the mock imports nothing of the app but the generated API', () => {
    const offenders: string[] = []
    for (const file of walk(join(root, 'mock-api'))) {
      for (const { spec } of importsOf(readFileSync(file, 'utf8'))) {
        if (
          spec.startsWith('~/') ||
          (/\/app\//.test(spec) && !spec.includes('app/api/__generated__'))
        )
          offenders.push(`${relative(root, file)} imports ${spec}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('ui/ knows nothing of the router, queries or the API', () => {
    const offenders: string[] = []
    for (const file of appFiles.filter((f) => f.includes(join('app', 'ui') + '/'))) {
      for (const { spec } of importsOf(readFileSync(file, 'utf8'))) {
        if (
          /^(react-router|@tanstack\/react-query)/.test(spec) ||
          /(^~\/|\.\.\/)(api|components|table|pages|forms|layouts|routes)\b/.test(spec)
        )
          offenders.push(`${relative(root, file)} imports ${spec}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
