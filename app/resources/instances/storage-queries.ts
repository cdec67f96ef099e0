/** The queries and cache updates of the Storage tab. */
import { type Disk, type Instance } from '~/api/__generated__/Api'
import { DISK_TRANSITIONAL_STATES } from '~/api/capabilities'
import { invalidate, qAll, qList, queryClient } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { INSTANCE_POLL_FAST_MS, INSTANCE_POLL_WINDOW_MS } from '~/util/constants'

import { instanceView } from './instance-queries'

/** The instance's disks: at most 12, so one page holds them all. */
export const instanceDisks = ({ project, instance }: InstanceSelector) =>
  qList('instanceDiskList', { path: { instance }, query: { project } })

/** Every disk of the project, for the attach picker. */
export const projectDisks = (project: string) => qAll('diskList', { query: { project } })

/** After a disk was attached, detached or created. */
export function invalidateDisks() {
  void invalidate('instanceDiskList')
  void invalidate('diskList')
  void invalidate('diskView')
}

/** An instanceUpdate answer is the new instance: show it at once, then refresh the lists. */
export function storeInstance(sel: InstanceSelector, instance: Instance) {
  queryClient.setQueryData(instanceView(sel).queryKey, instance)
  void invalidate('instanceList')
}

/**
 * A `refetchInterval` for the instance's disks: every 3 s while a disk is attaching, detaching
 * or being created, for at most 30 s per new state (the rule of the instance pages, polling.ts).
 */
export function diskPoll(clock: () => number = Date.now) {
  const seen = new Map<string, number>()
  return (query: { state: { data: { items: Disk[] } | undefined } }): number | false => {
    const now = clock()
    const moving = new Set(
      (query.state.data?.items ?? [])
        .filter((d) => DISK_TRANSITIONAL_STATES.includes(d.state.state))
        .map((d) => `${d.id}|${d.state.state}`),
    )
    for (const key of [...seen.keys()]) if (!moving.has(key)) seen.delete(key)
    let fresh = false
    for (const key of moving) {
      const first = seen.get(key) ?? now
      seen.set(key, first)
      if (now - first < INSTANCE_POLL_WINDOW_MS) fresh = true
    }
    return fresh ? INSTANCE_POLL_FAST_MS : false
  }
}
