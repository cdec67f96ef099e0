/**
 * The one rejection of MSW's service worker start that is not an error.
 *
 * Why it happens (msw 2.15; both halves are inside MSW):
 * - Its worker script (mockServiceWorker.js) unregisters itself when its last client closes:
 *   the page posts `CLIENT_CLOSED` on `beforeunload`, the worker finds no other window client
 *   (the next page is not one yet) and calls `self.registration.unregister()`. So every full
 *   page load (a reload, `page.goto`, a 401 sending the user to the login page) takes the
 *   registration down, and the next page's `worker.start()` normally finds none and registers
 *   the worker again.
 * - When that unregister lands late (the worker awaits `clients.matchAll()` first; on a busy
 *   machine the next page can get there before it), `worker.start()` still lists the old
 *   registration and calls `registration.update()` on it without awaiting or handling the
 *   promise (`getWorkerInstance`, mswjs/msw#2006). The unregister is queued first, so the
 *   update finds the registration uninstalling and rejects with
 *   "TypeError: Failed to update a ServiceWorker for scope (…) with script (…): Not found",
 *   an unhandled rejection in the page. Mocking is not affected: the page is controlled by
 *   that registration, which stays active for it, and the next load registers anew.
 *
 * No start() option avoids it: `serviceWorker.options` only reaches `register()`, `quiet` only
 * logging, `waitUntilReady` is deprecated and does nothing, and a `findWorker` that never
 * matches would skip the update but also MSW's reload of a page that a hard reload left
 * uncontrolled. So the update promise of exactly the registrations MSW can pick, during
 * `start()` only, gets a handler that drops that one rejection, when the registration is
 * indeed gone. Any other failure (a script that cannot be fetched, a bad response) is
 * rethrown and stays an unhandled rejection, as before.
 */

/** The registrations whose worker runs `scriptUrl`, as MSW's default `findWorker` picks them. */
async function registrationsOf(scriptUrl: string): Promise<ServiceWorkerRegistration[]> {
  const all = await navigator.serviceWorker.getRegistrations()
  return all.filter((r) =>
    [r.active, r.installing, r.waiting].some((w) => w?.scriptURL === scriptUrl),
  )
}

/** True when `error` is the update of `registration` refused because it was unregistered. */
async function isLostToUnregister(
  registration: Pick<ServiceWorkerRegistration, 'scope'>,
  error: unknown,
  current: (scope: string) => Promise<unknown> = (scope) =>
    navigator.serviceWorker.getRegistration(scope),
): Promise<boolean> {
  if (!(error instanceof TypeError) || !/\): Not found$/.test(error.message)) return false
  // an uninstalling registration is no longer listed: the scope has none, or a new one
  return (await current(registration.scope)) !== registration
}

/**
 * Runs `start` (MSW's `worker.start()`) with the background update of the worker at
 * `workerUrl` guarded as described above. The guard is an own `update` on the registration
 * objects (the browser hands MSW the same objects), removed when `start` settles.
 */
export async function withWorkerUpdateGuard<T>(
  workerUrl: string,
  start: () => Promise<T>,
): Promise<T> {
  const scriptUrl = new URL(workerUrl, window.location.href).href
  const guarded = await registrationsOf(scriptUrl)
  for (const registration of guarded) {
    const update = ServiceWorkerRegistration.prototype.update
    registration.update = function (this: ServiceWorkerRegistration) {
      const pending = update.call(this)
      pending.catch(async (error: unknown) => {
        if (!(await isLostToUnregister(this, error))) throw error
      })
      return pending
    }
  }
  try {
    return await start()
  } finally {
    for (const registration of guarded) {
      delete (registration as Partial<Pick<ServiceWorkerRegistration, 'update'>>).update
    }
  }
}
