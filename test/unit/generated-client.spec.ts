import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

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
})
