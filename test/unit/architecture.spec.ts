/**
 * docs/architecture.md stays true to the tree: every file and folder it names in backticks
 * exists, so a move that forgets the map fails here.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

/** Backticked repository paths: files ending in .ts, .tsx, .js or .md, and folders ending in /. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim())
  const isFile = (s: string) => /^[\w./~-]+\.(tsx?|js|md)$/.test(s)
  const isFolder = (s: string) => /^(app|mock-api|test|tools|docs)\/[\w./-]*\/$/.test(s)
  return [...new Set(spans.filter((s) => isFile(s) || isFolder(s)))]
}

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8')

  it('reads paths out of backticks, leaving globs and placeholders', () => {
    expect(
      namedPaths('`app/a.tsx`, `app/ui/`, `x.js`; not `*-queries.ts`, `app/r/<name>/` or `a b.ts`'),
    ).toEqual(['app/a.tsx', 'app/ui/', 'x.js'])
  })

  it('names only paths that exist', () => {
    const named = namedPaths(doc)
    expect(named.length).toBeGreaterThan(30)
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([])
  })
})
