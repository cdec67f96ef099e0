/**
 * Alerts and webhook receivers (fleet-wide: reads need fleet viewer, changes fleet admin).
 * Nothing leaves the mock: each delivery attempt's outcome follows from the endpoint's host
 * (seed/alerts.ts `attemptOutcome`), failed attempts are retried on a quick schedule, and a
 * pending delivery moves on when it is next read (`settle`).
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { newId, now } from '../db/ids'
import { FLEET, type Api, type Json } from '../db/schema'
import {
  ALERT_CLASSES,
  attemptAt,
  classMatches,
  MAX_ATTEMPTS,
  PROBE_CLASS,
  RETRY_DELAYS_MS,
} from '../db/seed/alerts'
import { alreadyExists, notFoundById, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { type SortMode } from '../paginate'
import { assertNameFree, check, paginate, paginateArray, renamePatch, stamp } from './util'

type Receiver = Json<Api.WebhookReceiver>
type Delivery = Json<Api.AlertDelivery>

const lookupReceiver = (key: string) => lookupIn('alert-receiver', db.alertReceivers, FLEET, key)

/** The generic view of a receiver (`AlertReceiver`) from the webhook one. */
const asAlertReceiver = (r: Receiver): Json<Api.AlertReceiver> => ({
  id: r.id,
  name: r.name,
  description: r.description,
  subscriptions: r.subscriptions,
  kind: { kind: 'webhook', endpoint: r.endpoint, secrets: r.secrets },
  time_created: r.time_created,
  time_modified: r.time_modified,
})

/** Time-and-id order maps onto the pager's name orders with the timestamp as the name. */
const timeSort = (sort: Api.TimeAndIdSortMode | undefined): SortMode =>
  sort === 'time_and_id_descending' ? 'name_descending' : 'name_ascending'

function checkEndpoint(endpoint: string): void {
  let url: URL | undefined
  try {
    url = new URL(endpoint)
  } catch {
    url = undefined
  }
  check(
    url && (url.protocol === 'https:' || url.protocol === 'http:'),
    `invalid endpoint URL "${endpoint}": must be an absolute http or https URL`,
  )
}

const newSecret = () => ({ id: newId(), time_created: now() })

/** Moves a pending delivery on: each retry that has fallen due is made now. */
function settle(d: Delivery, receiver: Receiver): Delivery {
  const attempts = d.attempts.webhook
  while (d.state === 'pending') {
    const last = attempts.at(-1)
    const delay = RETRY_DELAYS_MS[attempts.length - 1] ?? 0
    const due = last ? Date.parse(last.time_sent) + delay : Date.now()
    if (due > Date.now()) break
    const attempt = attemptAt(receiver.endpoint, attempts.length + 1, new Date(due).toISOString())
    attempts.push(attempt)
    if (attempt.result === 'succeeded') d.state = 'delivered'
    else if (attempts.length >= MAX_ATTEMPTS) d.state = 'failed'
  }
  return d
}

function deliveriesOf(receiver: Receiver): Delivery[] {
  return db.alertDeliveries.inScope(receiver.id).map((d) => settle(d, receiver))
}

/** A delivery made now; probes get one attempt, anything else is retried when it fails. */
function deliver(
  receiver: Receiver,
  alert: { id: string; class: string },
  trigger: Delivery['trigger'],
): Delivery {
  const time = now()
  const attempt = attemptAt(receiver.endpoint, 1, time)
  const ok = attempt.result === 'succeeded'
  return db.alertDeliveries.insert(
    {
      id: newId(),
      alert_class: alert.class,
      alert_id: alert.id,
      receiver_id: receiver.id,
      time_started: time,
      trigger,
      attempts: { webhook: [attempt] },
      state: ok ? 'delivered' : trigger === 'probe' ? 'failed' : 'pending',
    },
    receiver.id,
  )
}

/** The alerts whose latest delivery to the receiver failed for good (probes aside). */
function failedAlerts(receiver: Receiver): Json<Api.Alert>[] {
  const latest = new Map<string, Delivery>()
  for (const d of deliveriesOf(receiver)) {
    if (d.trigger === 'probe') continue
    const prev = latest.get(d.alert_id)
    if (!prev || prev.time_started <= d.time_started) latest.set(d.alert_id, d)
  }
  return [...latest.values()]
    .filter((d) => d.state === 'failed')
    .flatMap((d) => db.alerts.get(d.alert_id) ?? [])
}

export const alertHandlers = {
  alertClassList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const classes = ALERT_CLASSES.filter((c) => !query.filter || classMatches(query.filter, c.name))
    const page = paginateArray(
      classes.map((c) => ({ ...c, id: c.name })),
      query,
      (c) => c.name,
    )
    return { ...page, items: page.items.map(({ name, description }) => ({ name, description })) }
  },

  alertList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const start = query.startTime ? new Date(query.startTime).toISOString() : null
    const end = query.endTime ? new Date(query.endTime).toISOString() : null
    const alerts = [...db.alerts.all()].filter(
      (a) =>
        (!query.alertClass || classMatches(query.alertClass, a.class)) &&
        (!start || a.time_created >= start) &&
        (!end || a.time_created < end),
    )
    return paginateArray(
      alerts,
      { ...query, sortBy: timeSort(query.sortBy) },
      (a) => a.time_created,
      'name_ascending',
    )
  },

  alertView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const alert = db.alerts.get(path.alertId)
    if (!alert) throw notFoundById('alert', path.alertId)
    return alert
  },

  alertDeliveryResend({ path, query, req }) {
    requireFleet(actorOf(req), 'admin')
    const alert = db.alerts.get(path.alertId)
    if (!alert) throw notFoundById('alert', path.alertId)
    const receiver = lookupReceiver(query.receiver)
    check(
      db.alertDeliveries.inScope(receiver.id).some((d) => d.alert_id === alert.id),
      `alert ${alert.id} was never dispatched to receiver "${receiver.name}"`,
    )
    return { delivery_id: deliver(receiver, alert, 'resend').id }
  },

  alertReceiverList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const page = paginate(db.alertReceivers, FLEET, query)
    return { ...page, items: page.items.map(asAlertReceiver) }
  },

  alertReceiverView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return asAlertReceiver(lookupReceiver(path.receiver))
  },

  alertReceiverDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = lookupReceiver(path.receiver)
    for (const d of [...db.alertDeliveries.inScope(receiver.id)]) db.alertDeliveries.delete(d.id)
    db.alertReceivers.delete(receiver.id)
    return 204
  },

  alertDeliveryList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const receiver = lookupReceiver(path.receiver)
    const flags = { delivered: query.delivered, failed: query.failed, pending: query.pending }
    const anyAsked = Object.values(flags).some((f) => f === true)
    const wanted = (state: Delivery['state']) => flags[state] ?? !anyAsked
    return paginateArray(
      deliveriesOf(receiver).filter((d) => wanted(d.state)),
      { ...query, sortBy: timeSort(query.sortBy) },
      (d) => d.time_started,
      'name_ascending',
    )
  },

  alertReceiverProbe({ path, query, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = lookupReceiver(path.receiver)
    const probe = deliver(receiver, { id: newId(), class: PROBE_CLASS }, 'probe')
    if (!query.resend || probe.state !== 'delivered') return { probe, resends_started: null }
    const failed = failedAlerts(receiver)
    for (const alert of failed) deliver(receiver, alert, 'resend')
    return { probe, resends_started: failed.length }
  },

  alertReceiverSubscriptionAdd({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = lookupReceiver(path.receiver)
    if (receiver.subscriptions.includes(body.subscription))
      throw alreadyExists('alert-subscription', body.subscription)
    db.alertReceivers.update(receiver.id, {
      subscriptions: [...receiver.subscriptions, body.subscription],
      time_modified: now(),
    })
    return { subscription: body.subscription }
  },

  alertReceiverSubscriptionRemove({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = lookupReceiver(path.receiver)
    if (!receiver.subscriptions.includes(path.subscription))
      throw notFoundByName('alert-subscription', path.subscription)
    db.alertReceivers.update(receiver.id, {
      subscriptions: receiver.subscriptions.filter((s) => s !== path.subscription),
      time_modified: now(),
    })
    return 204
  },

  webhookReceiverCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    checkEndpoint(body.endpoint)
    check(body.secrets.length > 0, 'a webhook receiver must have at least one secret')
    check(
      body.secrets.every((v) => v.length > 0),
      'a webhook secret must not be empty',
    )
    const subscriptions = [...new Set(body.subscriptions ?? [])]
    assertNameFree(db.alertReceivers, FLEET, body.name, 'alert-receiver')
    const s = stamp()
    return db.alertReceivers.insert(
      {
        id: s.ids('alert-receiver'),
        name: body.name,
        description: body.description,
        endpoint: body.endpoint,
        subscriptions,
        secrets: body.secrets.map(newSecret),
        time_created: s.time,
        time_modified: s.time,
      },
      FLEET,
    )
  },

  webhookReceiverUpdate({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = lookupReceiver(path.receiver)
    if (body.endpoint != null) checkEndpoint(body.endpoint)
    const patch = renamePatch(db.alertReceivers, FLEET, receiver, 'alert-receiver', body)
    db.alertReceivers.update(receiver.id, {
      ...patch,
      ...(body.endpoint != null ? { endpoint: body.endpoint } : {}),
    })
    return 204
  },

  webhookSecretsList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return { secrets: lookupReceiver(query.receiver).secrets }
  },

  webhookSecretsAdd({ query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = lookupReceiver(query.receiver)
    check(body.secret.length > 0, 'a webhook secret must not be empty')
    const secret = newSecret()
    db.alertReceivers.update(receiver.id, { secrets: [...receiver.secrets, secret] })
    return secret
  },

  webhookSecretsDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const receiver = [...db.alertReceivers.all()].find((r) =>
      r.secrets.some((s) => s.id === path.secretId),
    )
    if (!receiver) throw notFoundById('webhook-secret', path.secretId)
    check(
      receiver.secrets.length > 1,
      `a webhook receiver must have at least one secret: add another to "${receiver.name}" before deleting this one`,
    )
    db.alertReceivers.update(receiver.id, {
      secrets: receiver.secrets.filter((s) => s.id !== path.secretId),
    })
    return 204
  },
} satisfies Partial<MSWHandlers>
