/**
 * npx tsx tools/serve-prod.ts --port 4011 [--out-dir dist]
 * The production build (no mock inside) in front of the standalone mock API, on a fixed port,
 * until stopped: the e2e suite's "standalone" project runs its tagged tests against it.
 */
import { join } from 'node:path'

import { repoRoot, serveProdBuild } from './lib/serve'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

const stack = await serveProdBuild({
  port: Number(option('--port') ?? 4011),
  outDir: join(repoRoot, option('--out-dir') ?? 'dist'),
})
console.log(`Ferrite (production build) on ${stack.base}, mock API on ${stack.apiBase}`)
const stop = () => void stack.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
