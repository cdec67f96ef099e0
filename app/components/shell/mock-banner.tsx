import { lazy, Suspense, useState } from 'react'

import { ArrowRightIcon, InfoIcon } from '~/ui/icons'

const MockBannerDialog = lazy(() =>
  import('./mock-banner-dialog').then((m) => ({ default: m.MockBannerDialog })),
)

/** Height of the banner strip; the app chrome below is offset by it (see RootLayout). */
export const MOCK_BANNER_HEIGHT = '2.5rem'

/** Strip above the app when it runs on the in-browser mock API, with an explanation. */
export function MockBanner() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div
        className="sticky top-0 z-20 flex items-center justify-center gap-2 border-b border-info-line bg-[#101a26] px-4 text-sm text-info"
        style={{ height: MOCK_BANNER_HEIGHT }}
      >
        <InfoIcon />
        <span className="text-secondary">This is a technical preview.</span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex items-center gap-1 rounded font-medium text-info underline-offset-2 hover:underline"
        >
          Learn more
          <ArrowRightIcon size={12} />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <MockBannerDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
