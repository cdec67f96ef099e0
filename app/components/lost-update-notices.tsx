import { Suspense } from 'react'

import { preloadable } from '~/ui/preloadable'

import { useLostNotices, type Describe } from './lost-update-store'

// most pages never have a notice: its code comes with the first one
const LostUpdateList = preloadable(() => import('./lost-update-list').then((m) => m.LostUpdateList))

/**
 * The changes lost to saves made at the same moment on one list (see `guardedWrite`), each with
 * the difference and a button to apply the lost change on top of the list as it is now.
 */
export function LostUpdateNotices({ target, ...d }: Describe & { target: string }) {
  const notices = useLostNotices(target)
  if (!notices.length) return null
  return (
    <Suspense fallback={null}>
      <LostUpdateList notices={notices} {...d} />
    </Suspense>
  )
}
