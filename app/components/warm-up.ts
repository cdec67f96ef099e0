/**
 * Warming a path's page ahead of any intent to go there: its JavaScript files and its area's
 * route table, never its data. main.tsx hands the real warm-up over once the router exists
 * (routes/preload.ts and routes/discover.ts); until then, and in tests, it does nothing.
 */
let warm: (pathname: string) => void = () => {}

export const setWarmUp = (fn: (pathname: string) => void) => {
  warm = fn
}

export const warmUp = (pathname: string) => warm(pathname)
