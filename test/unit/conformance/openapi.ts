/**
 * Reads the OpenAPI document of the API (api-spec/nexus.json): each operation's method, path, query
 * parameters and documented success response, and a check for fields a response carries that
 * its schema does not document (zod strips unknown keys, so it would not notice them).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const specPath = fileURLToPath(new URL('../../../api-spec/nexus.json', import.meta.url))

type Schema = {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  additionalProperties?: boolean | Schema
  items?: Schema
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
}
type Param = { in: string; name: string; required?: boolean }
type Op = {
  operationId: string
  parameters?: Param[]
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>
}
type Spec = {
  paths: Record<string, Record<string, Op>>
  components: { schemas: Record<string, Schema> }
}

export interface Operation {
  id: string
  method: string
  /** The spec's path template, e.g. `/v1/instances/{instance}`. */
  path: string
  pathParams: string[]
  queryParams: string[]
  /** The documented 2xx/3xx status, or null where the spec only has `default`. */
  status: number | null
  /** The documented JSON body of that status: a component schema name, maybe an array of it. */
  body: { schema: string; array: boolean } | null
}

const snakeToCamel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const refName = (ref: string) => ref.split('/').pop()!

let cached: Spec | undefined
const spec = (): Spec => (cached ??= JSON.parse(readFileSync(specPath, 'utf8')) as Spec)

export function operations(): Map<string, Operation> {
  const ops = new Map<string, Operation>()
  for (const [path, methods] of Object.entries(spec().paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? []
      const code = Object.keys(op.responses).find((c) => /^[23]\d\d$/.test(c))
      const schema = code ? op.responses[code]?.content?.['application/json']?.schema : undefined
      let body: Operation['body'] = null
      if (schema?.$ref) body = { schema: refName(schema.$ref), array: false }
      else if (schema?.type === 'array' && schema.items?.$ref)
        body = { schema: refName(schema.items.$ref), array: true }
      ops.set(snakeToCamel(op.operationId), {
        id: snakeToCamel(op.operationId),
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        status: code ? Number(code) : null,
        body,
      })
    }
  }
  return ops
}

/** Resolves refs and flattens allOf/oneOf/anyOf into the schemas a value may match. */
function variants(schema: Schema, seen = new Set<Schema>()): Schema[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  if (schema.$ref) {
    const target = spec().components.schemas[refName(schema.$ref)]
    return target ? variants(target, seen) : []
  }
  const nested = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
  const own = schema.type || schema.properties || schema.items ? [schema] : []
  return [...own, ...nested.flatMap((s) => variants(s, seen))]
}

/**
 * JSON paths of object keys in `value` that no variant of the component schema `name`
 * documents. Lenient on unions (a key any variant documents passes), strict on typos.
 */
export function undocumentedFields(value: unknown, name: string): string[] {
  const out: string[] = []
  const walk = (v: unknown, schemas: Schema[], at: string) => {
    const vs = schemas.flatMap((s) => variants(s))
    if (vs.length === 0 || v === null || typeof v !== 'object') return
    if (Array.isArray(v)) {
      const items = vs.flatMap((s) => (s.items ? [s.items] : []))
      v.forEach((item, i) => walk(item, items, `${at}[${i}]`))
      return
    }
    const open = vs.some(
      (s) => s.additionalProperties !== undefined && s.additionalProperties !== false,
    )
    const extra = vs.flatMap((s) =>
      typeof s.additionalProperties === 'object' ? [s.additionalProperties] : [],
    )
    for (const [key, child] of Object.entries(v)) {
      const props = vs.flatMap((s) => (s.properties?.[key] ? [s.properties[key]] : []))
      if (props.length === 0 && !open && vs.some((s) => s.properties)) out.push(`${at}.${key}`)
      walk(child, props.length ? props : extra, `${at}.${key}`)
    }
  }
  walk(value, [{ $ref: `#/components/schemas/${name}` }], '$')
  return out
}
