/**
 * The activity log for the signed-in user: their entries, the recording of their writes from
 * here on, and how an interrupted bulk run resumes. Loaded beside the first page, not in it.
 */
import { recordActivityFor } from '~/activity/record-writes'
import { registerBulkResumers } from '~/bulk/register'

export function startActivity(me: { id: string; fleetViewer: boolean }) {
  recordActivityFor(me)
  registerBulkResumers()
}
