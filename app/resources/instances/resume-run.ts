/**
 * Resumes a bulk run over instances that a reload cut short: the items not done are sent again,
 * at most 4 at once, each reported on the run's own entry in the activity log.
 */
import { call, unrecordedWrite } from '~/api/client'
import { activityLog, type ActivityEntry } from '~/activity/activity-log'

const ENDPOINTS = {
  'instance.start': 'instanceStart',
  'instance.stop': 'instanceStop',
  'instance.reboot': 'instanceReboot',
  'instance.delete': 'instanceDelete',
} as const
type InstanceAction = keyof typeof ENDPOINTS

const AT_ONCE = 4

export const resumeInstances =
  (action: InstanceAction) =>
  async (entry: ActivityEntry, keys: string[]): Promise<void> => {
    const project = entry.resume?.params.project
    const queue = [...keys]
    const one = async (key: string) => {
      activityLog.updateItem(entry.id, key, { status: 'running', message: undefined })
      try {
        await call(
          ENDPOINTS[action],
          unrecordedWrite({ path: { instance: key }, query: project ? { project } : {} }),
        )
        activityLog.updateItem(entry.id, key, { status: 'succeeded' })
      } catch (e) {
        const message = e instanceof Error ? e.message : 'Failed'
        activityLog.updateItem(entry.id, key, { status: 'failed', message })
      }
    }
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) await one(key)
    }
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker))
  }
