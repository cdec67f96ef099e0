import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'

import { ferrite } from './index.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})
const rule = (name: string) => {
  const r = ferrite.rules?.[name]
  if (!r) throw new Error(`no rule ${name}`)
  return r
}
const root = join(import.meta.dirname, '../..')
const at = (rel: string) => join(root, rel)

describe('file-name-case', () => {
  tester.run('file-name-case', rule('file-name-case'), {
    valid: [
      { code: 'export const a = 1', filename: at('app/util/relative-time.ts') },
      { code: 'export function Component() {}', filename: at('app/pages/system/IssuesPage.tsx') },
      { code: 'export const a = 1', filename: at('app/pages/system/fleet-issues.spec.ts') },
      // outside the repository: not ours to name
      { code: 'export const a = 1', filename: '/elsewhere/SomeThing.ts' },
    ],
    invalid: [
      {
        code: 'export const a = 1',
        filename: at('app/util/relativeTime.ts'),
        errors: [{ message: '"relativeTime.ts" must be kebab-case.' }],
      },
      {
        code: 'export function Component() {}',
        filename: at('app/pages/system/issues-page.tsx'),
        errors: [
          {
            message: '"issues-page.tsx" (a route module: it exports Component) must be PascalCase.',
          },
        ],
      },
      {
        code: 'export const a = 1',
        filename: at('app/Pages/x.ts'),
        errors: [{ message: 'Folder "Pages" must be kebab-case.' }],
      },
    ],
  })
})

describe('no-default-export', () => {
  tester.run('no-default-export', rule('no-default-export'), {
    valid: [
      'export const a = 1',
      'export function Component() {}\nexport default Component',
      'const Component = () => null\nexport { Component, Component as default }',
    ],
    invalid: [
      { code: 'export default 1', errors: [{ messageId: 'bad' }] },
      { code: 'const a = 1\nexport { a as default }', errors: [{ messageId: 'bad' }] },
    ],
  })
})

describe('no-cycle', () => {
  // two modules on disk: b imports a, so a importing b would close a circle
  const dir = mkdtempSync(join(tmpdir(), 'ferrite-no-cycle-'))
  writeFileSync(join(dir, 'a.ts'), "import { b } from './b'\nexport const a = b\n")
  writeFileSync(join(dir, 'b.ts'), "import { a } from './a'\nexport const b = 1\n")
  writeFileSync(join(dir, 'c.ts'), 'export const c = 1\n')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  tester.run('no-cycle', rule('no-cycle'), {
    valid: [
      { code: "import { c } from './c'", filename: join(dir, 'a.ts') },
      // a package, not a file
      { code: "import { z } from 'zod'", filename: join(dir, 'a.ts') },
      // type-only imports do not run, so they close no circle
      { code: "import { type B } from './b'", filename: join(dir, 'a.ts') },
    ],
    invalid: [
      {
        code: "import { b } from './b'",
        filename: join(dir, 'a.ts'),
        errors: [{ messageId: 'cycle' }],
      },
      {
        code: "export const load = () => import('./b')",
        filename: join(dir, 'a.ts'),
        errors: [{ messageId: 'cycle' }],
      },
    ],
  })
})

describe('import-floors', () => {
  // real files of the tree: the rule resolves what an import names
  tester.run('import-floors', rule('import-floors'), {
    valid: [
      // down a floor, or along the same one
      { code: "import { q } from '~/api/client'", filename: at('app/resources/vpcs/x.ts') },
      {
        code: "import { vpcView } from '~/resources/vpcs/vpc-queries'",
        filename: at('app/forms/x.tsx'),
      },
      // pages open modal forms
      { code: "import { x } from '~/forms/project-create'", filename: at('app/pages/silo/x.tsx') },
      { code: "import { x } from '~/pages/silo/ProjectsPage'", filename: at('app/layouts/x.tsx') },
      // util reads the generated limits, which sit below it
      { code: "import { x } from '~/api/__generated__/limits'", filename: at('app/util/x.ts') },
      // tests may reach anywhere
      { code: "import { x } from '~/pages/silo/ProjectsPage'", filename: at('app/ui/x.spec.ts') },
    ],
    invalid: [
      {
        code: "import { x } from '~/pages/silo/ProjectsPage'",
        filename: at('app/forms/x.tsx'),
        errors: [
          {
            messageId: 'up',
            data: { from: 'forms', to: 'pages', spec: '~/pages/silo/ProjectsPage' },
          },
        ],
      },
      {
        code: "import { x } from '../../forms/project-create'",
        filename: at('app/resources/vpcs/x.ts'),
        errors: [{ messageId: 'up' }],
      },
      {
        code: "export const load = () => import('~/pages/silo/ProjectsPage')",
        filename: at('app/resources/vpcs/x.ts'),
        errors: [{ messageId: 'up' }],
      },
      {
        code: "import { x } from '~/resources/vpcs/vpc-queries'",
        filename: at('app/table/x.tsx'),
        errors: [{ messageId: 'up' }],
      },
      {
        code: "import { type X } from '~/table/columns'",
        filename: at('app/api/x.ts'),
        errors: [{ messageId: 'up' }],
      },
    ],
  })
})
