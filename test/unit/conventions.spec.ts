/**
 * The conventions of docs/conventions.md hold: the files it names exist, and lint enforces its
 * rules (file-name casing, no import cycles, named exports, import directions). The lint cases
 * go through the repository's own eslint.config.js, as `npm run lint` does.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { untypedEslint } from './eslint-untyped'

const root = resolve(__dirname, '../..')
const eslint = untypedEslint(root)

/** Backticked paths of a markdown text that end in .ts, .tsx or .md (globs and templates aside). */
function namedFiles(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim())
  return [...new Set(spans.filter((s) => /^[\w./~-]+\.(tsx?|md)$/.test(s)))]
}

describe('docs/conventions.md', () => {
  const doc = readFileSync(join(root, 'docs/conventions.md'), 'utf8')

  it('reads the file names out of backticks', () => {
    expect(
      namedFiles('copy `app/a.tsx`, see `docs/b.md` and `c.ts`; not `d.tsx x` or `*.ts`'),
    ).toEqual(['app/a.tsx', 'docs/b.md', 'c.ts'])
  })

  it('names template files that exist', () => {
    const named = namedFiles(doc)
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((path) => !existsSync(join(root, path.replace(/^~\//, 'app/'))))).toEqual(
      [],
    )
  })
})

// the first lint loads the config, the TypeScript parser and the plugins: seconds on a busy machine
beforeAll(
  () => eslint.lintText('export const warm = 1\n', { filePath: join(root, 'app/warm.ts') }),
  120_000,
)

/** The rules that fire on a source text placed at a path of the tree (the file need not exist). */
async function rulesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('file-name casing', () => {
  const route = 'export function Component() {\n  return null\n}\n'
  const helper = 'export const two = 2\n'

  it('route modules under pages/ and layouts/ are PascalCase', async () => {
    expect(await rulesFor('app/pages/silo/WidgetsPage.tsx', route)).toEqual([])
    expect(await rulesFor('app/pages/silo/widgets-page.tsx', route)).toContain(
      'ferrite/file-name-case',
    )
    expect(await rulesFor('app/layouts/WidgetLayout.tsx', route)).toEqual([])
  })

  it('every other file is kebab-case, app/forms/ route modules included', async () => {
    expect(await rulesFor('app/pages/silo/widget-card.tsx', helper)).toEqual([])
    expect(await rulesFor('app/pages/silo/WidgetCard.tsx', helper)).toContain(
      'ferrite/file-name-case',
    )
    expect(await rulesFor('app/forms/widget-create.tsx', route)).toEqual([])
    expect(await rulesFor('app/forms/WidgetCreate.tsx', route)).toContain('ferrite/file-name-case')
    expect(await rulesFor('app/ui/widgetBox.tsx', helper)).toContain('ferrite/file-name-case')
    expect(await rulesFor('app/pages/silo/WidgetsPage.spec.ts', helper)).toContain(
      'ferrite/file-name-case',
    )
  })

  it('folders are kebab-case', async () => {
    expect(await rulesFor('app/pages/siloWidgets/widget-card.tsx', helper)).toContain(
      'ferrite/file-name-case',
    )
  })
})

describe('exports and import directions', () => {
  it('forbids default exports outside route modules', async () => {
    expect(await rulesFor('app/util/widget.ts', 'export default 2\n')).toContain(
      'ferrite/no-default-export',
    )
    expect(
      await rulesFor('app/util/widget.ts', 'const two = 2\nexport { two as default }\n'),
    ).toContain('ferrite/no-default-export')
    expect(
      await rulesFor(
        'app/pages/silo/WidgetsPage.tsx',
        'export function Component() {}\nexport default Component\n',
      ),
    ).toEqual([])
  })

  it('keeps components out of app/api', async () => {
    const code =
      "import { confirmAction } from '~/components/confirm'\nexport const c = confirmAction\n"
    expect(await rulesFor('app/api/widget.ts', code)).toContain('no-restricted-imports')
    expect(await rulesFor('app/pages/silo/widget-card.tsx', code)).toEqual([])
  })

  it('lets the mock import only the generated client of app/api', async () => {
    const from = (spec: string) => `import { x } from '${spec}'\nexport const y = x\n`
    const at = 'mock-api/handlers/widgets.ts'
    expect(await rulesFor(at, from('../../app/api/__generated__/msw-handlers'))).toEqual([])
    expect(await rulesFor(at, from('../../app/api/client'))).toContain('no-restricted-imports')
    expect(await rulesFor(at, from('~/api/client'))).toContain('no-restricted-imports')
    expect(await rulesFor(at, from('../../app/util/str'))).toContain('no-restricted-imports')
  })
})

describe('import cycles', () => {
  let dir = ''
  beforeAll(() => {
    // real files: the rule follows imports on disk
    dir = mkdtempSync(join(root, 'test/unit/cycle-probe-'))
    writeFileSync(join(dir, 'host.ts'), "export const load = () => import('./part')\n")
    writeFileSync(
      join(dir, 'part.ts'),
      "import { load } from './host'\nexport const again = load\n",
    )
    writeFileSync(
      join(dir, 'types.ts'),
      "import type { Leaf } from './leaf'\nexport type T = Leaf\n",
    )
    writeFileSync(
      join(dir, 'leaf.ts'),
      "import { type T } from './types'\nexport type Leaf = T | 1\n",
    )
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const lint = async (name: string) => {
    const path = join(dir, name)
    const [result] = await eslint.lintText(readFileSync(path, 'utf8'), { filePath: path })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'ferrite/no-cycle')
  }

  it('finds a cycle through a lazy import()', async () => {
    const [found] = await lint('part.ts')
    expect(found?.message).toMatch(/Import cycle: .*part\.ts -> .*host\.ts -> .*part\.ts/)
    expect(await lint('host.ts')).toHaveLength(1)
  })

  it('lets type-only imports refer to each other', async () => {
    expect(await lint('types.ts')).toEqual([])
    expect(await lint('leaf.ts')).toEqual([])
  })
})
