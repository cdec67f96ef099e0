// Regenerates the typed API client from the API contract (api-spec/nexus.json), after
// refreshing that copy from the shared spec (../shared/oxide-api/nexus.json) when it is there.
// Usage: npm run gen-api [-- <outDir>]   (outDir defaults to app/api/__generated__; with an
// outDir, the copy is left alone: the staleness test uses that to check the committed client)
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const specPath = resolve(root, 'api-spec/nexus.json')
const sharedSpec = resolve(root, '../shared/oxide-api/nexus.json')
const outDir = resolve(root, process.argv[2] ?? 'app/api/__generated__')

if (!process.argv[2] && existsSync(sharedSpec)) copyFileSync(sharedSpec, specPath)
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
