/**
 * The report `npm run bench` writes to docs/performance.md. The sections it writes are
 * replaced on every run; any other section of the file (written by hand) is kept, after them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { FORM_GOALS } from './bench-forms'
import { HOVER_MS } from './bench-pages'
import { throttledSection, type ThrottledSummary } from './bench-throttled'
import { repoRoot } from './lib/serve'

export const round = (n: number) => Math.round(n * 10) / 10

/** The sections of `existing` whose headings the generated `lines` do not have, as lines. */
export function handWritten(existing: string, lines: string[]): string[] {
  const generated = new Set(lines.filter((l) => l.startsWith('## ')))
  const kept: string[] = []
  let keep = false
  for (const line of existing.split('\n')) {
    if (line.startsWith('## ')) keep = !generated.has(line)
    if (keep) kept.push(line)
  }
  return kept
}

export type Report = {
  date: string
  runs: number
  coldInstancesMs: number
  coldInstancesJsKB: number
  coldInstancesJsFiles: number
  heapMB: number
  firstScreenJsKBGzip: number
  firstScreenJsKBGzipManifest: number
  projectsListVisibleMs: number
  navigationMs: Record<string, number>
  navigationAtOnceMs: Record<string, number>
  families: Record<string, number>
  navigationTour: string
  scale: Record<string, number>
  throttled: ThrottledSummary[]
  formsAfterRestMs: Record<string, number>
  formsAtOnceMs: Record<string, number>
  machine: string
}

const goal = (value: number, max: number, unit: string) =>
  `| ${value} ${unit} | ≤ ${max} ${unit} | ${value <= max ? 'met' : 'not met'} |`

export function writeReport(r: Report) {
  const nav = (name: string) => r.navigationMs[name] ?? NaN
  const lines = [
    '# Performance',
    '',
    `Measured by \`npm run bench\` on ${r.date}: the production build served by \`vite preview\` on`,
    '127.0.0.1 (HTTP/1.1) in front of the standalone mock API (no delay), Chromium with a fresh',
    `context (cache, cookies, storage) for each cold load, median of ${r.runs} runs after one`,
    'uncounted warm-up run (the first load after the browser and the servers start pays for their start-up). Timings',
    `depend on the machine (here: ${r.machine}, the 1-minute average at start → end; a load`,
    "far above the core count inflates every timing; the scale seed's keyboard steps also include",
    'Playwright round trips of a few ms); sizes do not. Size budgets are checked by `test/unit/bundle-budget.spec.ts` over every',
    'route (docs/quality.md, "Bundle budgets").',
    '',
    '## The figures of the performance issue',
    '',
    '| figure | median | goal | |',
    '| --- | --- | --- | --- |',
    `| cold load of a project's instance list, navigation start to the list visible ${goal(r.coldInstancesMs, 500, 'ms')}`,
    `| JavaScript transferred for that cold load (gzip; ${r.coldInstancesJsFiles} files) ${goal(round(r.coldInstancesJsKB), 170, 'KB')}`,
    `| JavaScript before the projects list shows (gzip) ${goal(round(r.firstScreenJsKBGzip), 120, 'KB')}`,
    `| client navigation, projects → a project's instances ${goal(nav('projects → web-app instances'), 100, 'ms')}`,
    `| client navigation, instances → an instance ${goal(nav('instances → instance (storage tab)'), 100, 'ms')}`,
    `| client navigation, instance storage tab → networking tab ${goal(nav('storage tab → networking tab'), 100, 'ms')}`,
    `| JS heap after load and GC (the cold instance list) ${goal(round(r.heapMB), 5, 'MB')}`,
    '',
    `Navigations and clicks are timed in the page, from the pointer's press to the frame in which`,
    `the result shows (Playwright's own steps around a click are not counted), after the pointer`,
    `rested on the link for ${HOVER_MS} ms as a user's does (the intent prefetch starts after 50 ms).`,
    'Cold loads are timed from navigation start to the frame the list shows. Projects list visible after navigation start, cold: ' +
      `${r.projectsListVisibleMs} ms; the same JavaScript from the build manifest: ` +
      `${r.firstScreenJsKBGzipManifest} KB.`,
    'What the prescribed stack costs before any page of ours, and why the 120 KB goal lies below',
    'it: docs/quality.md, "Bundle budgets" (2026-11-27).',
    '',
    ...throttledSection(r.throttled),
    '## Every form one press away',
    '',
    `Create forms opened from their list by its create link (\`tools/bench-forms.ts\`), from the press to the frame the form shows, after the pointer rested ${HOVER_MS} ms on the link and pressed at once.`,
    '',
    `| form | after a rest (goal ≤ ${FORM_GOALS.afterRestMs} ms) | at once (goal ≤ ${FORM_GOALS.atOnceMs} ms) |`,
    '| --- | --- | --- |',
    ...Object.entries(r.formsAfterRestMs).map(
      ([k, v]) => `| ${k} | ${v} ms | ${r.formsAtOnceMs[k] ?? NaN} ms |`,
    ),
    '',
    '## Navigation tour',
    '',
    `Tour: ${r.navigationTour} (\`tools/bench-pages.ts\`).`,
    '',
    '| navigation | after a hover | clicked at once |',
    '| --- | --- | --- |',
    ...Object.entries(r.navigationMs).map(
      ([k, v]) =>
        `| ${k} | ${v} ms | ${r.navigationAtOnceMs[k] ? `${r.navigationAtOnceMs[k]} ms` : '–'} |`,
    ),
    '',
    '## Page families, cold',
    '',
    'Each family of pages loaded cold at a seed example, navigation start to its heading.',
    '',
    '| family | median |',
    '| --- | --- |',
    ...Object.entries(r.families).map(([k, v]) => `| ${k} | ${v} ms |`),
    '',
    '## Scale seed',
    '',
    '1,000 more projects in lumen; 10,000 instances and 10,000 disks in project bulk-0001, its VPC',
    'bulk-vpc with 1,024 firewall rules, 2,000 users in lumen (500 with a role on bulk-0001). Lists',
    'are paginated (one page of 50 is fetched and drawn); a filter reads every page once. Pickers and',
    'the palette fetch every item (`qAll`, 1,000 a page; the palette only when it opens), match in',
    'the page and draw at most 50 options (`PICKER_MAX_OPTIONS`). Long tasks, heap and the pickers of each big list: the',
    'rack-sized silo sections below.',
    '',
    '| measure | median |',
    '| --- | --- |',
    ...Object.entries(r.scale).map(([k, v]) => `| ${k.replace(/^scale: /, '')} | ${v} ms |`),
    '',
  ]
  const file = resolve(repoRoot, 'docs/performance.md')
  const kept = existsSync(file) ? handWritten(readFileSync(file, 'utf8'), lines) : []
  writeFileSync(file, [...lines, ...kept].join('\n'))
}
