/**
 * A console left open across an update. Each build names its files by their content, so once a
 * new version is deployed the old files are gone, and the next lazily loaded piece (a page, a
 * form, a dialog) fails to load. Instead of an error screen, the console then reloads once to
 * the new version, at the URL the user was going to. When the piece was part of the page
 * itself (a form's side modal), the values typed into the open form are kept in sessionStorage
 * and put back into the form after the reload (app/components/form/form-parts.tsx).
 *
 * One reload per build: the build that asked for it is noted in sessionStorage, so if the page
 * that comes back is the same build (an old index.html from a cache) and still misses a file,
 * it shows the error screen with its Reload button instead of reloading again and again.
 */

/** The build this page runs: the entry module's URL carries its content hash. */
const BUILD = import.meta.url
const RELOADED_FROM = 'ferrite-reloaded-from-build'
const DRAFT = 'ferrite-form-draft'

/**
 * A piece of the console's code the browser could not fetch: a newer version was deployed and
 * the old files are gone, or the network dropped. Browsers word it differently; all are
 * TypeErrors about importing a module (Vite's CSS preload says "Unable to preload CSS").
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    (error instanceof TypeError &&
      /dynamically imported module|importing a module script failed|module script/i.test(
        error.message,
      )) ||
    (error instanceof Error && /^Unable to preload CSS/.test(error.message))
  )
}

/** An open form: its values now, and whether the user has changed them. */
type OpenForm = { values: () => unknown; changed: () => boolean }
const openForms = new Set<OpenForm>()

/** Keeps `form`'s values across a reload for a new version while it is open; returns the undo. */
export function keepAcrossReload(form: OpenForm): () => void {
  openForms.add(form)
  return () => openForms.delete(form)
}

/** Where the router is going, if a navigation is under way (main.tsx tells). */
let pendingTarget: () => string | undefined = () => undefined
export const setPendingTarget = (fn: () => string | undefined) => {
  pendingTarget = fn
}

const here = () => location.pathname + location.search + location.hash

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined // storage switched off: no guard can be kept, so no reload either
  }
}

let reloading = false

/**
 * Called with any error of loading code. Returns true when the page is being reloaded to the
 * new version (show nothing more), false when this error is not a missing file, or when this
 * build has reloaded once already (show the error).
 */
export function reloadForNewVersion(error: unknown): boolean {
  if (reloading) return true
  if (!isChunkLoadError(error)) return false
  // offline, a reload would only show the browser's own error page
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false
  const store = storage()
  if (!store || store.getItem(RELOADED_FROM) === BUILD) return false
  store.setItem(RELOADED_FROM, BUILD)
  const target = pendingTarget() ?? here()
  // a form typed into stays where it is (a part of it failed to load, not a navigation): its
  // values come back after the reload; one left by a navigation (submitted, or the user chose
  // to leave it) is not kept
  const typedInto = target === here() ? [...openForms].find((f) => f.changed()) : undefined
  if (typedInto) {
    try {
      store.setItem(DRAFT, JSON.stringify({ url: target, values: typedInto.values() }))
    } catch {
      // values that cannot be written as JSON are not kept; the form opens empty
    }
  }
  reloading = true
  if (target === here()) location.reload()
  else location.assign(target)
  return true
}

/** The values a form at this URL held before a reload for a new version, once. */
export function takeDraft(): unknown {
  const store = storage()
  const saved = store?.getItem(DRAFT)
  if (!saved) return undefined
  store!.removeItem(DRAFT)
  try {
    const draft = JSON.parse(saved) as { url: string; values: unknown }
    return draft.url === here() ? draft.values : undefined
  } catch {
    return undefined
  }
}
