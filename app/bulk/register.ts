import { registerResumer } from '~/activity/activity-log'

import { BULK_OPERATION_NAMES } from './names'

/**
 * The app shell tells the activity drawer how to resume a bulk run a reload cut short, for
 * every bulk action, without loading any of them: the resumer's code loads on first use.
 */
export function registerBulkResumers() {
  const load = () => import('./run-bulk').then((m) => m.resumeBulk)
  for (const action of BULK_OPERATION_NAMES) registerResumer(action, load)
}
