/**
 * What the e2e gates use to make things go wrong and to see what broke: crashes collected
 * from a page, the mock's delay, faults injected into its answers, requests counted.
 */
import { type Page } from '@playwright/test'

const pathOf = (url: string) => url.split('?')[0] ?? url

/**
 * Collects what must never happen in a page: uncaught errors and unhandled promise
 * rejections (Chromium reports them as page errors; a listener also logs them, to be sure).
 */
export async function collectCrashes(page: Page): Promise<string[]> {
  const crashes: string[] = []
  page.on('pageerror', (e) => crashes.push(`pageerror: ${e.name}: ${e.message}`))
  page.on('console', (m) => {
    const text = m.text()
    if (m.type() === 'error' && /unhandledrejection|Uncaught/.test(text)) crashes.push(text)
  })
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => {
      const reason: unknown = e.reason
      console.error(
        `unhandledrejection: ${reason instanceof Error ? reason.message : String(reason)}`,
      )
    })
  })
  return crashes
}

/** Sets the mock's delay for every document this page loads (after the fixture's "off"). */
export async function setMockDelay(page: Page, mode: 'off' | 'on' | 'max') {
  await page.addInitScript((m) => window.localStorage.setItem('ferrite-mock-delay', m), mode)
}

export type Fault = {
  method: string
  /** Matched against the request path (no origin, no query). */
  path: RegExp
  /** The status to answer with, or 'pass' to let the request through after `delayMs`. */
  status: number | 'pass'
  /** JSON body; omit for an empty body. */
  body?: unknown
  /** A body sent as it is, with a JSON content type (a broken answer), instead of `body`. */
  rawBody?: string
  /** Answer after this many ms, so the failure arrives while the UI waits. */
  delayMs?: number
  /** Fail only the first this many matching requests; later ones reach the mock. */
  times?: number
}

export type FaultHandle = {
  /** How many requests the fault answered. */
  readonly hits: number
  /** Stops failing: later requests reach the mock again. */
  clear: () => void
  /** Fails again from now on: the next `times` matching requests, or all of them. */
  arm: (times?: number) => void
}

/**
 * Makes matching API requests fail. `page.route` cannot do this here: the mock API is a
 * service worker, and Playwright's routing never sees requests a service worker answers. So the
 * page's `fetch` is wrapped (before any app code runs) and asks the test, per request, whether
 * to answer with a fault instead. Call before the page loads.
 */
export async function injectFault(page: Page, fault: Fault): Promise<FaultHandle> {
  const [handle] = await injectFaults(page, [fault])
  return handle!
}

/** Several faults at once (a page can have its fetch wrapped only once); the first match answers. */
export async function injectFaults(page: Page, faults: Fault[]): Promise<FaultHandle[]> {
  const state = faults.map((f) => ({ hits: 0, active: true, times: f.times }))
  await page.exposeFunction('__gateFault', (method: string, url: string) => {
    const { pathname } = new URL(url, 'http://x')
    const i = faults.findIndex(
      (fault, i) =>
        state[i]!.active &&
        method === fault.method &&
        fault.path.test(pathname) &&
        (state[i]!.times === undefined || state[i]!.hits < state[i]!.times!),
    )
    if (i < 0) return null
    const fault = faults[i]!
    state[i]!.hits++
    return {
      status: fault.status,
      body: fault.rawBody ?? (fault.body === undefined ? '' : JSON.stringify(fault.body)),
      delayMs: fault.delayMs ?? 0,
    }
  })
  await page.addInitScript(() => {
    type Answer = { status: number | 'pass'; body: string; delayMs: number } | null
    const w = window as unknown as { __gateFault: (m: string, u: string) => Promise<Answer> }
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const req = new Request(input, init)
      const answer = await w.__gateFault(req.method, req.url)
      if (!answer) return realFetch(input, init)
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs))
      if (answer.status === 'pass') return realFetch(input, init)
      return new Response(answer.body || null, {
        status: answer.status,
        headers: answer.body ? { 'content-type': 'application/json' } : {},
      })
    }
  })
  return state.map((st) => ({
    get hits() {
      return st.hits
    },
    clear: () => {
      st.active = false
    },
    arm: (times?: number) => {
      Object.assign(st, { active: true, hits: 0, times })
    },
  }))
}

/** Counts requests the page sends (the service-worker mock still reports them). */
export function countRequests(page: Page, method: string, path: RegExp): { count: number } {
  const counter = { count: 0 }
  page.on('request', (r) => {
    if (r.method() === method && path.test(pathOf(new URL(r.url()).pathname))) counter.count++
  })
  return counter
}
