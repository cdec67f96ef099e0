/**
 * Every implemented list and view operation answers with a body the generated zod schema of its
 * response type accepts (the same schemas the console's types come from).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'
import type { ZodType } from 'zod/v4'

import * as schemas from '../app/api/__generated__/validate'
import { implemented } from './handlers'
import { freshClient, type MockClient, SEED_PATH_VALUES } from './testing'

const source = readFileSync(resolve(__dirname, '../app/api/__generated__/msw-handlers.ts'), 'utf8')

/** operationId -> [method, path, response type] from the generated handler table. */
function operations() {
  const ops = new Map<
    string,
    { method: string; path: string; type: string | null; array: boolean }
  >()
  for (const m of source.matchAll(/http\.(\w+)\('([^']+)', handler\(handlers\['(\w+)'\]/g)) {
    const [, method, path, id] = m as unknown as [string, string, string, string]
    const sig = new RegExp(`^  ${id}: .*HandlerResult<Api\\.(\\w+)(\\[\\])?>`, 'm').exec(source)
    ops.set(id, { method, path, type: sig?.[1] ?? null, array: !!sig?.[2] })
  }
  return ops
}

/** Path parameter values that exist in the seed, by the generated handlers' camelCase names. */
const PATH: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(SEED_PATH_VALUES).map(([name, value]) => [
      name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  ),
  switchId: '', // set from the seed below
  diskId: '', // set from the seed below
}

/** Query strings per operation where the generic one does not fit. */
const QUERY: Record<string, string> = {
  affinityGroupView: 'project=data-pipeline',
  affinityGroupList: 'project=data-pipeline',
  affinityGroupMemberList: 'project=data-pipeline',
  affinityGroupMemberInstanceView: 'project=data-pipeline',
  instanceAffinityGroupList: 'project=data-pipeline',
  imageView: 'project=web-app',
  ipPoolView: '',
  samlIdentityProviderView: 'silo=lumen',
  // the metrics want a time range
  siloMetric: 'start_time=2026-11-24T00:00:00Z&end_time=2026-11-24T01:00:00Z',
  systemMetric: 'start_time=2026-11-24T00:00:00Z&end_time=2026-11-24T01:00:00Z',
  // the API wants exactly one of from_start and most_recent
  instanceSerialConsole: 'project=web-app&most_recent=4096',
}
/** Lists the seed leaves empty on purpose. */
const EMPTY_LISTS = new Set(['sledListUninitialized', 'internetGatewayIpAddressList'])

const GENERIC_QUERY =
  'project=web-app&vpc=default&router=web-egress&gateway=default&instance=web-frontend-1&silo=lumen'

/** View operations whose path names something that exists only under another parent. */
const PATH_OVERRIDES: Record<string, Record<string, string>> = {
  affinityGroupMemberInstanceView: { instance: 'etl-worker-1' },
  instanceAffinityGroupList: { instance: 'etl-worker-1' },
  vpcRouterView: { router: 'web-egress' },
  siloMetric: { metricName: 'cpus_provisioned' },
  systemMetric: { metricName: 'cpus_provisioned' },
}

describe('responses validate against the generated schemas', () => {
  let api: MockClient
  const ops = operations()
  const gets = [...ops].filter(([id, op]) => op.method === 'get' && id in implemented && op.type)

  beforeAll(async () => {
    api = freshClient()
    await api.login('ada') // a real session, so session lists have one
    const sw = await api.get<{ items: { id: string }[] }>('/v1/system/hardware/switches')
    PATH.switchId = sw.body.items[0]!.id
    const disks = await api.get<{ items: { id: string }[] }>('/v1/system/hardware/disks')
    PATH.diskId = disks.body.items[0]!.id
  })

  it('covers the implemented GET operations', () => {
    expect(gets.length).toBeGreaterThan(70)
  })

  it.each(gets.map(([id, op]) => [id, op] as const))('%s', async (id, op) => {
    const params = { ...PATH, ...PATH_OVERRIDES[id] }
    const path = op.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? name),
    )
    const query = QUERY[id] ?? GENERIC_QUERY
    const res = await api.get(query ? `${path}?${query}` : path)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const item = (schemas as Record<string, unknown>)[op.type!] as ZodType
    const parsed = (op.array ? item.array() : item).safeParse(res.body)
    expect(
      parsed.success,
      parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3)),
    ).toBe(true)
    if (op.type!.endsWith('ResultsPage') && !EMPTY_LISTS.has(id)) {
      expect(
        (res.body as { items: unknown[] }).items.length,
        `${id} lists seeded items`,
      ).toBeGreaterThan(0)
    }
  })
})
