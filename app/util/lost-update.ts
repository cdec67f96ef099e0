/**
 * Lost updates on a list the API replaces whole and without a version (a VPC's firewall rules,
 * a role policy). Two clients that read it and write it back at the same moment lose one's
 * change. The console cannot prevent that, so it keeps the window small (read, then write
 * straight away, the body built from that read plus the user's edit) and finds out afterwards:
 *
 * - `checkWrite` compares what we read before writing, what we wrote, and what a read after the
 *   write returned. An item of our edit that is not as we wrote it was undone by a save that
 *   landed after ours (`undone`: the user whose change was lost is us). A change someone made
 *   since the page's copy to an item our edit replaced is overwritten by ours (`replaced`). Any
 *   other difference is a save that came after ours and kept our edit (`later`: nothing lost).
 * - `savesInWindow` reads the audit log: a save of the same list by someone else that completed
 *   after our read was answered and before our write landed was overwritten by our write. Its
 *   content is gone (the log has no bodies): we can say who and when, not what.
 *
 * Every lost edit is seen by one side or both: the writer whose save landed in the other's window
 * is seen by that other through the audit log, and by itself through the read after its write
 * (when that read comes after the overwriting save, hence the second read a moment later).
 */

/** How items of a list are told apart (`key`) and compared (`same`). */
export type Keyed<T> = { key: (item: T) => string; same: (a: T, b: T) => boolean }

/**
 * One step of an edit: the item under `key` becomes `to` (added when absent, replaced in place
 * when present, renamed when `to` has another key), or is removed (`to: null`).
 */
export type EditStep<T> = { key: string; to: T | null }
export type Edit<T> = readonly EditStep<T>[]

/** The list with the edit applied; duplicates of an edited key after the first are dropped. */
export function applyEdit<T>(list: readonly T[], edit: Edit<T>, k: Keyed<T>): T[] {
  let out = [...list]
  for (const { key, to } of edit) {
    const at = out.findIndex((i) => k.key(i) === key)
    out = out.filter((i, n) => n === at || k.key(i) !== key)
    if (at === -1) {
      if (to) out.push(to)
    } else if (to) out[at] = to
    else out.splice(at, 1)
  }
  return out
}

/**
 * The edit as the API stored it: each item as the write's answer has it (the API may normalize
 * what it is sent), so a later read is compared with what the server made of ours.
 */
export function asStored<T>(edit: Edit<T>, stored: readonly T[], k: Keyed<T>): Edit<T> {
  const kept = byKey(stored, k)
  return edit.map(({ key, to }) => ({ key, to: to && (kept.get(k.key(to)) ?? to) }))
}

/** What each key of the edit holds once it is applied (null: absent). */
function intended<T>(edit: Edit<T>, k: Keyed<T>): Map<string, T | null> {
  const want = new Map<string, T | null>()
  for (const { key, to } of edit) {
    want.set(key, null)
    if (to) want.set(k.key(to), to)
  }
  return want
}

export type Change<T> = {
  key: string
  kind: 'added' | 'changed' | 'removed'
  from: T | null
  to: T | null
}

const byKey = <T>(list: readonly T[], k: Keyed<T>) => {
  const m = new Map<string, T>()
  for (const i of list) if (!m.has(k.key(i))) m.set(k.key(i), i)
  return m
}

function change<T>(key: string, from: T | null, to: T | null, k: Keyed<T>): Change<T> | null {
  if (from && to) return k.same(from, to) ? null : { key, kind: 'changed', from, to }
  if (from) return { key, kind: 'removed', from, to: null }
  if (to) return { key, kind: 'added', from: null, to }
  return null
}

/** What changed between two reads of the list, by key (in the order of `before`, then `after`). */
export function diffKeyed<T>(before: readonly T[], after: readonly T[], k: Keyed<T>): Change<T>[] {
  const old = byKey(before, k)
  const now = byKey(after, k)
  const keys = new Set([...old.keys(), ...now.keys()])
  return [...keys].flatMap(
    (key) => change(key, old.get(key) ?? null, now.get(key) ?? null, k) ?? [],
  )
}

type WriteCheck<T> = {
  /** Someone else's change since the page's copy to an item our edit then replaced. */
  replaced: Change<T>[]
  /** Items of our edit not as we wrote them: `from` is ours, `to` what is there now. */
  undone: Change<T>[]
  /** Saves that came after ours and kept our edit (their change is in the list). */
  later: Change<T>[]
}

/**
 * What a write did to other people's changes, and they to ours. `base` is the list as the user
 * saw it (none: not known), `before` the read the write was built from, `after` a read made
 * after the write.
 */
export function checkWrite<T>(
  args: { base?: readonly T[]; before: readonly T[]; edit: Edit<T>; after: readonly T[] },
  k: Keyed<T>,
): WriteCheck<T> {
  const want = intended(args.edit, k)
  const wrote = applyEdit(args.before, args.edit, k)
  const replaced = args.base
    ? diffKeyed(args.base, args.before, k).filter((c) => {
        if (!want.has(c.key)) return false
        // they made the item what we make it: nothing of theirs is lost
        const ours = want.get(c.key) ?? null
        return !(ours === null ? c.to === null : c.to !== null && k.same(ours, c.to))
      })
    : []
  const now = byKey(args.after, k)
  const undone = [...want].flatMap(
    ([key, ours]) => change(key, ours, now.get(key) ?? null, k) ?? [],
  )
  const later = diffKeyed(wrote, args.after, k).filter((c) => !want.has(c.key))
  return { replaced, undone, later }
}

/** An audit log entry of a save, reduced to what the check needs. */
export type SaveEntry = {
  requestId: string
  /** The signed-in user who made it (null: not a user). */
  actorId: string | null
  timeCompleted: Date
  ok: boolean
}

type OtherSave = SaveEntry & { when: 'before' | 'after' }

/**
 * The other successful saves of the same list around ours (`entries`: the log's saves of that
 * list, ours included, found by its request id). `elapsedMs` is the time from sending our read
 * to receiving our write's answer, by the client's clock: our read was answered no earlier than
 * that long before our write completed, so a save completed within it and before ours may have
 * landed between the two, and ours replaced it (`before`). It may also have landed just before
 * our read (then our read had it): the window errs on the side of saying so. A save completed
 * after ours is `after`. Without our own entry nothing can be placed: none.
 */
export function savesInWindow(
  entries: readonly SaveEntry[],
  ownRequestId: string,
  elapsedMs: number,
): OtherSave[] {
  const own = entries.find((e) => e.requestId === ownRequestId)
  if (!own) return []
  const ours = own.timeCompleted.getTime()
  const from = ours - elapsedMs
  return entries.flatMap((e): OtherSave[] => {
    if (e.requestId === ownRequestId || !e.ok) return []
    const t = e.timeCompleted.getTime()
    if (t > ours) return [{ ...e, when: 'after' }]
    return t >= from ? [{ ...e, when: 'before' }] : []
  })
}
