/**
 * Ferrite's Content-Security-Policy, in one place: vite.config.ts puts it in a meta tag of
 * every build's index.html and sends it as a header from `vite preview`; docs/deployment.md
 * shows the header for real servers; test/e2e/security.spec.ts loads the app under it.
 *
 * No inline scripts and no eval anywhere; styles only from files (React and Headless UI set
 * inline styles through the CSSOM, which style-src does not govern). `connect-src 'self'` also
 * covers same-origin WebSockets (ws:/wss:) in CSP Level 3 browsers, for the serial console.
 */
export const cspDirectives: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  // the mock build's service worker (mockServiceWorker.js); production registers none
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
]

/** Directives a meta tag cannot carry: only as a served header. */
export const headerOnlyDirectives: [string, string][] = [['frame-ancestors', "'none'"]]

const render = (ds: [string, string][]) => ds.map(([k, v]) => `${k} ${v}`).join('; ')

/** For `<meta http-equiv="Content-Security-Policy">`. */
export const cspMeta = render(cspDirectives)

/** For the `Content-Security-Policy` response header of index.html. */
export const cspHeader = render([...cspDirectives, ...headerOnlyDirectives])

/** The other headers every answer of a server of the console carries (docs/deployment.md). */
const otherHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
}

/** What a server of a build sends: `vite preview` and so tools/lib/serve.ts. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': cspHeader,
  ...otherHeaders,
}

/**
 * What the dev server sends: no framing either, but not the rest of the policy (React's fast
 * refresh needs inline scripts).
 */
export const devSecurityHeaders: Record<string, string> = {
  'Content-Security-Policy': render(headerOnlyDirectives),
  ...otherHeaders,
}
