/**
 * A console left open across an update (issue 30, goal 5). Two production builds whose files
 * have different names: dist/ (`npx vite build`) and a second one built here whose file names
 * differ. The server serves a directory whose contents are swapped from one build to the
 * other under an open page; the next navigation that needs a file of the old build reloads the
 * page once, at the URL being opened, on the new build, with no error screen; a form whose
 * side part fails to load keeps what was typed into it across that reload.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { type Page } from '@playwright/test'
import { build } from 'vite'

import { repoRoot, serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { expect, h1, test, toast } from './utils'

let stack: ProdStack
let work: string
const served = () => join(work, 'served')
const builds = { old: join(repoRoot, 'dist'), next: '' }

/** Serves `which` build from now on, as a deploy does: the old files are gone. */
function deploy(which: keyof typeof builds) {
  rmSync(served(), { recursive: true, force: true })
  cpSync(builds[which], served(), { recursive: true })
}

/** The build the page runs: its entry script's file name. */
const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')!.src)

test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.beforeAll(async () => {
  // two production builds: on a busy machine they take longer than a hook's default
  test.setTimeout(120_000)
  work = mkdtempSync(join(tmpdir(), 'ferrite-stale-'))
  builds.next = join(work, 'next')
  // the same code with its content hashes spelled in hex: every file gets a new name, as each
  // file of a new version does
  await build({
    root: repoRoot,
    mode: 'production',
    logLevel: 'silent',
    build: {
      outDir: builds.next,
      emptyOutDir: true,
      rolldownOptions: { output: { hashCharacters: 'hex' } },
    },
  })
  deploy('old')
  stack = await serveProdBuild({ outDir: served() })
})
test.afterAll(async () => {
  await stack?.close()
  rmSync(work, { recursive: true, force: true })
})

test('a deploy under an open page: the next navigation reloads once to the new version, and a form keeps its values', async ({
  page,
}) => {
  await page.goto(`${stack.base}/projects`)
  await expect(h1(page)).toHaveText('Projects')
  const oldEntry = await entryOf(page)

  // a navigation to a page whose files are gone lands on that page, on the new build
  deploy('next')
  await page.getByRole('link', { name: 'Utilization' }).click()
  await expect(h1(page)).toHaveText('Utilization')
  expect(new URL(page.url()).pathname).toBe('/utilization')
  const nextEntry = await entryOf(page)
  expect(nextEntry).not.toBe(oldEntry)
  await expect(page.getByText('Something went wrong')).toBeHidden()

  // a form typed into, whose side modal's file is gone: the page reloads where it is and the
  // values come back into the form, saying so
  await page.goto(`${stack.base}/projects/web-app/instances-new`)
  const name = page.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('kept-across-deploy')
  deploy('old')
  await page.getByRole('button', { name: 'Create a floating IP' }).click()
  await expect(toast(page, 'The page reloaded to the new version')).toBeVisible()
  expect(await entryOf(page)).toBe(oldEntry)
  await expect(name).toHaveValue('kept-across-deploy')
  expect(new URL(page.url()).pathname).toBe('/projects/web-app/instances-new')
  await expect(page.getByText('Something went wrong')).toBeHidden()
})
