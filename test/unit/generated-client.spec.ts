import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'

import * as schemas from '../../app/api/__generated__/validate'

const root = resolve(__dirname, '../..')
const committed = join(root, 'app/api/__generated__')

describe('generated API client', () => {
  it('is exactly what the generator writes from api-spec/nexus.json (run `npm run gen-api`)', () => {
    const out = mkdtempSync(join(tmpdir(), 'ferrite-gen-'))
    try {
      execFileSync(process.execPath, [join(root, 'tools/gen-api.js'), out], { stdio: 'pipe' })
      const files = readdirSync(out).sort()
      expect(readdirSync(committed).sort()).toEqual(files)
      for (const f of files) {
        const fresh = readFileSync(join(out, f), 'utf8')
        const ours = readFileSync(join(committed, f), 'utf8')
        expect(ours === fresh, `${f} differs from the generator's output`).toBe(true)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 60_000)

  // the mock validates request bodies with these, so a default it lacks refuses a valid body
  it('gives every property the spec defaults its default', () => {
    const spec = JSON.parse(readFileSync(join(root, 'api-spec/nexus.json'), 'utf8')) as {
      components: { schemas: Record<string, { properties?: Record<string, object> }> }
    }
    const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
    const missing: string[] = []
    let checked = 0
    for (const [name, schema] of Object.entries(spec.components.schemas)) {
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (!('default' in prop)) continue
        checked++
        const zodSchema = (schemas as Record<string, unknown>)[name] as z.ZodPipe
        const object = zodSchema.out as z.ZodObject
        if (!(object.shape[camel(key)] instanceof z.ZodDefault)) missing.push(`${name}.${key}`)
      }
    }
    expect(checked).toBeGreaterThan(30)
    expect(missing).toEqual([])
  })
})
