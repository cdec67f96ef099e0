/**
 * Seed: alerts the rack raised, three webhook receivers and what was delivered to them. One
 * receiver's endpoint always fails, another had an outage (failed deliveries to resend), and a
 * fresh alert is still being retried, so every delivery state shows. The mock sends nothing
 * out: an attempt's outcome follows from the endpoint's host (`attemptOutcome`).
 */
import { now, seedTime, uuidFor } from '../ids'
import { FLEET, type Api, type Db, type Json } from '../schema'
import { sledId } from './hardware'

type Attempt = Json<Api.WebhookDeliveryAttempt>
type Delivery = Json<Api.AlertDelivery>

/** The alert classes the rack knows (what `alert_class_list` answers; probes are not one). */
export const ALERT_CLASSES: readonly { name: string; description: string }[] = [
  { name: 'hardware.disk.added', description: 'A physical disk was added to a sled.' },
  { name: 'hardware.disk.faulted', description: 'A physical disk reported a fault.' },
  { name: 'hardware.sled.added', description: 'A sled joined the rack.' },
  { name: 'hardware.sled.removed', description: 'A sled was removed from the rack.' },
  {
    name: 'hardware.sled.unreachable',
    description: 'The control plane lost contact with a sled.',
  },
  { name: 'silo.created', description: 'A silo was created.' },
  { name: 'silo.deleted', description: 'A silo was deleted.' },
  { name: 'support_bundle.collected', description: 'A support bundle finished collecting.' },
  { name: 'update.completed', description: 'A system update finished on every component.' },
  { name: 'update.failed', description: 'A system update stopped with an error.' },
  { name: 'update.started', description: 'A system update began.' },
]

/** The class of a liveness probe's delivery. */
export const PROBE_CLASS = 'probe'

/** Failed attempts are retried this long after the previous one (the mock's quick schedule). */
export const RETRY_DELAYS_MS = [20_000, 40_000]
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/**
 * What happens when the mock "sends" to an endpoint, decided by its host so it is the same every
 * time: hosts naming `unreachable` (or under `.invalid`) cannot be reached, `timeout` or `slow`
 * ones time out, `broken`, `error` or `fail` ones answer 503 or 500; anything else 200.
 */
export function attemptOutcome(endpoint: string): Pick<Attempt, 'result' | 'response'> {
  let host: string
  try {
    host = new URL(endpoint).hostname
  } catch {
    return { result: 'failed_unreachable', response: null }
  }
  if (host.includes('unreachable') || host.endsWith('.invalid'))
    return { result: 'failed_unreachable', response: null }
  if (host.includes('timeout') || host.includes('slow'))
    return { result: 'failed_timeout', response: null }
  const ms = 40 + (hashOf(host) % 160)
  if (host.includes('broken')) return { result: 'failed_http_error', response: status(503, ms) }
  if (host.includes('error') || host.includes('fail'))
    return { result: 'failed_http_error', response: status(500, ms) }
  return { result: 'succeeded', response: status(200, ms) }
}

const status = (code: number, ms: number) => ({ status: code, duration_ms: ms })

function hashOf(s: string): number {
  let h = 0
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0
  return h
}

/** One attempt at `time` to `endpoint`. */
export function attemptAt(endpoint: string, attempt: number, time: string): Attempt {
  return { attempt, time_sent: time, ...attemptOutcome(endpoint) }
}

const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()

interface SeedReceiver {
  name: string
  description: string
  endpoint: string
  subscriptions: string[]
  secrets: number
  day: number
}

const RECEIVERS: SeedReceiver[] = [
  {
    name: 'ops-pager',
    description: 'Pages the on-call operator about hardware faults and failed updates',
    endpoint: 'https://hooks.pager.example.com/v1/ferrite',
    subscriptions: ['hardware.**', 'update.failed'],
    secrets: 2,
    day: 40,
  },
  {
    name: 'chat-bridge',
    description: 'Posts fleet events to the rack-ops channel',
    endpoint: 'https://chat-bridge.broken.example.org/webhook',
    subscriptions: ['silo.*', 'update.*', 'hardware.sled.*'],
    secrets: 1,
    day: 55,
  },
  {
    name: 'audit-archive',
    description: 'Keeps a copy of every alert',
    endpoint: 'https://archive.example.net/alerts/ingest',
    subscriptions: ['**'],
    secrets: 1,
    day: 30,
  },
]

/** [class, day, payload] of the alerts of the past weeks. */
const ALERTS: [string, number, Record<string, unknown>][] = [
  ['hardware.sled.added', 62, { sled_id: sledId(3), serial: 'BRM42220031' }],
  ['silo.created', 66, { silo_name: 'quartz' }],
  ['update.started', 70, { system_version: '15.0.0' }],
  ['update.completed', 74, { system_version: '15.0.0' }],
  ['hardware.disk.faulted', 79, { sled_id: sledId(1), slot: 7, model: 'WUS4C6432DSP3X3' }],
  ['hardware.disk.added', 80, { sled_id: sledId(1), slot: 7, model: 'WUS4C6432DSP3X3' }],
  ['silo.created', 82, { silo_name: 'basalt' }],
  ['update.started', 86, { system_version: '15.1.0' }],
  ['update.failed', 86.2, { system_version: '15.1.0', reason: 'sled 2 did not come back' }],
]

/** audit-archive's past outage: these alerts' deliveries timed out on every attempt. */
const OUTAGE = new Set([4, 5])

/** An alert's payload with the fields every alert carries. */
const payload = (cls: string, data: Record<string, unknown>) => ({ class: cls, ...data })

export function seedAlerts(db: Db): void {
  const receivers = RECEIVERS.map((r) => {
    const time = seedTime(r.day)
    return db.alertReceivers.insert(
      {
        id: uuidFor(`alert-receiver:${r.name}`),
        name: r.name,
        description: r.description,
        endpoint: r.endpoint,
        subscriptions: r.subscriptions,
        secrets: Array.from({ length: r.secrets }, (_, i) => ({
          id: uuidFor(`webhook-secret:${r.name}:${i}`),
          time_created: seedTime(r.day + i * 10),
        })),
        time_created: time,
        time_modified: time,
      },
      FLEET,
    )
  })

  const alerts = ALERTS.map(([cls, day, data], i) => {
    const time = seedTime(day)
    return db.alerts.insert(
      {
        id: uuidFor(`alert:${i}`),
        class: cls,
        version: 1,
        alert: payload(cls, data),
        time_created: time,
        time_modified: time,
      },
      FLEET,
    )
  })
  // a sled stopped answering a moment ago: its deliveries are still being retried
  const fresh = now()
  alerts.push(
    db.alerts.insert(
      {
        id: uuidFor('alert:fresh'),
        class: 'hardware.sled.unreachable',
        version: 1,
        alert: payload('hardware.sled.unreachable', { sled_id: sledId(2), serial: 'BRM42220017' }),
        time_created: at(fresh, -15_000),
        time_modified: at(fresh, -15_000),
      },
      FLEET,
    ),
  )

  for (const receiver of receivers) {
    alerts.forEach((alert, i) => {
      if (!receiver.subscriptions.some((s) => classMatches(s, alert.class))) return
      const started = at(alert.time_created, 2_000)
      const id = uuidFor(`alert-delivery:${receiver.name}:${alert.id}`)
      const base = {
        id,
        alert_class: alert.class,
        alert_id: alert.id,
        receiver_id: receiver.id,
        time_started: started,
        trigger: 'alert' as const,
      }
      let attempts: Attempt[]
      let state: Delivery['state']
      if (alert.id === uuidFor('alert:fresh') && receiver.name !== 'ops-pager') {
        // one failed attempt so far; the next is due shortly (handlers/alerts.ts `settle`)
        attempts = [
          receiver.name === 'audit-archive'
            ? { attempt: 1, time_sent: started, result: 'failed_timeout', response: null }
            : attemptAt(receiver.endpoint, 1, started),
        ]
        state = 'pending'
      } else if (receiver.name === 'audit-archive' && OUTAGE.has(i)) {
        attempts = [0, 1, 2].map((n) => ({
          attempt: n + 1,
          time_sent: at(started, n * 60_000),
          result: 'failed_timeout',
          response: null,
        }))
        state = 'failed'
      } else {
        attempts = finalAttempts(receiver.endpoint, started)
        state = attempts.at(-1)?.result === 'succeeded' ? 'delivered' : 'failed'
      }
      db.alertDeliveries.insert({ ...base, attempts: { webhook: attempts }, state }, receiver.id)
    })
  }
}

/** Attempts until success or the last retry, a minute apart (for past deliveries). */
function finalAttempts(endpoint: string, started: string): Attempt[] {
  const out: Attempt[] = []
  for (let n = 1; n <= MAX_ATTEMPTS; n++) {
    const a = attemptAt(endpoint, n, at(started, (n - 1) * 60_000))
    out.push(a)
    if (a.result === 'succeeded') break
  }
  return out
}

/**
 * Whether a subscription matches an alert class: segments split on dots, `*` stands for one
 * segment and `**` for one or more.
 */
export function classMatches(subscription: string, cls: string): boolean {
  const source = subscription
    .split('.')
    .map((seg) =>
      seg === '**'
        ? '[^.]+(?:\\.[^.]+)*'
        : seg === '*'
          ? '[^.]+'
          : seg.replace(/[^a-zA-Z0-9_]/g, '\\$&'),
    )
    .join('\\.')
  return new RegExp(`^${source}$`).test(cls)
}
