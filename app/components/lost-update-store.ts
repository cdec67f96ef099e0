import { useSyncExternalStore, type ReactNode } from 'react'

import { type Change } from '~/util/lost-update'

/**
 * What a write found about changes lost at the same moment (see `app/util/lost-update.ts`),
 * kept by the list it was about until the user dismisses it or acts on it. The page of that
 * list shows them (`LostUpdateNotices`), wherever the write was made (a form closes on save).
 */
export type LostNotice = {
  id: number
  /** The list: `ListTarget.id`. */
  target: string
  /**
   * `overwrote`: our save replaced someone's change (known: `changes` are theirs; unknown: only
   * who and when, and `changes` are what others saved after ours, kept).
   * `undone`: a save made at the same time undid ours (`changes`: from ours to what is there).
   */
  kind: 'overwrote' | 'undone'
  /** Whether `changes` are the other person's (known content). */
  known: boolean
  /** Who made the other save, for "by ...": a name, "you (in another tab or session)", "someone else". */
  who: string
  /** When the other save landed, when the audit log says. */
  when: Date | null
  changes: Change<unknown>[]
  /** Applies their change (overwrote, known) or ours (undone) again on the list as it is now. */
  apply?: () => Promise<unknown>
}

/** How a page words the items of its list in a notice. */
export type Describe = {
  /** The list, for sentences: "firewall rules", "access to project web-app". */
  noun: string
  /** An item by its key: "rule allow-ssh", "Ada Lovelace". */
  name: (key: string) => ReactNode
  /** What an item is, shown after a change: ", viewer". */
  detail?: (item: unknown) => string
}

let notices: LostNotice[] = []
let nextId = 1
const listeners = new Set<() => void>()

function set(next: LostNotice[]) {
  notices = next
  for (const l of listeners) l()
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}
const getAll = () => notices

export function pushNotice(n: Omit<LostNotice, 'id'>) {
  set([...notices, { ...n, id: nextId++ }])
}

export function dismissNotice(id: number) {
  set(notices.filter((n) => n.id !== id))
}

/** The notices of one list, oldest first. */
export function useLostNotices(target: string) {
  const all = useSyncExternalStore(subscribe, getAll, getAll)
  return all.filter((n) => n.target === target)
}
