/**
 * The rules floating IPs and external subnets share (floating-ips.ts, external-subnets.ts): a
 * project's address attached to one of its instances or to none. Attach and detach follow the
 * instance's state (instance-external-ips.ts); delete is refused while attached; rename as any
 * resource of a project.
 */
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import type { Collection } from '../db/collection'
import { isUuid, now } from '../db/ids'
import { lookupInstance } from '../lookup'
import { assertExternalIpChange } from './instance-external-ips'
import { check, renamePatch } from './util'

type Attachable = {
  id: string
  name: string
  project_id: string
  instance_id?: string | null
  time_modified: string
}

/** Points it at an instance, or at none. */
const setInstance = <T extends Attachable>(coll: Collection<T>, item: T, id: string | null) => {
  const patch: Partial<Attachable> = { instance_id: id, time_modified: now() }
  return coll.update(item.id, patch as Partial<T>)
}

type Body = { name?: string | null; description?: string | null }

/** How the messages name a kind: "floating IP", with its article, and its API type. */
export type AttachableWords = { what: string; a: string; type: string }

/** Renames or redescribes it; the new name must be free in the project. */
const updateAttachable = <T extends Attachable>(
  coll: Collection<T>,
  item: T,
  words: AttachableWords,
  body: Body,
) => coll.update(item.id, renamePatch(coll, item.project_id, item, words.type, body))

/** Deletes it; refused while it is attached. */
function deleteAttachable<T extends Attachable>(
  coll: Collection<T>,
  item: T,
  words: AttachableWords,
) {
  check(
    !item.instance_id,
    `${words.what} "${item.name}" cannot be deleted while attached to an instance`,
  )
  coll.delete(item.id)
  return 204 as const
}

/**
 * The instance to attach it to (a name in its project, or an ID), which must be of its project
 * and in a state that allows the change; null when it is attached there already (attach then
 * answers with it as it is). Refused while it is attached to another.
 */
export function attachTarget(actor: Actor, item: Attachable, key: string, words: AttachableWords) {
  const instance = lookupInstance(actor, key, isUuid(key) ? undefined : item.project_id)
  check(
    instance.project_id === item.project_id,
    `${words.what} "${item.name}" and instance "${instance.name}" must be in the same project`,
  )
  if (item.instance_id === instance.id) return null
  check(!item.instance_id, `${words.what} "${item.name}" is already attached to an instance`)
  assertExternalIpChange(instance, `attach ${words.a} to`)
  return instance
}

export const attachTo = <T extends Attachable>(coll: Collection<T>, item: T, instanceId: string) =>
  setInstance(coll, item, instanceId)

/** Detaches it; refused when it is not attached, or while its instance may not change. */
function detachAttachable<T extends Attachable>(
  coll: Collection<T>,
  item: T,
  words: AttachableWords,
) {
  check(item.instance_id, `${words.what} "${item.name}" is not attached to an instance`)
  const instance = db.instances.get(item.instance_id)
  if (instance) assertExternalIpChange(instance, `detach ${words.a} from`)
  return setInstance(coll, item, null)
}

/**
 * Update, delete and detach of a kind, each from the request, the address's name or ID and the
 * project: `writable` looks it up and checks the caller may change it. The collection is read
 * at each call (a reset replaces the db).
 */
export function attachableWrites<T extends Attachable>(
  coll: () => Collection<T>,
  writable: (actor: Actor, key: string, project?: string | null) => T,
  words: AttachableWords,
) {
  const find = (req: Request, key: string, project?: string | null) =>
    writable(actorOf(req), key, project)
  return {
    update: (req: Request, key: string, project: string | null | undefined, body: Body) =>
      updateAttachable(coll(), find(req, key, project), words, body),
    delete: (req: Request, key: string, project?: string | null) =>
      deleteAttachable(coll(), find(req, key, project), words),
    detach: (req: Request, key: string, project?: string | null) =>
      detachAttachable(coll(), find(req, key, project), words),
  }
}
