/**
 * Starts downloading every JavaScript file a path's page needs, all at once, through the route
 * preload table that the build put in index.html (tools/lib/route-preload.ts). Lazy imports
 * carry no lists of their own (vite.config.ts), so a navigation calls this first: on the
 * intent to navigate, and when the router starts one. Harmless where the table is missing (the
 * dev server, tests): the imports then fetch what they need as they go.
 */
export function preloadRoute(pathname: string) {
  const preload = (window as { __ferritePreload?: (path: string) => void }).__ferritePreload
  preload?.(pathname)
}
