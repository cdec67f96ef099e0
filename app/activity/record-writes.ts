/**
 * Records every write the console sends in the activity log, from one place: the observer of
 * `call` (app/api/client.ts), which sees each request that is not a GET, whichever hook, dialog
 * or form sent it. Writes that belong to something recorded whole (a bulk run, an upload) are
 * sent with `unrecordedWrite` and left to it. Starting, stopping or rebooting an instance stays
 * running in the log until the instance settles.
 */
import { isInstanceTransitional } from '~/api/capabilities'
import { call, setWriteObserver, type OperationId, type WriteOutcome } from '~/api/client'
import { pb } from '~/api/path-builder'

import { activityLog, setActivityUser, type ActivityEntry } from './activity-log'

const WORDS: Record<string, string> = {
  vpc: 'VPC',
  ip: 'IP',
  ips: 'IPs',
  ssh: 'SSH',
  bgp: 'BGP',
  saml: 'SAML',
  scim: 'SCIM',
  x509: 'X.509',
}
const VERBS = new Set(
  'create update delete start stop reboot attach detach promote demote add remove revoke resize enable disable set import finalize join leave expunge upload'.split(
    ' ',
  ),
)
/** Writes that are not the user's work on a resource. */
const SKIP = new Set<OperationId>(['logout', 'loginLocal'])

const words = (method: string) =>
  method
    .replace(/^currentUser/, '')
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean)

/** "instanceStop" is "Stop instance", "vpcFirewallRulesUpdate" is "Update VPC firewall rules". */
export function titleOf(method: string): string {
  const ws = words(method)
  const last = ws.at(-1) ?? ''
  const ordered = VERBS.has(last) ? [last, ...ws.slice(0, -1)] : ws
  const text = ordered.map((w) => WORDS[w] ?? w).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

type Params = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
const lastOf = (o: Record<string, unknown> | undefined, skip: string[] = []) =>
  Object.entries(o ?? {})
    .filter(([k, v]) => !skip.includes(k) && str(v))
    .map(([, v]) => str(v))
    .at(-1)

/** The resource a write is on (its name or id), and its project when it has one. */
export function targetOf(params: unknown): { target?: string; project?: string } {
  const p = (params && typeof params === 'object' ? params : {}) as Params
  const body = p.body && typeof p.body === 'object' ? (p.body as Record<string, unknown>) : {}
  const project = str(p.path?.project) ?? str(p.query?.project)
  const target =
    lastOf(p.path) ?? str(body.name) ?? lastOf(p.query, ['project', 'limit', 'pageToken'])
  return { target, project }
}

/** Where a resource of the operation's kind is shown, for the names the route table uses. */
function hrefOf(method: string, target: string | undefined, project: string | undefined) {
  if (!target) return undefined
  const kind = words(method).slice(0, -1).join('-')
  if (kind === 'project') return pb.project({ project: target })
  if (kind === 'ssh-key') return pb.sshKeys()
  if (kind === 'image' && !project) return pb.siloImages()
  if (!project) return undefined
  if (kind === 'instance' || kind.startsWith('instance-'))
    return pb.instance({ project, instance: target })
  if (kind === 'vpc' || kind.startsWith('vpc-')) return pb.vpc({ project, vpc: target })
  const lists: Record<string, (p: { project: string }) => string> = {
    disk: pb.disks,
    snapshot: pb.snapshots,
    image: pb.projectImages,
    'floating-ip': pb.floatingIps,
  }
  return lists[kind]?.({ project })
}

/**
 * The audit log filtered to one write: its time (a minute either side) and its request id, or
 * the operation when the id is not known.
 */
export function auditHrefOf(entry: {
  startedAt: string
  finishedAt?: string
  find: string
}): string {
  const minute = 60_000
  const start = new Date(Date.parse(entry.startedAt) - minute).toISOString()
  const end = new Date(Date.parse(entry.finishedAt ?? entry.startedAt) + minute).toISOString()
  const q = new URLSearchParams({ range: 'custom', start, end, q: entry.find })
  return `${pb.auditLog()}?${q.toString()}`
}

/** The audit log names operations as the API's routes do: project_create. */
const snakeCase = (method: string) => method.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

let operator = false

/** Instance actions whose entry lasts until the instance settles, and the state it should reach. */
const TRANSITIONS: Partial<Record<OperationId, string>> = {
  instanceStart: 'running',
  instanceStop: 'stopped',
  instanceReboot: 'running',
}

const POLL_MS = 1500
const POLL_FOR_MS = 10 * 60_000

/** Asks for the instance until it is no longer in motion, then ends the entry. */
async function settle(id: string, params: unknown, goal: string) {
  const { path, query } = params as { path: { instance: string }; query?: { project?: string } }
  const until = Date.now() + POLL_FOR_MS
  while (Date.now() < until) {
    try {
      const instance = await call('instanceView', { path, query })
      if (!isInstanceTransitional(instance)) {
        if (instance.runState === goal) activityLog.finish(id)
        else activityLog.finish(id, 'failed', `The instance is ${instance.runState}`)
        return
      }
    } catch (e) {
      activityLog.finish(id, 'failed', e instanceof Error ? e.message : undefined)
      return
    }
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  activityLog.finish(id, 'failed', 'The instance did not settle')
}

function record(method: OperationId, params: unknown) {
  if (SKIP.has(method)) return undefined
  const { target, project } = targetOf(params)
  const deletes = /Delete$/.test(method)
  const href = hrefOf(method, target, project)
  const goal = TRANSITIONS[method]
  const id = activityLog.start({
    kind: goal ? 'transition' : 'mutation',
    title: titleOf(method),
    target,
    href,
  })
  return ({ ok, message, requestId }: WriteOutcome) => {
    const entry = activityLog.entries().find((e) => e.id === id)
    const patch: Partial<ActivityEntry> = {}
    // a deleted resource has nowhere to go
    if (ok && deletes) patch.href = undefined
    if (operator && entry)
      patch.auditHref = auditHrefOf({
        startedAt: entry.startedAt,
        find: requestId ?? snakeCase(method),
      })
    activityLog.patch(id, patch)
    if (!ok) activityLog.finish(id, 'failed', message)
    else if (goal) void settle(id, params, goal)
    else activityLog.finish(id)
  }
}

/** Starts recording for the signed-in user; an operator's entries link to the audit log. */
export function recordActivityFor(me: { id: string; fleetViewer: boolean }) {
  operator = me.fleetViewer
  setActivityUser(me.id)
  setWriteObserver(record)
}
