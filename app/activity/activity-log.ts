/*
 * The activity store's contract, written on the bulk branch until the drawer's branch brings
 * the real store (which replaces this file whole on merge): kept in memory only.
 */
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
  title: string
  target?: string
  href?: string
  auditHref?: string
  startedAt: string
  finishedAt?: string
  status: ActivityStatus
  items?: ActivityItem[]
  resume?: { action: string; params: Record<string, string> }
}

let list: ActivityEntry[] = []
const listeners = new Set<() => void>()
let counter = 0
const emit = () => listeners.forEach((l) => l())
const patch = (id: string, fn: (e: ActivityEntry) => ActivityEntry) => {
  list = list.map((e) => (e.id === id ? fn(e) : e))
  emit()
}

export const activityLog = {
  start(e: Omit<ActivityEntry, 'id' | 'startedAt' | 'status'>): string {
    const id = `a${Date.now()}-${counter++}`
    list = [{ ...e, id, startedAt: new Date().toISOString(), status: 'running' }, ...list]
    emit()
    return id
  },
  updateItem(id: string, key: string, change: Partial<ActivityItem>) {
    patch(id, (e) => ({
      ...e,
      items: e.items?.map((i) => (i.key === key ? { ...i, ...change } : i)),
    }))
  },
  finish(id: string) {
    patch(id, (e) => {
      const items = e.items ?? []
      const failed = items.filter((i) => i.status === 'failed').length
      const status: ActivityStatus =
        failed === 0 ? 'succeeded' : failed === items.length ? 'failed' : 'partial'
      return { ...e, status, finishedAt: new Date().toISOString() }
    })
  },
  entries: () => list,
  subscribe(fn: () => void) {
    listeners.add(fn)
    return () => {
      listeners.delete(fn)
    }
  },
  clear() {
    list = []
    emit()
  },
}

type Resumer = (entry: ActivityEntry, pendingKeys: string[]) => Promise<void>
const resumers = new Map<string, () => Promise<Resumer>>()

export function registerResumer(action: string, load: () => Promise<Resumer>): void {
  resumers.set(action, load)
}
