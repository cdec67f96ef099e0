/**
 * Every list exports what its columns show (issue 24, item 4). The list pages come from the
 * route examples (test/fixtures/routes.ts): each page that is not a redirect is visited as ada
 * (an operator, the demo's default user); where it shows "Export CSV", the CSV's header row
 * must name the table's visible columns and its first data row must read as the first body
 * row's cells. A column that writes an id or JSON where its cell shows a name or a label fails
 * here.
 */
import { type Download, type Locator, type Page } from '@playwright/test'

import { routeExamples } from '../fixtures/routes'
import { navigateInApp, settleNavigation, trackInflight } from './gate-utils'
import { expect, test } from './utils'

/** The pages that may show a list, grouped by area so each test stays short. */
const pages = routeExamples
  // form routes (side modals over their list) are left out; their lists have their own routes
  .filter((r) => !r.redirectsTo && !/(-new|\/new|\/edit)$/.test(r.pattern))
  .map((r) => r.example)
  .filter((path) => !/^\/(login|device)\b/.test(path))

const AREAS = [
  { name: 'projects', test: (p: string) => p.startsWith('/projects') },
  { name: 'system', test: (p: string) => p.startsWith('/system') },
  {
    name: 'silo and settings',
    test: (p: string) => !p.startsWith('/projects') && !p.startsWith('/system'),
  },
]

/** A record of a CSV text (RFC 4180 quoting), from `at`; returns the fields and where it ends. */
function csvRecord(text: string, at: number): [string[], number] {
  const fields: string[] = []
  let field = ''
  let i = at
  let quoted = false
  while (i < text.length) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i += 2
        continue
      }
      if (c === '"') quoted = false
      else field += c
      i++
      continue
    }
    if (c === '"') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field)
      return [fields, i + 2]
    } else field += c
    i++
  }
  fields.push(field)
  return [fields, i]
}

async function downloadCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const stream = await (download as Download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Whitespace and case do not count (badges are upper-cased by CSS, cells wrap), nor the commas
 * a file puts between the items of a cell that shows them side by side (a rule's targets).
 */
const squash = (s: string) => s.replace(/,\s+/g, ' ').replace(/\s+/g, '').toLowerCase()

/** The CSV guards a cell that would read as a formula with a leading quote. */
const unguard = (s: string) => (/^'[=+\-@]/.test(s) ? s.slice(1) : s)

/**
 * Whether a CSV field is what a cell shows. An empty cell reads "—". A cell cut with "…" (a
 * long name, an ID cut in the middle) must agree on what is shown on either side of the cut;
 * a cell that shows only part of its text keeps the whole in a `title`, which must then agree.
 */
function sameText(column: string, field: string, shown: string, title: string | null): boolean {
  // an empty cell reads "—", in the table and, for a column shown as is, in the file too
  const csv = squash(unguard(field === '—' ? '' : field))
  // the one inherent difference: an instance's state cell adds how long ago it changed, which
  // would be stale in a file ("2 months ago"); the CSV has the state (the time is in JSON)
  const cut = column.toLowerCase() === 'state' ? shown.replace(RELATIVE_TIME, '') : shown
  const cell = squash(cut === '—' ? '' : cut)
  if (csv === cell) return true
  if (title && csv === squash(title)) return true
  if (cell.includes('…')) {
    const [head, ...rest] = cell.split('…')
    const tail = rest.join('')
    return csv.length >= head!.length + tail.length && csv.startsWith(head!) && csv.endsWith(tail)
  }
  return false
}

const RELATIVE_TIME = / (about |over |almost |less than )?(\d+|an?|a few) [a-z]+ ago$/i

/** The first `title` inside a cell (a truncated ID's, a date's ISO time), if any. */
const titleOf = (cell: Locator) =>
  cell.evaluate((el) => el.querySelector('[title]')?.getAttribute('title') ?? null)

type Checked = { path: string; columns: number }

/** Checks the export of the page now shown against its table; null when it has none or no rows. */
async function checkPage(page: Page, path: string): Promise<Checked | null> {
  const dialog = page.getByRole('dialog')
  await expect(page.getByRole('heading', { level: 1 }).or(dialog).first()).toBeVisible({
    timeout: 20_000,
  })
  // another form path opens its side modal over the list; its list is checked at its own path
  if (await dialog.count()) return null
  const exportButton = page.getByRole('button', { name: 'Export CSV' })
  if ((await exportButton.count()) === 0) return null
  const table = page.locator('main table').first()
  const rows = table.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  // a list with bulk actions leads with its selection column, which is not data: skip it
  const selectable = (await table.locator('thead th').first().getByRole('checkbox').count()) > 0
  const firstCells = rows.first().locator(selectable ? 'td:not(:first-child)' : 'td')
  // an empty list draws one row with one cell that spans the table
  if ((await rows.first().locator('td').count()) < 2) return null

  // innerText: a header's info popover (hidden until opened) is not part of its label
  const headers = (await table.locator('thead th').allInnerTexts())
    .map((h) => h.trim())
    .slice(selectable ? 1 : 0)
  const hasMenu = headers.at(-1)?.toLowerCase() === 'actions'
  const shownColumns = hasMenu ? headers.length - 1 : headers.length

  const csv = await downloadCsv(page)
  const [csvHeaders, end] = csvRecord(csv, 0)
  expect(
    csvHeaders.map((h) => h.toLowerCase()),
    `${path}: CSV header`,
  ).toEqual(headers.slice(0, shownColumns).map((h) => h.toLowerCase()))
  const [first] = csvRecord(csv, end)

  // lookup cells (names resolved through other queries) may fill in after the row draws
  for (let i = 0; i < shownColumns; i++) {
    const cell = firstCells.nth(i)
    await expect
      .poll(
        async () => {
          const shown = (await cell.innerText()).replace(/\s+/g, ' ').trim()
          return sameText(headers[i]!, first[i] ?? '', shown, await titleOf(cell))
            ? 'same'
            : `CSV "${first[i]}" vs cell "${shown}"`
        },
        { message: `${path}: column "${headers[i]}"`, timeout: 5_000 },
      )
      .toBe('same')
  }
  return { path, columns: shownColumns }
}

/**
 * One page load per area: the first list is loaded, the others reached by in-app navigation
 * (as the gates do), so the app boots once rather than once per list; a list's own queries and
 * the lookups of its cells still run on the way to it.
 */
for (const area of AREAS) {
  test(`${area.name}: each list's CSV is what its table shows`, async ({ page }) => {
    test.setTimeout(120_000)
    const inflight = trackInflight(page)
    const checked: Checked[] = []
    for (const [i, path] of pages.filter(area.test).entries()) {
      if (i === 0) await page.goto(path)
      else {
        await navigateInApp(page, path)
        await settleNavigation(page, inflight)
      }
      const result = await checkPage(page, path)
      if (result) checked.push(result)
    }
    // the area has lists, and they were compared (not all skipped)
    expect(checked.length).toBeGreaterThan(2)
    console.log(`${area.name}: ${checked.length} lists checked`)
  })
}
