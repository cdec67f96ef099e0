/**
 * Returns `raw` if it is a safe same-origin path ("/projects?x=1"), else undefined.
 * Absolute URLs, protocol-relative ("//evil"), backslash tricks ("/\\evil") and
 * `javascript:` never pass.
 */
export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  const s = raw.trim()
  if (!s.startsWith('/') || s.startsWith('//') || s.includes('\\')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(s)) return undefined
  try {
    const base = 'http://ferrite.invalid'
    const url = new URL(s, base)
    if (url.origin !== base) return undefined
    const path = url.pathname + url.search + url.hash
    // dot segments can normalise "/..//host" into "//host", which a browser reads as another origin
    return path.startsWith('//') ? undefined : path
  } catch {
    return undefined
  }
}

/** The login URL that brings the user back to `path` afterwards. */
export const loginUrl = (path: string) => `/login?redirect_uri=${encodeURIComponent(path)}`
