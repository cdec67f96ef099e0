import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { announcement, pageKey, useCrumbs } from './crumbs'

/** Focuses the page heading (or the main element) without scrolling, for keyboard users. */
function focusPage() {
  // a tab keeps focus when switching tabs: the user is moving along the tab list
  if (document.activeElement?.getAttribute('role') === 'tab') return
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.getElementById('content')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * Tells screen readers about client-side page changes: a polite live region reads the new
 * page's crumbs, and focus moves to its h1. Opening or closing a side modal is not a page
 * change (the modal manages focus itself), and the first load is left to the browser.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const crumbs = useCrumbs()
  const key = pageKey(crumbs, pathname)
  const modalOpen = crumbs.at(-1)?.titleOnly ?? false
  const label = announcement(crumbs.filter((c) => !c.titleOnly))
  const [message, setMessage] = useState('')
  const previous = useRef<string | null>(null)

  useEffect(() => {
    const prev = previous.current
    previous.current = key
    if (prev === null || prev === key || modalOpen) return
    setMessage(label)
    // after the browser has laid out the new page
    const frame = requestAnimationFrame(focusPage)
    return () => cancelAnimationFrame(frame)
    // only a new page should announce, not a re-render of the same one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  )
}
