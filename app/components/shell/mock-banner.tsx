import { useState } from 'react'

import { Button } from '~/ui/button'
import { ArrowRightIcon, InfoIcon } from '~/ui/icons'
import { Modal } from '~/ui/modal'

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
      <Modal isOpen={open} onDismiss={() => setOpen(false)} title="Ferrite technical preview">
        <Modal.Body>
          <p>
            You are using Ferrite against a mock of the Oxide API that runs entirely inside your
            browser, with no rack behind it. You can create, change and delete mock resources and
            they stay as long as you move around within the console, but nobody else can see them
            and they are gone as soon as you refresh the page.
          </p>
          <p>
            Requests and responses have the shapes given by the public Oxide API specification. What
            happens behind them is only simulated in as much detail as developing and testing the
            console needs, so it will not always match a real system.
          </p>
        </Modal.Body>
        <div className="flex justify-end rounded-b-lg border-t border-line bg-default px-4 py-3">
          <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </Modal>
    </>
  )
}
