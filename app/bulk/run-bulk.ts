/**
 * A bulk run: one request per item (at most four at once, ./run-pool.ts), each item's progress
 * and result recorded in the activity log (kind 'bulk', with what a resume needs) and reported
 * to the list as it happens.
 */
import { activityLog, type ActivityEntry } from '~/activity/activity-log'
import { type RowRunStatus } from '~/table/bulk-column'
import { frameBatch } from '~/util/frame-batch'

import { BULK_OPERATION_NAMES, type BulkOperation } from './names'
import { sendBulkItem } from './operations'
import { runPool, type ItemResult } from './run-pool'

export type BulkTarget = { key: string; label: string; href?: string }

/** How long a run's progress waits before it is drawn: live enough to watch, few draws. */
const PROGRESS_EVERY_MS = 100

/**
 * A run's progress for the list, by row id (`ids`: the row id of each key), handed over in the first animation
 * frame after PROGRESS_EVERY_MS however many items moved on (one draw of the list per batch,
 * not per item): the rows' statuses, and the ids that succeeded (`done`); `flush` hands over
 * the rest at the end of the run.
 */
export function progressBatch(
  ids: ReadonlyMap<string, string>,
  setStatuses: (next: (m: ReadonlyMap<string, RowRunStatus>) => Map<string, RowRunStatus>) => void,
  done: (ids: string[]) => void,
) {
  const idOf = (key: string) => ids.get(key) ?? key
  const batch = frameBatch<[string, RowRunStatus]>(
    (updates) => {
      setStatuses((m) => new Map([...m, ...updates]))
      const ok = updates.filter(([, s]) => s.state === 'succeeded').map(([id]) => id)
      if (ok.length) done(ok)
    },
    (run) => setTimeout(() => requestAnimationFrame(run), PROGRESS_EVERY_MS),
  )
  return {
    onStart: (key: string) => batch.push([idOf(key), { state: 'running' }]),
    onItem: (key: string, result: ItemResult) =>
      batch.push([
        idOf(key),
        result.ok ? { state: 'succeeded' } : { state: 'failed', message: result.message },
      ]),
    flush: batch.flush,
  }
}

export type BulkRun = {
  /** "Stop instances" */
  title: string
  operation: BulkOperation
  /** JSON only: the project, say. */
  params: Record<string, string>
  targets: readonly BulkTarget[]
  /** The activity entry's link (the list). */
  href?: string
  onStart?: (key: string) => void
  onItem?: (key: string, result: ItemResult) => void
}

/** Runs the operation on every item, the activity log following; resolves with each result. */
export async function runBulk({
  title,
  operation,
  params,
  targets,
  href,
  onStart,
  onItem,
}: BulkRun): Promise<Map<string, ItemResult>> {
  const id = activityLog.start({
    kind: 'bulk',
    title,
    href,
    items: targets.map(({ key, label, href }) => ({ key, label, href, status: 'pending' })),
    resume: { action: operation, params },
  })
  return track(
    id,
    operation,
    params,
    targets.map((t) => t.key),
    onStart,
    onItem,
  )
}

async function track(
  id: string,
  operation: BulkOperation,
  params: Record<string, string>,
  keys: readonly string[],
  onStart?: (key: string) => void,
  onItem?: (key: string, result: ItemResult) => void,
) {
  const results = await runPool(keys, (key) => sendBulkItem(operation, params, key), {
    onStart: (key) => {
      activityLog.updateItem(id, key, { status: 'running' })
      onStart?.(key)
    },
    onItem: (key, result) => {
      activityLog.updateItem(
        id,
        key,
        result.ok ? { status: 'succeeded' } : { status: 'failed', message: result.message },
      )
      onItem?.(key, result)
    },
  })
  activityLog.finish(id)
  return results
}

/** The drawer's resume of a run a reload cut short: the items not done, in the same entry. */
export async function resumeBulk(entry: ActivityEntry, pendingKeys: string[]): Promise<void> {
  const action = entry.resume?.action
  const operation = BULK_OPERATION_NAMES.find((o) => o === action)
  if (!operation) throw new Error(`No bulk action ${action ?? '(none)'} to resume`)
  await track(entry.id, operation, entry.resume?.params ?? {}, pendingKeys)
}
