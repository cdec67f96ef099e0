import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'

import { LOADING_BAR_DELAY_MS } from '~/util/constants'

type Phase = 'idle' | 'loading' | 'done'

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * A thin accent bar along the top while a navigation is loading. It only appears when the
 * navigation takes longer than LOADING_BAR_DELAY_MS, so instant ones show nothing.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
  const [phase, setPhase] = useState<Phase>('idle')
  const bar = useRef<HTMLDivElement>(null)
  // where the loading animation had got to, so "done" continues from there
  const reached = useRef('scaleX(0)')

  useEffect(() => {
    if (busy) {
      const t = setTimeout(() => setPhase('loading'), LOADING_BAR_DELAY_MS)
      return () => clearTimeout(t)
    }
    setPhase((p) => (p === 'loading' ? 'done' : p))
  }, [busy])

  useEffect(() => {
    const el = bar.current
    if (!el || phase === 'idle') return
    if (phase === 'loading') {
      const a = reducedMotion()
        ? el.animate([{ opacity: 0.35 }, { opacity: 1 }], {
            duration: 800,
            iterations: Infinity,
            direction: 'alternate',
          })
        : // quickly to 20 %, then creeping towards 45 % while we wait
          el.animate(
            [
              { transform: 'scaleX(0)', opacity: 1 },
              { transform: 'scaleX(0.2)', opacity: 1, offset: 0.05 },
              { transform: 'scaleX(0.45)', opacity: 1 },
            ],
            { duration: 4200, easing: 'ease-out', fill: 'forwards' },
          )
      return () => {
        reached.current = getComputedStyle(el).transform
        a.cancel()
      }
    }
    // done: run to the end, then fade
    const a = el.animate(
      [
        { transform: reached.current === 'none' ? 'scaleX(1)' : reached.current, opacity: 1 },
        { transform: 'scaleX(1)', opacity: 1, offset: 0.4 },
        { transform: 'scaleX(1)', opacity: 0 },
      ],
      { duration: 500, easing: 'ease-out', fill: 'forwards' },
    )
    a.onfinish = () => setPhase('idle')
    return () => a.cancel()
  }, [phase])

  if (phase === 'idle') return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5" aria-hidden="true">
      <div
        ref={bar}
        data-loading-bar={phase}
        className="h-full origin-left bg-accent shadow-[0_0_8px_var(--color-accent)]"
        style={{ transform: reducedMotion() ? undefined : 'scaleX(0)' }}
      />
    </div>
  )
}
