/**
 * Two figures of issue 27 held by a test: no hand-written source file over 400 lines (in app,
 * test and tools), and no measured timing or size in a code comment (they live in
 * docs/performance.md, "Figures that used to live in code comments", where a re-run of the
 * bench does not leave them stale in the code).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === '__generated__' ? [] : sources(path)
    return /\.(ts|tsx|js|mjs)$/.test(e.name) ? [path] : []
  })
}

const files = ['app', 'test', 'tools'].flatMap(sources)

/** "10 to 20 ms", "about 3 KB", "740 ms": a number with a unit of time or size. */
const FIGURE = /\b\d[\d,.]*(\s+to\s+\d[\d,.]*)?\s?(ms|KB|kB|MB)\b/

/** The comment lines of a file (line comments and the inside of block comments). */
function commentLines(text: string): string[] {
  let inBlock = false
  return text.split('\n').flatMap((line) => {
    const t = line.trim()
    if (inBlock || t.startsWith('/*')) {
      inBlock = !t.includes('*/')
      return [t]
    }
    const at = line.indexOf('// ')
    return at >= 0 && !line.slice(0, at).includes("'") ? [line.slice(at)] : []
  })
}

/** Figures that are not measurements: an example of what a cell shows, a library's own constant, a setting. */
const NOT_MEASURED = [
  'app/resources/alerts/alert-texts.ts', // "200 in 84 ms": an example of the cell's text
  'app/ui/preloadable.tsx', // React's suspense throttle, a constant of React
  'tools/bench.ts', // the bench's hover time, a setting of its own
  'tools/bench-rack.ts', // the long-task threshold, the browser's own definition
]

describe('code figures', () => {
  it('has no hand-written file over 400 lines', () => {
    const long = files
      .map((f) => ({ f, lines: readFileSync(join(root, f), 'utf8').split('\n').length - 1 }))
      .filter((x) => x.lines > 400)
      .map((x) => `${x.f}: ${x.lines}`)
    expect(long).toEqual([])
  })

  it('keeps measured timings and sizes out of app and tools comments', () => {
    const found = files
      .filter((f) => (f.startsWith('app') || f.startsWith('tools')) && !/\.spec\.tsx?$/.test(f))
      .filter((f) => !NOT_MEASURED.includes(f))
      .flatMap((f) =>
        commentLines(readFileSync(join(root, f), 'utf8'))
          .filter((l) => FIGURE.test(l))
          .map((l) => `${relative(root, join(root, f))}: ${l}`),
      )
    expect(found).toEqual([])
  })
})
