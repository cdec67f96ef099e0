/**
 * npm run mock-api -- [--port 12220] [--require-login] [--seed scale] [--delay]
 *                     [--trust-proxy] [--allowed-host name[:port]]...
 *                     [--chaos percent] [--chaos-scope all|writes] [--chaos-seed n]
 * Serves the mock API on 127.0.0.1. Without --require-login, callers with no credentials act
 * as the demo operator ada; `Authorization: Bearer ferrite-demo-token` also acts as ada.
 * It answers only requests sent to 127.0.0.1, localhost or [::1] on its port, and to each
 * --allowed-host; --trust-proxy takes the audit log's source address from the last
 * X-Forwarded-For entry (when it is an IP address). --chaos fails that share of /v1 requests at
 * random (mock-api/chaos.ts); a browser's own `ferrite-chaos` cookies (with `ferrite-chaos-scope`
 * and `ferrite-chaos-seed`) turn it on or off for that browser alone.
 */
import type { AddressInfo } from 'node:net'

import { chaosRate, chaosScope } from '../mock-api/chaos'
import { DEMO_TOKEN } from '../mock-api/db'
import { createMockServer } from '../mock-api/server'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

/** Every value of a flag that may be given more than once. */
const options = (name: string) =>
  args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []))

const port = Number(option('--port') ?? 12220)
const seedArg = option('--seed') ?? 'default'
if (seedArg !== 'default' && seedArg !== 'scale') {
  console.error(`unknown seed "${seedArg}" (use default or scale)`)
  process.exit(2)
}

const server = createMockServer({
  requireLogin: flag('--require-login'),
  seed: seedArg,
  delay: flag('--delay'),
  trustProxy: flag('--trust-proxy'),
  allowedHosts: options('--allowed-host'),
  chaos: {
    rate: chaosRate(option('--chaos')),
    scope: chaosScope(option('--chaos-scope')),
    seed: option('--chaos-seed') ?? null,
  },
})
server.listen(port, '127.0.0.1', () => {
  const { port: bound } = server.address() as AddressInfo
  console.log(`Ferrite mock API on http://127.0.0.1:${bound} (seed ${seedArg})`)
  console.log(
    flag('--require-login')
      ? 'Sign in: POST /v1/login/lumen/local {"username":"ada","password":"ferrite-demo"}'
      : 'Demo mode: requests without credentials act as ada',
  )
  console.log(`Bearer token: Authorization: Bearer ${DEMO_TOKEN}`)
})
