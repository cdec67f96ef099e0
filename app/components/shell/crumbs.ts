import { useContext } from 'react'
import {
  UNSAFE_DataRouterStateContext as RouterState,
  useMatches,
  type Params,
  type UIMatch,
} from 'react-router'

import { PRODUCT_NAME, TITLE_SUFFIX } from '~/util/constants'

/** A crumb label: fixed, or computed from the route's params and loader data. */
export type CrumbLabel = string | ((m: { params: Params; data: unknown }) => string)

/**
 * What a route module may put in its `handle`. Every route that names a page has a `crumb`;
 * routes without one add nothing to the breadcrumbs or the title.
 */
export type RouteHandle = {
  crumb?: CrumbLabel
  /**
   * Side-modal routes: the crumb counts for the document title but is not shown in the
   * breadcrumb bar, so the bar does not change when a side modal opens.
   */
  titleOnly?: boolean
  /**
   * Where the crumb links to when the route's own pathname is not the page, e.g. a pathless
   * list route whose side-modal children live at sibling paths (`/projects-new`).
   */
  crumbPath?: string | ((params: Params) => string)
}

type Crumb = { label: string; path: string; titleOnly: boolean }

type MatchLike = Pick<UIMatch, 'id' | 'pathname' | 'params' | 'handle' | 'loaderData'>

const asHandle = (h: unknown): RouteHandle | undefined =>
  h && typeof h === 'object' ? (h as RouteHandle) : undefined

/**
 * Crumbs of the matched routes, outermost first. None from a route whose loader failed or
 * from below it: those pages are not shown (a 404 from the operator area must not name its
 * pages to someone who may not see them).
 */
export function crumbsOf(
  matches: readonly MatchLike[],
  failed: Readonly<Record<string, unknown>> | null = null,
): Crumb[] {
  const crumbs: Crumb[] = []
  for (const m of matches) {
    if (failed && m.id in failed) break
    const handle = asHandle(m.handle)
    if (!handle?.crumb) continue
    let label: string
    try {
      label =
        typeof handle.crumb === 'function'
          ? handle.crumb({ params: m.params, data: m.loaderData })
          : handle.crumb
    } catch {
      // a crumb must never take the page down; the data it needs may be missing on errors
      continue
    }
    if (!label) continue
    const path =
      typeof handle.crumbPath === 'function'
        ? handle.crumbPath(m.params)
        : (handle.crumbPath ?? m.pathname)
    crumbs.push({ label, path, titleOnly: !!handle.titleOnly })
  }
  return crumbs
}

/** Deepest crumb first, joined by " / ", then the product suffix; just the name when empty. */
export function pageTitle(crumbs: readonly Pick<Crumb, 'label'>[]): string {
  if (crumbs.length === 0) return PRODUCT_NAME
  return (
    crumbs
      .map((c) => c.label)
      .reverse()
      .join(' / ') + TITLE_SUFFIX
  )
}

/** What the route announcer reads: deepest crumb first, comma separated. */
export function announcement(crumbs: readonly Pick<Crumb, 'label'>[]): string {
  if (crumbs.length === 0) return PRODUCT_NAME
  return crumbs
    .map((c) => c.label)
    .reverse()
    .join(', ')
}

/**
 * Identifies the page behind any side modal: opening or closing a side-modal route keeps
 * it, so announcer and scroll restoration can leave the page alone.
 */
export function pageKey(crumbs: readonly Crumb[], pathname: string): string {
  const shown = crumbs.filter((c) => !c.titleOnly)
  return shown.length > 0 ? shown.map((c) => c.path).join('\n') : pathname
}

/** Crumbs of the current location, outermost first (title-only ones included). */
export function useCrumbs(): Crumb[] {
  // the router's state is the only place that says which route's loader threw
  return crumbsOf(useMatches(), useContext(RouterState)?.errors ?? null)
}
