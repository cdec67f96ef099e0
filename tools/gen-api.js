// Regenerates the typed API client from the shared OpenAPI spec.
// Usage: npm run gen-api [-- <outDir>]   (outDir defaults to app/api/__generated__)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const specPath = resolve(root, '../shared/oxide-api/nexus.json')
const outDir = resolve(root, process.argv[2] ?? 'app/api/__generated__')

if (!existsSync(specPath)) {
  console.error(`gen-api: the shared spec is missing (expected ../shared/oxide-api/nexus.json)`)
  process.exit(1)
}
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
execFileSync(
  process.execPath,
  [
    resolve(root, 'node_modules/@oxide/openapi-gen-ts/dist/index.cjs'),
    specPath,
    outDir,
    '--features',
    'msw',
  ],
  { stdio: 'inherit' },
)
