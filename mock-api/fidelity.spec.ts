/**
 * docs/mock-api-fidelity.md covers every implemented operation, and the mock keeps each row:
 * every POST, PUT and DELETE (the conformance gate's valid request, on a fresh db) leaves
 * nothing queued when its row says `done`, only changes the next write completes when it
 * says `shown`, and a change of its own when it says `accepted`; the answer carries the
 * state the row names. `FIDELITY_WRITE=1 npx vitest run mock-api/fidelity.spec.ts` rewrites
 * the doc.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { MUTATING_CASES, PATH, QUERY, type Call } from '../test/unit/conformance/cases'
import { operations, specPath, type Operation } from '../test/unit/conformance/openapi'
import { ruleFor, RULES, type Rule } from './fidelity'
import { implemented } from './handlers'
import { freshClient, type MockClient } from './testing'
import { pendingTransitions } from './transitions'

const docPath = new URL('../docs/mock-api-fidelity.md', import.meta.url)
const ops = operations()
const ids = Object.keys(implemented)

function tags(): Map<string, string> {
  const spec = JSON.parse(readFileSync(specPath, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>
  }
  const out = new Map<string, string>()
  for (const methods of Object.values(spec.paths))
    for (const op of Object.values(methods)) {
      if (!op.operationId) continue
      const id = op.operationId.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
      out.set(id, op.tags?.[0] ?? 'untagged')
    }
  return out
}

const code = (s: string) => `\`${s}\``

function cells(rule: Rule): [string, string, string] {
  switch (rule.kind) {
    case 'read':
      return ['read', '—', 'anything: nothing changed']
    case 'done':
      return ['done', rule.note ?? 'final when it answers', 'anything the new state allows']
    case 'shown':
      return [
        'done (shown passing)',
        `answers ${rule.state}; ${rule.then} a moment later, or as soon as any write arrives`,
        rule.next,
      ]
    case 'accepted':
      return ['accepted (passing)', `answers ${rule.state}; later ${rule.then}`, rule.next]
  }
}

export function renderFidelity(): string {
  const tagOf = tags()
  const byTag = new Map<string, string[]>()
  for (const id of [...ids].sort()) {
    const tag = tagOf.get(id) ?? 'untagged'
    byTag.set(tag, [...(byTag.get(tag) ?? []), id])
  }
  const count = (kind: Rule['kind']) =>
    ids.filter((id) => ruleFor(id, ops.get(id)!.method).kind === kind).length
  const lines = [
    '# Mock API fidelity: when the work is done',
    '',
    '<!-- Generated from mock-api/fidelity.ts by mock-api/fidelity.spec.ts (FIDELITY_WRITE=1); do not edit. -->',
    '',
    'A client written for the real API (another console, the CLI, a script on a generated SDK) must',
    'work against the mock unchanged. For every operation the mock implements, this says whether',
    'the real API finishes the work before it answers or answers with the resource in a passing',
    'state, decided from `api-spec/nexus.json`: 201 (Created), 204 and 200 answers come after the',
    'change is made; 202 (Accepted) answers of instance start, stop and reboot, and instance',
    'create, hand the work to a sled and answer in `starting`, `stopping`, `rebooting` or',
    '`creating` (states `InstanceState` allows). Disks and snapshots have passing states too',
    '(`DiskState`: creating, attaching, detaching, finalizing...; `SnapshotState`: creating), which',
    'the real API shows while its saga runs; its create, attach and detach calls return once the',
    'saga is done.',
    '',
    'Kinds:',
    '',
    '- **read**: a GET; nothing changes.',
    '- **done**: the change is complete when the answer comes; the next call sees it.',
    '- **done (shown passing)**: complete in the real API too. The mock answers with the passing',
    '  state and shows it in reads for a moment (1 to 2 s), so a console can show its live refresh;',
    '  the next write request (any POST, PUT or DELETE) completes it first, so a natural next call',
    '  (create then attach, detach then delete) gets what the real API gives.',
    '- **accepted (passing)**: the real API answers in a passing state and finishes later (2.5 s',
    '  per step in the mock, simulated time); a call that needs the final state is refused with a',
    '  400 until then, so a client polls (stop, then delete once stopped).',
    '',
    `${ids.length} operations: ${count('read')} read, ${count('done')} done, ${count('shown')} done (shown passing), ${count('accepted')} accepted (passing).`,
    '',
  ]
  for (const [tag, tagIds] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      `## ${tag}`,
      '',
      '| operation | request | kind | the answer | a client may at once |',
    )
    lines.push('| --- | --- | --- | --- | --- |')
    for (const id of tagIds) {
      const op = ops.get(id)!
      const [kind, answer, next] = cells(ruleFor(id, op.method))
      lines.push(
        `| ${code(id)} | ${op.method} ${code(op.path)} ${op.status ?? ''} | ${kind} | ${answer} | ${next} |`,
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}

/** The operation ids the doc's tables list, in order. */
const documented = (doc: string) => [...doc.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]!)

describe('docs/mock-api-fidelity.md', () => {
  if (process.env.FIDELITY_WRITE) writeFileSync(docPath, renderFidelity())
  const doc = readFileSync(docPath, 'utf8')

  it('lists every implemented operation once, and nothing else', () => {
    const listed = documented(doc)
    expect(ids.filter((id) => !listed.includes(id))).toEqual([])
    expect(listed.filter((id) => !ids.includes(id))).toEqual([])
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('is up to date with the rules', () => {
    expect(doc).toBe(renderFidelity())
  })

  it('has rules only for implemented operations', () => {
    expect(Object.keys(RULES).filter((id) => !ids.includes(id))).toEqual([])
  })

  it('fails when an implemented operation is missing from it', () => {
    const without = doc.replace(/^\| `diskFinalizeImport` \|.*\n/m, '')
    expect(ids.filter((id) => !documented(without).includes(id))).toEqual(['diskFinalizeImport'])
  })
})

function urlFor(op: Operation, call: Call): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(call.path?.[name] ?? PATH[name] ?? ''),
  )
  const query = new URLSearchParams()
  for (const name of op.queryParams) {
    const value = call.query && name in call.query ? call.query[name] : QUERY[name]
    if (value) query.set(name, value)
  }
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}

async function send(api: MockClient, op: Operation, call: Call) {
  const url = urlFor(op, call)
  if (call.bytes) {
    return api.call(op.method, url, {
      rawBody: call.bytes,
      contentType: 'application/octet-stream',
    })
  }
  if (call.form) {
    return api.call(op.method, url, {
      rawBody: new URLSearchParams(call.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })
  }
  return api.call(op.method, url, call.body === undefined ? {} : { body: call.body })
}

/** The state an answer carries: an instance's run state, a disk's or a snapshot's state. */
function stateIn(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const b = body as { run_state?: string; state?: string | { state: string } }
  if (b.run_state) return b.run_state
  return typeof b.state === 'string' ? b.state : b.state?.state
}

const mutating = ids.filter((id) => ops.get(id)!.method !== 'GET' && id in MUTATING_CASES)

describe('the mock keeps each row', () => {
  it.each(mutating)('%s', async (id) => {
    const op = ops.get(id)!
    const rule = ruleFor(id, op.method)
    const api = freshClient()
    const spec = MUTATING_CASES[id]!
    const call = typeof spec === 'function' ? await spec(api) : spec
    const before = pendingTransitions().filter((t) => !t.settlesOnWrite).length
    const res = await send(api, op, call)
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(400)
    const after = pendingTransitions()
    const own = after.filter((t) => !t.settlesOnWrite).length - before
    const shown = after.filter((t) => t.settlesOnWrite).length
    switch (rule.kind) {
      case 'done':
        expect({ own, shown }).toEqual({ own: 0, shown: 0 })
        break
      case 'shown':
        expect({ own, shown: shown > 0 }).toEqual({ own: 0, shown: true })
        expect(rule.state.startsWith(stateIn(res.body) ?? '?')).toBe(true)
        break
      case 'accepted': {
        expect(own).toBeGreaterThan(0)
        // an answer without a state (a 204, a disk adoption request) has none to check
        const state = stateIn(res.body)
        if (state !== undefined) expect(state).toBe(rule.state)
        break
      }
      case 'read':
        throw new Error(`${id} is a ${op.method} but documented as a read`)
    }
  })

  it('GETs change nothing', async () => {
    const api = freshClient()
    await api.post('/v1/disks?project=sandbox', {
      name: 'moving',
      description: '',
      size: 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
    })
    const queued = pendingTransitions().length
    const disk = await api.get('/v1/disks/moving?project=sandbox')
    expect(stateIn(disk.body)).toBe('creating')
    expect(pendingTransitions()).toHaveLength(queued)
  })
})
