/**
 * A cold load over a remote operator's link (issue 30, goal 1): the bandwidth and round trip of
 * LINK, the latency added to every request, emulated by Chromium (CDP
 * `Network.emulateNetworkConditions`; it delays each response, it does not model TCP). For each
 * page: the time to its content, the requests and files asked for before it showed, their
 * bytes on the wire, and the chains of requests that waited on one another (a request waits on
 * the file whose code or markup asked for it, read from the browser's own record of who
 * initiated it). The length of the longest chain is the number of round trips the page needed
 * before it could show: those, not the bytes, are what a slow round trip makes expensive.
 */
import type { Browser, Page } from '@playwright/test'

const LINK = { mbps: 10, rttMs: 40 }

/** A request and the files whose code or markup was running when it was sent. */
type Sent = { url: string; by: string[] }

type ThrottledLoad = {
  ms: number
  requests: number
  files: number
  kb: number
  /** Requests in order of their depth: 1 is the document, 2 what it asks for, and so on. */
  chain: string[][]
}

/** The short name of a request: the file, or the API path with its query. */
const label = (url: string) => {
  const u = new URL(url)
  return u.pathname.startsWith('/assets/')
    ? u.pathname.slice('/assets/'.length).replace(/-[\w-]{8}(?=\.\w+$)/, '')
    : u.pathname + u.search
}

async function throttledLoad(
  browser: Browser,
  url: string,
  ready: (p: Page) => Promise<number>,
): Promise<ThrottledLoad> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const bytesPerSecond = (LINK.mbps * 1_000_000) / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  const sent = new Map<string, Sent>()
  cdp.on('Network.requestWillBeSent', (e) => {
    // every file on the stack, async parents included: a loader's fetch runs in the entry's
    // client code, but it waited for the route module whose loader called it
    const by: string[] = e.initiator.url ? [e.initiator.url] : []
    for (let stack = e.initiator.stack; stack; stack = stack.parent)
      for (const f of stack.callFrames) if (f.url) by.push(f.url)
    if (!sent.has(e.request.url)) sent.set(e.request.url, { url: e.request.url, by })
  })
  // the page's clock starts at navigation start; its load event is not what a user waits for
  await page.goto(url, { waitUntil: 'commit' })
  const ms = await ready(page)
  const entries = await page.evaluate(
    (t) =>
      performance
        .getEntriesByType('resource')
        .map((r) => r as PerformanceResourceTiming)
        .filter((r) => r.startTime <= t)
        .map((r) => ({ name: r.name, bytes: r.transferSize, start: r.startTime })),
    ms,
  )
  await context.close()
  const asked = new Set(entries.map((e) => e.name))
  const depth = new Map<string, number>([[url, 1]])
  const depthOf = (u: string, seen = new Set<string>()): number => {
    if (depth.has(u)) return depth.get(u)!
    seen.add(u)
    const by = (sent.get(u)?.by ?? []).filter((p) => p !== u && !seen.has(p))
    const d = Math.max(1, ...by.map((p) => depthOf(p, seen))) + 1
    depth.set(u, d)
    return d
  }
  const startOf = new Map(entries.map((e) => [e.name, Math.round(e.start)]))
  const chain: string[][] = [[label(url)]]
  for (const u of asked) {
    const d = depthOf(u)
    ;(chain[d - 1] ??= []).push(`${label(u)} (${startOf.get(u)} ms)`)
  }
  return {
    ms,
    requests: entries.length + 1,
    files: entries.filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname)).length,
    kb: entries.reduce((s, e) => s + e.bytes, 0) / 1024,
    chain: chain.map((level) => level ?? []),
  }
}

/** The pages loaded over the link, with the goal of each (issue 30). */
const THROTTLED_PAGES = [
  {
    name: "a project's instance list, rows visible",
    path: '/projects/web-app/instances',
    text: ['a', 'web-frontend-1'],
    goalMs: 700,
  },
  {
    name: 'an instance (neither a list nor a form), its heading',
    path: '/projects/web-app/instances/web-frontend-1',
    text: ['h1', 'web-frontend-1'],
    goalMs: 1_100,
  },
] as const

export type ThrottledSummary = {
  name: string
  goalMs: number
  ms: number
  requests: number
  files: number
  kb: number
  chain: string[][]
}

/** `runs` cold loads of each page over the link: medians, and the chain of the last run. */
export async function runThrottled(
  browser: Browser,
  base: string,
  runs: number,
  shows: (p: Page, selector: string, text: string) => Promise<number>,
  median: (xs: number[]) => number,
): Promise<ThrottledSummary[]> {
  const out: ThrottledSummary[] = []
  for (const target of THROTTLED_PAGES) {
    const loads: ThrottledLoad[] = []
    // one uncounted load first: the servers' and browser's start-up is not the link's
    for (let i = 0; i <= runs; i++) {
      const load = await throttledLoad(browser, base + target.path, (p) =>
        shows(p, target.text[0], target.text[1]),
      )
      if (i > 0) loads.push(load)
    }
    const m = (pick: (l: ThrottledLoad) => number) => Math.round(median(loads.map(pick)) * 10) / 10
    out.push({
      name: target.name,
      goalMs: target.goalMs,
      ms: m((l) => l.ms),
      requests: m((l) => l.requests),
      files: m((l) => l.files),
      kb: m((l) => l.kb),
      chain: loads.at(-1)!.chain,
    })
  }
  return out
}

/** The report's section: the figures and, per page, its requests by round trip. */
export function throttledSection(results: ThrottledSummary[]): string[] {
  return [
    `## A remote operator's link (${LINK.mbps} Mbit/s, ${LINK.rttMs} ms round trip)`,
    '',
    'Cold loads with the link emulated by Chromium (`tools/bench-throttled.ts`): navigation start',
    'to the content, and what was asked for before it showed (requests include the document; bytes',
    'are on the wire, compressed).',
    '',
    '| page | median | goal | | requests | JS and CSS files | KB | round trips |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.ms} ms | ≤ ${r.goalMs} ms | ${r.ms <= r.goalMs ? 'met' : 'not met'} | ` +
        `${r.requests} | ${r.files} | ${r.kb} | ${r.chain.length} |`,
    ),
    '',
    ...results.flatMap((r) => [
      `Where the round trips of ${r.name} go (each request waits on a file of the step before; in brackets, when it was sent):`,
      '',
      ...r.chain.map((level, i) => `${i + 1}. ${level.join(', ')}`),
      '',
    ]),
  ]
}
