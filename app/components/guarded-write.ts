import { type ApiResult, type FullParams } from '~/api/__generated__/http-client'
import {
  call,
  ConsoleApi,
  q,
  qAll,
  queryClient,
  type DataOf,
  type OperationId,
  type ParamsOf,
} from '~/api/client'
import {
  applyEdit,
  asStored,
  checkWrite,
  savesInWindow,
  type Change,
  type Edit,
  type Keyed,
  type SaveEntry,
} from '~/util/lost-update'

import { pushNotice } from './lost-update-store'

/** The API, keeping the request id its last answer gave (its `x-request-id` header). */
class TracedApi extends ConsoleApi {
  requestId: string | null = null
  override async request<Data>(params: FullParams): Promise<ApiResult<Data>> {
    const result = await super.request<Data>(params)
    this.requestId = result.response.headers.get('x-request-id')
    return result
  }
}

/**
 * `call`, with the request id the API gave the answer: the id its audit log records the request
 * under (null when the answer has none).
 */
export async function callTraced<M extends OperationId>(
  method: M,
  params: ParamsOf<M>,
): Promise<{ data: DataOf<M>; requestId: string | null }> {
  const via = new TracedApi({ host: '' })
  const data = await call(method, params, undefined, via)
  return { data, requestId: via.requestId }
}

/** A list the API replaces whole: where its notices go, and how the audit log names its saves. */
export type ListTarget = {
  /** e.g. `firewall:web-app/default`; notices of the list are kept under it. */
  id: string
  /** The operations that save it, as the audit log names them (`vpc_firewall_rules_update`). */
  operations: readonly string[]
  /** Whether a logged request (its URI, parsed) saves this list. */
  matches: (uri: URL) => boolean
}

type GuardedWrite<T> = {
  target: ListTarget
  keyed: Keyed<T>
  /** Reads the list now (never from the cache). */
  read: () => Promise<T[]>
  /** Writes the whole list; answers what the API stored and the request id it gave. */
  write: (list: T[]) => Promise<{ stored: T[]; requestId: string | null }>
  /**
   * The user's change, applied to the list as it is read just before the write; a function
   * builds it from that read (a change of one field keeps what others changed in the item).
   */
  edit: Edit<T> | ((before: T[]) => Edit<T>)
  /** The list as the user saw it, when known: a change since then to an item we edit is theirs. */
  base?: readonly T[]
  /** Refreshes what the page shows of the list. */
  refresh: () => Promise<unknown>
}

/** The audit log's saves of the list, newest first; null when the user may not read the log. */
async function loggedSaves(target: ListTarget): Promise<SaveEntry[] | null> {
  try {
    // fleet viewers read the log; nobody else asks (the API would refuse)
    const me = await queryClient.fetchQuery(q('currentUserView', {}))
    if (!me.fleetViewer) return null
    const page = await call('auditLogList', {
      query: {
        // wide, so a client clock some minutes off the rack's still finds the saves
        startTime: new Date(Date.now() - 10 * 60_000),
        sortBy: 'time_and_id_descending',
        limit: 500,
      },
    })
    return page.items
      .filter(
        (e) =>
          target.operations.includes(e.operationId) &&
          target.matches(new URL(e.requestUri, window.location.origin)),
      )
      .map((e) => ({
        requestId: e.requestId,
        actorId: e.actor.kind === 'silo_user' ? e.actor.siloUserId : null,
        timeCompleted: new Date(e.timeCompleted),
        ok: e.result.kind === 'success',
      }))
  } catch {
    return null
  }
}

/** Who made a save, for "saved by ...": a name, or the signed-in user elsewhere. */
async function nameOf(actorId: string | null): Promise<string> {
  if (!actorId) return 'someone else'
  try {
    const me = await queryClient.fetchQuery(q('currentUserView', {}))
    if (me.id === actorId) return 'you (in another tab or session)'
    const users = await queryClient.fetchQuery(qAll('userList', {}))
    return users.items.find((u) => u.id === actorId)?.displayName ?? 'someone else'
  } catch {
    return 'someone else'
  }
}

const names = async (saves: SaveEntry[]) =>
  saves.length ? [...new Set(await Promise.all(saves.map((s) => nameOf(s.actorId))))] : []

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * Saves one edit to a list the API replaces whole, and then looks for changes lost to saves
 * made at the same moment. The read the body is built from comes immediately before the write,
 * with nothing awaited between. Afterwards (in the background: the save is done as far as the
 * caller is concerned) the list is read back at once and again a moment later, the audit log is
 * read when the user may, and anything lost becomes a notice on the list's page
 * (`LostUpdateNotices`), with the difference and a button to apply the lost change on top.
 */
export async function guardedWrite<T>(w: GuardedWrite<T>): Promise<T[]> {
  const started = performance.now()
  const before = await w.read()
  const edit = typeof w.edit === 'function' ? w.edit(before) : w.edit
  const { stored, requestId } = await w.write(applyEdit(before, edit, w.keyed))
  const elapsed = performance.now() - started
  // what it finds is a notice; a failure to look (offline a moment later) is no save's failure
  lookForLoss(
    { ...w, edit: asStored(edit, stored, w.keyed) },
    before,
    stored,
    requestId,
    elapsed,
  ).catch(() => {})
  return stored
}

async function lookForLoss<T>(
  w: GuardedWrite<T> & { edit: Edit<T> },
  before: T[],
  stored: T[],
  requestId: string | null,
  elapsed: number,
) {
  const readBack = () => w.read().catch(() => null)
  let after = (await readBack()) ?? stored
  // a save that read the list before ours landed may itself land a moment after ours: look
  // again once a write of ours would have had time to land (twice our read-to-answer time)
  await sleep(Math.min(Math.max(2 * elapsed, 1000), 3000))
  after = (await readBack()) ?? after
  const check = checkWrite({ base: w.base, before, edit: w.edit, after }, w.keyed)
  const log = requestId ? await loggedSaves(w.target) : null
  const others = log ? savesInWindow(log, requestId!, elapsed) : []
  const overwritten = others.filter((s) => s.when === 'before')
  const undoers = others.filter((s) => s.when === 'after')
  const again = (edit: Edit<T>) => () =>
    guardedWrite({ ...w, edit, base: undefined }).finally(() => void w.refresh())

  if (check.replaced.length) {
    pushNotice({
      target: w.target.id,
      kind: 'overwrote',
      known: true,
      who: 'someone else',
      when: null,
      changes: check.replaced as Change<unknown>[],
      apply: again(check.replaced.map((c) => ({ key: c.key, to: c.to }))),
    })
  }
  if (overwritten.length) {
    const who = await names(overwritten)
    pushNotice({
      target: w.target.id,
      kind: 'overwrote',
      known: false,
      who: who.join(', '),
      when: overwritten[0]!.timeCompleted,
      // what they changed is gone; what others changed since, against the read ours was based on
      changes: check.later as Change<unknown>[],
    })
  }
  if (check.undone.length) {
    const who = log ? await names(undoers) : []
    pushNotice({
      target: w.target.id,
      kind: 'undone',
      known: true,
      who: who.length ? who.join(', ') : 'someone else',
      when: undoers.at(-1)?.timeCompleted ?? null,
      changes: check.undone as Change<unknown>[],
      apply: again(check.undone.map((c) => ({ key: c.key, to: c.from }))),
    })
  }
  await w.refresh()
}
