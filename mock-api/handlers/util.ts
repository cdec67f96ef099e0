/** Small helpers shared by the operation handlers. */
import { HttpResponse, type JsonBodyType } from 'msw'

import type { Collection } from '../db/collection'
import { randomIds, type Stamp } from '../db/factories'
import { GiB, now } from '../db/ids'
import { alreadyExists, invalidRequest } from '../errors'

export { paginate, paginateArray } from '../paginate'

/** Id generator and timestamp for objects created by a request. */
export const stamp = (): Stamp => ({ ids: randomIds, time: now() })

/**
 * What every named resource starts with (Nexus's identity metadata): a fresh id, the name and
 * description asked for, created and modified now. Spread it into the new object.
 */
export const identityMetadata = (
  s: Stamp,
  type: string,
  body: { name: string; description: string },
) => ({
  id: s.ids(type),
  name: body.name,
  description: body.description,
  time_created: s.time,
  time_modified: s.time,
})

/** 202 Accepted with a body, as Nexus answers instance start/stop/reboot. */
export const accepted = <T extends JsonBodyType>(body: T) =>
  HttpResponse.json<T>(body, { status: 202 })

/**
 * Sends a JSON body from an operation whose generated type allows only a status code (the spec
 * declares no schema for it, e.g. the device flow). The generated wrapper returns thrown
 * Responses as they are.
 */
export function sendJson(body: object, status = 200): never {
  throw HttpResponse.json(body, { status })
}

/** 400 ObjectAlreadyExists when `name` is taken in the scope (ignoring the object itself). */
export function assertNameFree<T extends { id: string }>(
  coll: Collection<T>,
  scope: string,
  name: string,
  type: string,
  selfId?: string,
): void {
  const existing = coll.byName(scope, name)
  if (existing && existing.id !== selfId) throw alreadyExists(type, name)
}

/** Applies an optional name/description update, checking the new name is free. */
export function renamePatch<T extends { id: string; name: string }>(
  coll: Collection<T>,
  scope: string,
  item: T,
  type: string,
  body: { name?: string | null; description?: string | null },
): Partial<T> {
  const patch: Partial<{ name: string; description: string; time_modified: string }> = {
    time_modified: now(),
  }
  if (body.name) {
    assertNameFree(coll, scope, body.name, type, item.id)
    patch.name = body.name
  }
  if (body.description != null) patch.description = body.description
  return patch as Partial<T>
}

export { GiB }

/** A 400 unless the condition holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw invalidRequest(message)
}
