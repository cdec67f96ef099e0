/**
 * PUT /v1/system/update/recovery-finish: after a manual recovery ("mupdate"), tells the
 * control plane which release is now running so it resumes managing software. Fleet admins
 * only. The release must be uploaded; when every component's version is known, it must be what
 * they run. On success the system is no longer suspended and the release is the target.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { invalidRequest } from '../errors'

/** Keys of components_by_release_version that are not release versions. */
const UNKNOWN = new Set(['unknown', 'install dataset'])

export const systemRecoveryHandlers = {
  systemUpdateRecoveryFinish({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const version = body.system_version
    if (!db.tufRepos.some((r) => r.system_version === version)) {
      throw invalidRequest(`no uploaded TUF repository has system version ${version}`)
    }
    const status = db.updateStatus!
    const running = Object.keys(status.components_by_release_version)
    const allKnown = running.length > 0 && running.every((v) => !UNKNOWN.has(v))
    if (allKnown && !running.includes(version)) {
      throw invalidRequest(
        `system version ${version} does not match the running software (${running.join(', ')})`,
      )
    }
    const time = now()
    status.suspended = false
    status.target_release = { version, time_requested: time }
    status.time_last_step_planned = time
    return 204
  },
} satisfies Partial<MSWHandlers>
