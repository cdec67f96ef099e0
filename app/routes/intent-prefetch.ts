import { type LoaderFunctionArgs, type RouteObject } from 'react-router'

import { STALE_TIME_MS } from '~/util/constants'

import { lazyRouteOf } from './lazy'
import { matchPath } from './match'
import { preloadRoute } from './preload'

/** How long a pointer rests on a link, or focus stays on it, before we take it as intent. */
export const INTENT_DELAY_MS = 50

/** Paths whose loaders may navigate away (sign-in, device login): never run ahead of a click. */
const NO_PREFETCH = /^\/(login|device)(\/|$)/

/** Redirects followed ahead of a click (an index route that redirects to a tab, and so on). */
const MAX_REDIRECTS = 3

const redirectTarget = (result: unknown) =>
  result instanceof Response && result.status >= 300 && result.status < 400
    ? (result.headers.get('Location') ?? undefined)
    : undefined

/** A redirect relative to the route that gave it, as React Router reads it. */
const resolve = (to: string, routePath: string) =>
  new URL(to, `${window.location.origin}${routePath.replace(/\/$/, '')}/`).href

/**
 * Fetches what a link's page needs, ahead of the click: the route chunks of every matched
 * route and their loaders' data (loaders fill the query cache through ensureQueryData, so the
 * router's own run of them then finds the data there, or joins the request in flight). A
 * redirect (a project link lands on its instances) is followed to the page it leads to, whose
 * files are preloaded together first (the caller preloads the link's own).
 * Failures are left for the real navigation to show.
 */
export async function prefetchPath(routes: RouteObject[], href: string, hops = 0): Promise<void> {
  const url = new URL(href, window.location.origin)
  if (NO_PREFETCH.test(url.pathname)) return
  const matches = matchPath(routes, url.pathname) ?? []
  const request = new Request(url.href)
  // the first redirect is followed the moment its loader gives it, not after the other
  // loaders' data (a project's index redirects at once; its layout still waits on the API)
  let followed: Promise<void> | undefined
  const follow = (to: string | undefined, from: string) => {
    if (!to || followed || hops >= MAX_REDIRECTS) return
    const target = resolve(to, from)
    // the page the redirect leads to: every file it needs at once, not import after import
    preloadRoute(new URL(target).pathname)
    followed = prefetchPath(routes, target, hops + 1)
  }
  await Promise.all(
    matches.map(async ({ route, params, pathnameBase }) => {
      const args = { params, request, url, pattern: route.path ?? '', context: undefined }
      try {
        const lazy = lazyRouteOf(route)
        const loader = lazy ? (await lazy.load()).loader : route.loader
        if (typeof loader !== 'function') return
        follow(redirectTarget(await loader(args as unknown as LoaderFunctionArgs)), pathnameBase)
      } catch (e) {
        // a thrown redirect is followed; a 404 or a network error is the navigation's to show
        follow(redirectTarget(e), pathnameBase)
      }
    }),
  )
  await followed
}

/** The same-origin page a link leads to, or undefined when it is not ours to prefetch. */
function targetOf(el: EventTarget | null): string | undefined {
  const a = el instanceof Element ? el.closest('a[href]') : null
  if (!(a instanceof HTMLAnchorElement)) return undefined
  if (a.target && a.target !== '_self') return undefined
  if (a.hasAttribute('download') || a.dataset.noPrefetch !== undefined) return undefined
  const url = new URL(a.href, window.location.href)
  if (url.origin !== window.location.origin) return undefined
  if (url.pathname === window.location.pathname) return undefined
  return url.pathname + url.search
}

/**
 * Prefetches on the intent to navigate, for every link of the app at once (event delegation
 * on the document, so no page has to opt in): a pointer resting on a link or focus on it for
 * INTENT_DELAY_MS, or a press (pointer down, Enter on a focused link: the timer has run by then).
 * `warm` runs the moment the pointer or focus arrives, without waiting for the rest: for what
 * costs nothing to ask for twice (the page's files, which the browser keeps), so a form's code
 * has the whole rest before the press to arrive, and its data the part after INTENT_DELAY_MS.
 * Returns the function that removes the listeners.
 */
export function installIntentPrefetch(
  prefetch: (href: string) => unknown,
  { warm, doc = document }: { warm?: (href: string) => void; doc?: Document } = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: string | undefined
  // a link already fetched is not fetched again while its data is fresh (the loaders would
  // find it in the cache anyway); a later intent after that refreshes it
  const recent = new Map<string, number>()

  const run = (href: string) => {
    const at = recent.get(href)
    if (at !== undefined && Date.now() - at < STALE_TIME_MS) return
    recent.set(href, Date.now())
    void prefetch(href)
  }
  const cancel = () => {
    clearTimeout(timer)
    pending = undefined
  }
  const intend = (e: Event) => {
    const href = targetOf(e.target)
    if (!href || href === pending) return
    cancel()
    warm?.(href)
    pending = href
    timer = setTimeout(() => {
      pending = undefined
      run(href)
    }, INTENT_DELAY_MS)
  }
  const leave = (e: Event) => {
    const to = (e as PointerEvent | FocusEvent).relatedTarget
    if (pending && targetOf(to as EventTarget | null) !== pending) cancel()
  }
  const press = (e: Event) => {
    const href = targetOf(e.target)
    if (!href) return
    cancel()
    run(href)
  }

  doc.addEventListener('pointerover', intend)
  doc.addEventListener('focusin', intend)
  doc.addEventListener('pointerout', leave)
  doc.addEventListener('focusout', leave)
  doc.addEventListener('pointerdown', press)
  return () => {
    cancel()
    doc.removeEventListener('pointerover', intend)
    doc.removeEventListener('focusin', intend)
    doc.removeEventListener('pointerout', leave)
    doc.removeEventListener('focusout', leave)
    doc.removeEventListener('pointerdown', press)
  }
}
