/**
 * Answers to GET requests the route preload script sent while the app was still downloading
 * (app/routes/early-requests.ts, tools/lib/route-preload.ts). The client takes the one for its
 * URL instead of sending the request again; each is taken once, and only in the first seconds
 * of the page, so a later read always goes to the API.
 */
type Early = { at: number; response: Promise<Response> }

/** The global the preload script fills (tools/lib/route-preload.ts names it too). */
const EARLY = '__ferriteEarly'
/** Long enough for a slow link to bring the app; short enough that nothing stale is read. */
const FRESH_MS = 10_000

/** The response of an early request for `url`, if one is there and fresh; it is taken. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const all = (globalThis as { [EARLY]?: Record<string, Early | undefined> })[EARLY]
  const early = all?.[url]
  if (!early) return undefined
  delete all![url]
  return Date.now() - early.at <= FRESH_MS ? early.response : undefined
}
