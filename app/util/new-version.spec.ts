import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  isChunkLoadError,
  keepAcrossReload,
  reloadForNewVersion,
  setPendingTarget,
  takeDraft,
} from './new-version'

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

/** A page at `/projects-new` with session storage, whose reloads and navigations are noted. */
function stubPage() {
  const store = new Map<string, string>()
  const location = {
    pathname: '/projects-new',
    search: '',
    hash: '',
    reload: vi.fn(),
    assign: vi.fn(),
  }
  vi.stubGlobal('location', location)
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  })
  return { location, store }
}

beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllGlobals())

describe('reload for a new version', () => {
  it('tells a missing file from other errors', () => {
    expect(isChunkLoadError(missing())).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false)
  })

  it('reloads once per build, at the URL being opened, and keeps a form only where it stays', async () => {
    const { location, store } = stubPage()
    const fresh = await import('./new-version')
    fresh.setPendingTarget(() => '/images')
    const undo = fresh.keepAcrossReload({ values: () => ({ name: 'typed' }), changed: () => true })
    expect(fresh.reloadForNewVersion(new Error('boom'))).toBe(false)
    expect(fresh.reloadForNewVersion(missing())).toBe(true)
    expect(location.assign).toHaveBeenCalledWith('/images')
    // a form left by the navigation is not kept
    expect(fresh.takeDraft()).toBeUndefined()
    undo()

    // the page that comes back is the same build and still misses a file: no second reload
    vi.resetModules()
    const again = await import('./new-version')
    expect(again.reloadForNewVersion(missing())).toBe(false)
    expect(location.reload).not.toHaveBeenCalled()
    expect(store.size).toBe(1)
  })

  it('keeps the values of a form typed into when a part of its page fails to load', () => {
    const { location } = stubPage()
    setPendingTarget(() => undefined)
    const undo = keepAcrossReload({ values: () => ({ name: 'typed' }), changed: () => true })
    expect(reloadForNewVersion(missing())).toBe(true)
    expect(location.reload).toHaveBeenCalledTimes(1)
    undo()
    expect(takeDraft()).toEqual({ name: 'typed' })
    expect(takeDraft()).toBeUndefined()
  })
})
