import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

import { SCROLL_SAVE_DEBOUNCE_MS } from '~/util/constants'

import { pageKey, useCrumbs } from './crumbs'

const storageKey = (locationKey: string) => `scroll-position-${locationKey}`

function read(locationKey: string): number | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(locationKey))
    const y = raw === null ? NaN : Number(raw)
    return Number.isFinite(y) ? y : undefined
  } catch {
    return undefined
  }
}

function write(locationKey: string, y: number) {
  try {
    sessionStorage.setItem(storageKey(locationKey), String(Math.round(y)))
  } catch {
    // storage full or disabled: restoration is a nicety
  }
}

/**
 * Scrolls to y. A page that is not yet tall enough (a part still loading its data) clamps the
 * scroll, so it is tried again on each frame for up to a second, until the user scrolls.
 */
function restore(y: number): () => void {
  let frame = 0
  let tries = 0
  const userScrolled = () => cancelAnimationFrame(frame)
  const attempt = () => {
    window.scrollTo(0, y)
    if (Math.abs(window.scrollY - y) <= 1 || ++tries > 60) return stop()
    frame = requestAnimationFrame(attempt)
  }
  const stop = () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', userScrolled)
    window.removeEventListener('touchmove', userScrolled)
    window.removeEventListener('keydown', userScrolled)
  }
  window.addEventListener('wheel', userScrolled, { passive: true })
  window.addEventListener('touchmove', userScrolled, { passive: true })
  window.addEventListener('keydown', userScrolled)
  attempt()
  return stop
}

/**
 * Saves the window's scroll position per history entry (sessionStorage, debounced) and
 * restores it when an entry is shown again (back/forward, reload); a new page starts at the
 * top. Opening or closing a side modal is not a new page, so scroll is left alone.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const crumbs = useCrumbs()
  const page = pageKey(crumbs, location.pathname)
  const currentKey = useRef(location.key)
  const lastPage = useRef<string | null>(null)
  const pending = useRef<{ key: string; y: number } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = useRef(() => {
    clearTimeout(timer.current)
    if (pending.current) write(pending.current.key, pending.current.y)
    pending.current = null
  }).current

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    const onScroll = () => {
      // remember which entry this position belongs to, even if we navigate before saving
      pending.current = { key: currentKey.current, y: window.scrollY }
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, SCROLL_SAVE_DEBOUNCE_MS)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  // layout effect: runs after the new page is in the DOM and before it is painted
  useLayoutEffect(() => {
    flush()
    currentKey.current = location.key
    const previous = lastPage.current
    lastPage.current = page
    const saved = read(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      // back, forward or reload: the entry comes back where the user left it, even when only a
      // tab or a side modal changed on the way
      return restore(saved)
    }
    if (previous === page) {
      // a side modal opened or closed, or a tab changed: the new entry shows the page where it is
      write(location.key, window.scrollY)
      return
    }
    if (previous === null && saved === undefined) return
    window.scrollTo(0, saved ?? 0)
    // keyed on the history entry; `page` is read for the side-modal check only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])

  return null
}
