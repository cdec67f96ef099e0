/**
 * The paths the mock answers; everything else (the console's own pages and assets) passes by.
 * Self-contained on purpose: the mock build's service worker carries a copy of this function
 * (vite.config.ts), so that the console's files never make the round trip to the page.
 */
export function isApiRequest(method: string, path: string): boolean {
  if (path.startsWith('/v1/') || path.startsWith('/experimental/v1/')) return true
  if (method !== 'POST') return false
  return /^\/device\/(auth|confirm|token)$/.test(path) || /^\/login\/[^/]+\/saml\/[^/]+$/.test(path)
}
