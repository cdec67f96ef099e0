import { Suspense, useState, useSyncExternalStore } from 'react'

import { menuButtonClass } from '~/components/shell/menu-style'
import { preloadable } from '~/ui/preloadable'

import type * as ActivityLog from './activity-log'

let log: typeof ActivityLog | undefined
// undefined when its file is gone (a new version deployed under this page: the next
// navigation reloads to it); the button then shows no badge until then
const loading: Promise<typeof ActivityLog | undefined> = import('./activity-log').then(
  (m) => (log = m),
  () => undefined,
)

function subscribe(listener: () => void) {
  let off: (() => void) | undefined
  let gone = false
  void loading.then((m) => {
    if (gone || !m) return
    off = m.activityLog.subscribe(listener)
    listener()
  })
  return () => {
    gone = true
    off?.()
  }
}
const runningCount = () =>
  log?.activityLog.entries().filter((e) => e.status === 'running').length ?? 0

// the drawer's code comes on first open, fetched already when the pointer or focus reaches the button
const ActivityDrawer = preloadable(() => import('./activity-drawer').then((m) => m.ActivityDrawer))

/** The activity button once its code is here: the running badge and the drawer. */
export function ActivityButtonLive() {
  const [open, setOpen] = useState(false)
  const running = useSyncExternalStore(subscribe, runningCount)
  return (
    <>
      <button
        type="button"
        // the name starts with the text shown ("Activity 2"), as WCAG's label-in-name asks
        aria-label={running ? `Activity ${running} running` : 'Activity'}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={menuButtonClass}
        onPointerEnter={ActivityDrawer.warm}
        onFocus={ActivityDrawer.warm}
        onClick={() => setOpen(true)}
      >
        <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" className="shrink-0">
          <path
            d="M1.5 8.5h3l2-5 3 9 2-4h3"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="max-[769px]:sr-only">Activity</span>{' '}
        {running > 0 && (
          <span className="flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[0.625rem] leading-none font-medium text-accent-fg">
            {running}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ActivityDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
