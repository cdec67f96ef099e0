import { Suspense } from 'react'

import { preloadable } from '~/ui/preloadable'

// the log, its badge and the drawer are not the first screen's code: they come on first render
const Live = preloadable(() => import('./activity-button-live').then((m) => m.ActivityButtonLive))

/** The top bar's way into the activity drawer, with a badge while something runs. */
export const ActivityButton = () => (
  <Suspense fallback={null}>
    <Live />
  </Suspense>
)
