/**
 * What the signed-in user started in this browser: single mutations, bulk runs, image uploads
 * and long transitions. Kept in localStorage per user, newest first, at most 200 entries.
 *
 * Each page load has a session id. An entry belongs to the load that started it (or resumed
 * it); only that load changes it while it runs. A load finds entries still running from an
 * earlier load and marks them interrupted; a tab of the same user that is in fact still running
 * one puts it back when it hears of the change (the `storage` event), so tabs share one list.
 *
 * This module is in the first bundle: it imports nothing but React's store hook.
 */
import { useSyncExternalStore } from 'react'

export type ItemStatus = 'pending' | 'running' | 'succeeded' | 'failed'
export type ActivityItem = {
  key: string
  label: string
  href?: string
  status: ItemStatus
  message?: string
}
export type ActivityStatus = 'running' | 'succeeded' | 'failed' | 'partial' | 'interrupted'
export type ActivityEntry = {
  id: string
  kind: 'mutation' | 'bulk' | 'upload' | 'transition'
  /** "Stop instances", "Create disk" */
  title: string
  target?: string
  href?: string
  auditHref?: string
  startedAt: string
  finishedAt?: string
  status: ActivityStatus
  /** a single entry's error message */
  message?: string
  items?: ActivityItem[]
  /** what a resume needs, JSON only: `<resource>.<verb>`, the route params and `keys` */
  resume?: { action: string; params: Record<string, string> }
  /** the page load that runs it (set by the log) */
  session?: string
}

export const MAX_ENTRIES = 200
const PREFIX = 'ferrite-activity:'
const keyOf = (user: string) => PREFIX + user
const PERSIST_DELAY_MS = 150

const session = Math.random().toString(36).slice(2, 10) + Date.now().toString(36)
let seq = 0

let user: string | undefined
let list: ActivityEntry[] = []
/** ids of the entries this load is running */
const active = new Set<string>()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let dirty = false

const notify = () => listeners.forEach((l) => l())

function parse(text: string | null): ActivityEntry[] {
  try {
    const data: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(data)
      ? data.filter(
          (e): e is ActivityEntry =>
            !!e && typeof e === 'object' && typeof (e as ActivityEntry).id === 'string',
        )
      : []
  } catch {
    return []
  }
}

function persistNow() {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  if (!user) return
  dirty = false
  // a full storage drops the oldest entries until the list fits
  for (let keep = list.length; keep >= 0; keep = keep > 1 ? Math.floor(keep / 2) : keep - 1) {
    try {
      localStorage.setItem(keyOf(user), JSON.stringify(list.slice(0, keep)))
      return
    } catch {
      // try with fewer
    }
  }
}

/** Unsaved changes wait for the timer; leaving the page writes them at once. */
const flush = () => {
  if (dirty) persistNow()
}

const persistSoon = () => {
  dirty = true
  if (timer === undefined) timer = setTimeout(persistNow, PERSIST_DELAY_MS)
}

/** Replaces one entry (by id) and tells the subscribers. */
function put(id: string, change: (e: ActivityEntry) => ActivityEntry, now = false) {
  const i = list.findIndex((e) => e.id === id)
  const entry = list[i]
  if (!entry) return
  list = list.with(i, change(entry))
  if (now) persistNow()
  else persistSoon()
  notify()
}

const isDone = (s: ItemStatus) => s === 'succeeded' || s === 'failed'

/** An entry's status from its items: all succeeded, none succeeded, or some. */
export function deriveStatus(items: ActivityItem[] | undefined): ActivityStatus {
  if (!items?.length) return 'succeeded'
  const ok = items.filter((it) => it.status === 'succeeded').length
  return ok === items.length ? 'succeeded' : ok === 0 ? 'failed' : 'partial'
}

/** How many of an entry's items are done (succeeded or failed) and the ones that are not. */
export function progressOf(entry: ActivityEntry) {
  const items = entry.items ?? []
  const notDone = items.filter((it) => !isDone(it.status))
  return { done: items.length - notDone.length, total: items.length, notDone }
}

/** A stored entry still running from an earlier page load was cut short. */
const interrupt = (e: ActivityEntry): ActivityEntry =>
  e.status === 'running' && e.session !== session && !active.has(e.id)
    ? {
        ...e,
        status: 'interrupted',
        items: e.items?.map((it) =>
          it.status === 'running' ? { ...it, status: 'pending' as const } : it,
        ),
      }
    : e

/** Takes a stored list, keeping this load's running entries as this load has them. */
function adopt(stored: ActivityEntry[]): boolean {
  const mine = new Map(list.filter((e) => active.has(e.id)).map((e) => [e.id, e]))
  let changed = false
  list = stored.map((e) => {
    const own = mine.get(e.id)
    const next = own ?? interrupt(e)
    if (own ? JSON.stringify(own) !== JSON.stringify(e) : next !== e) changed = true
    return next
  })
  return changed
}

function read(): string | null {
  try {
    return user ? localStorage.getItem(keyOf(user)) : null
  } catch {
    return null // storage can be unavailable (privacy settings): the list lives in memory
  }
}

/** Who is signed in: the log shows and keeps that user's entries. */
export function setActivityUser(id: string | undefined) {
  if (id === user) return
  flush()
  user = id
  active.clear()
  list = []
  if (adopt(parse(read()))) persistNow()
  notify()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (ev) => {
    if (!user || ev.key !== keyOf(user)) return
    // another tab of this user changed the list: take it, and correct what it got wrong of ours
    if (adopt(parse(ev.newValue))) persistSoon()
    notify()
  })
  window.addEventListener('pagehide', flush)
}

export const activityLog = {
  start(e: Omit<ActivityEntry, 'id' | 'startedAt' | 'status'>): string {
    const id = `${session}-${++seq}`
    const entry: ActivityEntry = {
      ...e,
      id,
      startedAt: new Date().toISOString(),
      status: 'running',
      session,
    }
    active.add(id)
    list = [entry, ...list].slice(0, MAX_ENTRIES)
    persistNow()
    notify()
    return id
  },

  updateItem(id: string, key: string, patch: Partial<ActivityItem>) {
    put(id, (e) => ({
      ...e,
      items: e.items?.map((it) => (it.key === key ? { ...it, ...patch, key } : it)),
    }))
  },

  /** Changes an entry's own fields (a link learnt when the write is answered). */
  patch(id: string, patch: Partial<Omit<ActivityEntry, 'id' | 'items' | 'session'>>) {
    put(id, (e) => ({ ...e, ...patch }))
  },

  /** Ends an entry: its status is given, or derived from its items. */
  finish(id: string, status?: Exclude<ActivityStatus, 'running'>, message?: string) {
    active.delete(id)
    put(
      id,
      (e) => ({
        ...e,
        status: status ?? deriveStatus(e.items),
        finishedAt: new Date().toISOString(),
        ...(message === undefined ? {} : { message }),
      }),
      true,
    )
  },

  /** Newest first; the same array until something changes. */
  entries: (): ActivityEntry[] => list,

  subscribe(fn: () => void) {
    listeners.add(fn)
    return () => {
      listeners.delete(fn)
    }
  },

  /** Drops every entry but those still running. */
  clear() {
    list = list.filter((e) => e.status === 'running')
    persistNow()
    notify()
  },
}

const resumers = new Map<
  string,
  () => Promise<(entry: ActivityEntry, pendingKeys: string[]) => Promise<void>>
>()

/** The code that knows an action says how to resume it (loaded when a resume asks). */
export function registerResumer(
  action: string,
  load: () => Promise<(entry: ActivityEntry, pendingKeys: string[]) => Promise<void>>,
) {
  resumers.set(action, load)
}

export const canResume = (entry: ActivityEntry) =>
  entry.status === 'interrupted' && !!entry.resume && resumers.has(entry.resume.action)

/**
 * Resumes an interrupted entry: this load takes it over (running again), and the resumer runs
 * the items not done, reporting on the same entry by `updateItem(entry.id, key, ...)`. The
 * entry is finished here once the resumer settles, if the resumer did not finish it itself.
 */
export async function runResume(entry: ActivityEntry): Promise<void> {
  const load = entry.resume && resumers.get(entry.resume.action)
  if (!load) throw new Error(`Nothing can resume ${entry.resume?.action ?? entry.title}`)
  const pendingKeys = progressOf(entry).notDone.map((it) => it.key)
  active.add(entry.id)
  put(entry.id, (e) => ({ ...e, status: 'running', session, finishedAt: undefined }), true)
  const current = list.find((e) => e.id === entry.id) ?? entry
  try {
    const resume = await load()
    await resume(current, pendingKeys)
  } finally {
    if (active.has(entry.id)) activityLog.finish(entry.id)
  }
}

/** The entries, kept current (for React). */
export const useActivityEntries = () =>
  useSyncExternalStore(activityLog.subscribe, activityLog.entries)
