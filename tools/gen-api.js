// Regenerates the typed API client from the API contract (api-spec/nexus.json), after
// refreshing that copy from the shared spec (../shared/oxide-api/nexus.json) when it is there,
// and the limits Nexus enforces beyond that document (api-spec/nexus-limits.json) as limits.ts.
// Usage: npm run gen-api [-- <outDir>]   (outDir defaults to app/api/__generated__; with an
// outDir, the copy is left alone: the staleness test uses that to check the committed client)
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

// The generator's boolean schema coerces anything (`{}` or "no" read as a boolean), so the mock
// would take a missing or misspelled flag for a value, where the real API refuses it. A boolean
// is `true` or `false`: in a JSON body the JSON values only; in a query string (the `...Params`
// schemas), exactly the words "true" or "false". Unions, not preprocesses: zod lets an object key
// whose schema is a preprocess be left out.
const validatePath = resolve(outDir, 'validate.ts')
const coercing =
  'const SafeBoolean = z.preprocess(v => v === "false" ? false : v, z.coerce.boolean())'
const strict = [
  'const SafeBoolean = z.boolean()',
  '  /** A boolean in a query string: exactly "true" or "false" */',
  '  const QueryBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform(v => v === "true")])',
].join('\n')
const generated = readFileSync(validatePath, 'utf8')
if (!generated.includes(coercing)) {
  throw new Error(
    'validate.ts: the generator no longer writes the boolean schema this script makes strict',
  )
}
const strictened = generated
  .replace(coercing, strict)
  .split(/(?=^export const )/m)
  .map((block) =>
    /^export const \w+Params = /.test(block)
      ? block.replaceAll('SafeBoolean', 'QueryBoolean')
      : block,
  )
  .join('')

// The generator drops the `default` of some properties (a map, `additionalProperties`, such as
// SiloCreate's `mapped_fleet_roles: {}`), so the mock refused a body that leaves one out where the
// API fills it in. Every property the spec gives a default gets it in its schema.
const spec = JSON.parse(readFileSync(specPath, 'utf8'))
const camel = (key) => key.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase())
const camelKeys = (value) =>
  Array.isArray(value)
    ? value.map(camelKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), camelKeys(v)]))
      : value
const blocks = strictened.split(/(?=^export const )/m)
for (const [name, schema] of Object.entries(spec.components.schemas)) {
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (!('default' in prop)) continue
    const at = blocks.findIndex((b) => b.startsWith(`export const ${name} = `))
    const lines = blocks[at]?.split('\n') ?? []
    const line = lines.findIndex((l) => l.includes(`"${camel(key)}": `))
    if (line < 0) throw new Error(`validate.ts: no property ${name}.${key} to give its default`)
    if (lines[line].includes('.default(')) continue
    if (!lines[line].endsWith(',')) {
      throw new Error(`validate.ts: ${name}.${key} spans lines; give its default by hand here`)
    }
    const value = JSON.stringify(camelKeys(prop.default))
    lines[line] = `${lines[line].slice(0, -1)}.default(${value}),`
    blocks[at] = lines.join('\n')
  }
}
writeFileSync(validatePath, blocks.join(''))

// The limits Nexus enforces that the OpenAPI document does not state (vCPUs, memory, disk sizes):
// one module that the console's forms and the mock API both read, so the two cannot drift.
const limits = JSON.parse(readFileSync(resolve(root, 'api-spec/nexus-limits.json'), 'utf8'))
writeFileSync(
  resolve(outDir, 'limits.ts'),
  [
    `/** ${limits.description} */`,
    '',
    ...limits.limits.flatMap((l) => [`/** ${l.doc} */`, `export const ${l.name} = ${l.value}`]),
    '',
  ].join('\n'),
)

// Each operation's HTTP method and path, for the console's one request function
// (app/api/client.ts): a table of short strings instead of a generated method per operation,
// which put every operation's code into the first file of every page.
const operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([verb, op]) => op.operationId && !op['x-dropshot-websocket'] && verb !== 'parameters')
    .map(([verb, op]) => [
      camel(op.operationId),
      `${verb.toUpperCase()} ${path.replace(/\{(\w+)\}/g, (_, p) => `{${camel(p)}}`)}`,
    ]),
)
writeFileSync(
  resolve(outDir, 'operations.ts'),
  [
    '/** Each operation of the API as its HTTP method and path (path parameters in braces). */',
    'export const OPERATIONS = {',
    ...operations.sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, route]) => `  ${id}: '${route}',`),
    '} as const',
    '',
    '/** The API version the client is written for, sent with every request. */',
    `export const API_VERSION = '${spec.info.version}'`,
    '',
  ].join('\n'),
)
