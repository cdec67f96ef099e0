import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

import { ArrowRightIcon, CloseIcon, InfoIcon } from '~/ui/icons'

import type { MockBannerView } from './mock-banner-dialog'

const MockBannerDialog = lazy(() =>
  import('./mock-banner-dialog').then((m) => ({ default: m.MockBannerDialog })),
)

/** Height of the banner strip; the app chrome below is offset by it (see RootLayout). */
const MOCK_BANNER_HEIGHT = '2.5rem'

/** Session storage key: the banner was dismissed in this tab. */
const MOCK_BANNER_DISMISSED_KEY = 'ferrite-mock-banner-dismissed'

// a tiny store, so the banner and the layout's offset change together
const listeners = new Set<() => void>()
function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(MOCK_BANNER_DISMISSED_KEY) === '1'
  } catch {
    return false // storage can be unavailable (privacy settings); the banner then stays
  }
}
function dismiss() {
  try {
    sessionStorage.setItem(MOCK_BANNER_DISMISSED_KEY, '1')
  } catch {
    // still hidden until the next load
  }
  dismissedNow = true
  listeners.forEach((l) => l())
}
let dismissedNow = false
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => dismissedNow || isDismissed()

function useBannerShown(): boolean {
  const dismissed = useSyncExternalStore(subscribe, snapshot, () => false)
  return __MOCK__ && !dismissed
}

/** The offset the banner takes at the top of the page: none once dismissed or off the mock. */
export function useMockBannerHeight(): string {
  return useBannerShown() ? MOCK_BANNER_HEIGHT : '0px'
}

/**
 * Strip above the app when it runs on the in-browser mock API, with an explanation and a way
 * back to the sample data ("Reset demo data", also in the explanation on narrow screens). It
 * can be closed for the rest of the session (this tab).
 */
export function MockBanner() {
  const [open, setOpen] = useState<MockBannerView | null>(null)
  const shown = useBannerShown()
  if (!shown) return null
  return (
    <>
      <div
        className="sticky top-0 z-20 flex items-center justify-center gap-2 border-b border-info-line bg-[color-mix(in_srgb,var(--color-info)_10%,var(--color-canvas))] px-4 text-sm text-info"
        style={{ height: MOCK_BANNER_HEIGHT }}
      >
        <InfoIcon />
        <span className="text-secondary">This is a technical preview.</span>
        <button
          type="button"
          onClick={() => setOpen('about')}
          className="inline-flex items-center gap-1 rounded font-medium text-info underline-offset-2 hover:underline"
        >
          Learn more
          <ArrowRightIcon size={12} />
        </button>
        <button
          type="button"
          onClick={() => setOpen('reset')}
          className="hidden rounded font-medium text-info underline-offset-2 hover:underline sm:inline"
        >
          Reset demo data
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the technical preview banner"
          title="Hide until this tab is closed"
          className="absolute right-3 inline-flex size-6 items-center justify-center rounded text-tertiary hover:bg-info/10 hover:text-info"
        >
          <CloseIcon />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <MockBannerDialog view={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  )
}
