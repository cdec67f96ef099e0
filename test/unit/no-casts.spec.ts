/**
 * Lint refuses the casts that silence the type checker (`as never`, `as any`, and their
 * `<never>x` forms) everywhere it runs, so they cannot come back; the generated client, which
 * lint does not read, is the one place they remain.
 */
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { untypedEslint } from './eslint-untyped'

const root = resolve(__dirname, '../..')
const eslint = untypedEslint(root)

async function rulesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('casts', () => {
  it('refuses a cast to never or any in app, tests, the mock and tools', async () => {
    for (const path of [
      'app/pages/silo/widget-columns.tsx',
      'app/forms/widget-create.spec.ts',
      'mock-api/handlers/widgets.ts',
      'test/unit/widgets.spec.ts',
      'tools/widgets.ts',
    ]) {
      expect(await rulesFor(path, 'export const a = (1 as unknown) as never\n')).toContain(
        'no-restricted-syntax',
      )
      // (`<never>x` is JSX in a .tsx file)
      if (path.endsWith('.ts')) {
        expect(await rulesFor(path, 'export const b = <never>(1 as unknown)\n')).toContain(
          'no-restricted-syntax',
        )
      }
      expect(await rulesFor(path, 'export const c = (1 as unknown) as any\n')).toContain(
        'no-restricted-syntax',
      )
    }
  }, 120_000)

  it('lets other casts and never as a type be', async () => {
    const code = [
      'export const a = [] as never[]',
      'export const b = (1 as unknown) as string',
      'export type C = never',
      'export const d = 1 as const',
      '',
    ].join('\n')
    expect(await rulesFor('app/pages/silo/widget-columns.tsx', code)).toEqual([])
  })
})
