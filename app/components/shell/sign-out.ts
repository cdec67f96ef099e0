import { call, queryClient } from '~/api/client'

/**
 * Ends the session and starts over from the root with a full page load, so no state of the
 * signed-out user survives in memory. Leaves even if the logout call fails.
 */
export async function signOut() {
  try {
    await call('logout', {})
  } catch {
    // already logged (the API funnel logs every failure); the session may be gone anyway
  }
  queryClient.clear()
  window.location.assign('/')
}
