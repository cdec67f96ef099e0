/**
 * axe for the e2e specs: the accessibility gate (gates-a11y.spec.ts) and the specs that scan
 * the modals and forms they open. One run prints a line of counts by impact; the checks fail
 * softly, so every scan of a test reports.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

import { animationsDone } from './gate-utils'
import { expect } from './utils'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/**
 * Rules axe ships as experimental (off unless named) that the gate runs as well:
 * label-content-name-mismatch (WCAG 2.5.3, label in name) says a control's accessible name
 * contains its visible text, so a speech user can say what they see.
 */
const AXE_EXTRA_RULES = ['label-content-name-mismatch']
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const

type AxeSummary = {
  counts: Record<(typeof IMPACTS)[number], number>
  /** Serious and critical violations, one line each, for the failure message. */
  blocking: string[]
}

/** axe-core's browser build, read once per worker (it comes with @axe-core/playwright). */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)

/**
 * Runs axe in the page itself, putting it there only once per document: the gates reach route
 * after route by in-app navigation, so one injection serves a whole chunk. (@axe-core/playwright
 * sends its 580 kB script into the page twice on every scan; at four scans a route that was a
 * good part of the accessibility gate's time.) The console has no iframes, so axe's frame
 * merging is not needed.
 */
async function runAxe(
  page: Page,
  options: RunOptions,
  within?: string,
): Promise<AxeResults['violations']> {
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) {
    await page.evaluate(axeSource)
    await page.evaluate(() => {
      const w = window as unknown as { axe: { configure: (o: object) => void } }
      w.axe.configure({ allowedOrigins: ['<same_origin>'] })
    })
  }
  return page.evaluate(
    async ({ within, options }) => {
      const w = window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeResults['violations'] }> }
      }
      const { violations } = await w.axe.run(within ? { include: [[within]] } : document, options)
      return violations
    },
    { within, options },
  )
}

/**
 * Runs axe on the page as it is now and prints one line of counts by impact; with `within`, on
 * that part of the page only (a popup over a page that was scanned whole just before).
 */
export async function axeScan(page: Page, label: string, within?: string): Promise<AxeSummary> {
  const violations = await runAxe(
    page,
    {
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    },
    within,
  )
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  const blocking: string[] = []
  for (const v of violations) {
    const impact = v.impact ?? 'minor'
    counts[impact] += v.nodes.length
    if (impact === 'serious' || impact === 'critical') {
      for (const n of v.nodes) {
        const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()
        blocking.push(`${impact} ${v.id}: ${n.target.join(' ')} ${why}`)
      }
    }
  }
  const line = IMPACTS.map((i) => `${i} ${counts[i]}`).join(', ')
  console.log(`axe ${label.padEnd(48)} ${line}`)
  return { counts, blocking }
}

/**
 * Label in name as a speech user needs it: a control named apart from what it shows
 * (`aria-label`) starts its name with the words it shows ("Prev page" for PREV, "Ada Okafor, user
 * menu"). axe's rule only asks that the name contain them somewhere. Controls that show only an
 * icon or a symbol, and text hidden but for screen readers, are left out. One line per control.
 */
export async function namesNotStartingWithText(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const controls = document
      .querySelector(root)
      ?.querySelectorAll<HTMLElement>(
        ':is(button, a, [role=button], [role=link], [role=tab], [role=menuitem])[aria-label]',
      )
    const squeeze = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase()
    const shownText = (el: HTMLElement) => {
      let text = ''
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement
        if (!parent?.checkVisibility({ visibilityProperty: true })) continue
        const box = parent.getBoundingClientRect()
        // screen-reader text: a 1 px box
        if (box.width <= 1 && box.height <= 1) continue
        text += walker.currentNode.textContent ?? ''
      }
      return squeeze(text)
    }
    const word = /[\p{L}\p{N}]/u
    const out: string[] = []
    for (const el of controls ?? []) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const shown = shownText(el)
      if (!word.test(shown)) continue
      const name = el.getAttribute('aria-label') ?? ''
      // whole words: "Previous page" does not start with PREV
      const led = squeeze(name).startsWith(shown) && !word.test(squeeze(name)[shown.length] ?? '')
      if (!led) out.push(`shows "${shown}", named "${name}"`)
    }
    return out
  }, within)
}

/**
 * Fails the test (softly: later scans still run) on serious or critical violations, and on a
 * control whose name does not start with what it shows.
 */
export async function expectAccessible(page: Page, label: string, within?: string) {
  const { blocking } = await axeScan(page, label, within)
  expect.soft(blocking, `serious/critical axe violations on ${label}`).toEqual([])
  expect
    .soft(await namesNotStartingWithText(page, within), `names not led by their text on ${label}`)
    .toEqual([])
}

/**
 * The page in the other theme passes axe's colour contrast (the whole scan before it ran in
 * the theme the page was in). The theme is switched in place, as the user menu does, with
 * colour transitions held off for the switch (axe would read a colour halfway between the
 * themes, and waiting for them costs more than the scan), and the page is left in the new
 * theme: the next route's whole scan runs there and its contrast scan in the first, so each
 * route is read in both themes with one switch.
 */
export async function expectReadableInOtherTheme(page: Page, label: string) {
  const { theme, found } = await contrastInOtherTheme(page)
  expect.soft(found, `colour contrast in the ${theme} theme on ${label}`).toEqual([])
}

/** Switches the page to the other theme and runs axe's colour contrast there, one line a node. */
export async function contrastInOtherTheme(page: Page) {
  const theme = await page.evaluate(() => {
    const root = document.documentElement
    const still = document.createElement('style')
    still.textContent = '*, *::before, *::after { transition: none !important; }'
    document.head.append(still)
    root.dataset.theme = root.dataset.theme === 'light' ? 'dark' : 'light'
    // every element's new colours computed (a layout needs the whole tree's styles) while the
    // transitions are off; they come back on colours that no longer change
    void document.body.getBoundingClientRect()
    still.remove()
    return root.dataset.theme
  })
  // a control that draws itself again for the new theme may fade in (a listbox's value)
  await animationsDone(page)
  const violations = await runAxe(page, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations'],
  })
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
  )
  return { theme, found }
}
