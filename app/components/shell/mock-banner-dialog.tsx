import { useState } from 'react'

import { resetMockData } from '~/mock'
import { Modal } from '~/ui/modal'

/** What the banner's dialog shows: the explanation, or the question before a reset. */
export type MockBannerView = 'about' | 'reset'

/**
 * The mock banner's dialogs: "Learn more" (what the in-browser mock API is and is not) and
 * "Reset demo data", which puts the sample data back and reloads the console at its start.
 */
export function MockBannerDialog({
  view: initial,
  onClose,
}: {
  view: MockBannerView
  onClose: () => void
}) {
  const [view, setView] = useState(initial)
  const [resetting, setResetting] = useState(false)
  if (view === 'reset') {
    return (
      <Modal isOpen onDismiss={onClose} title="Reset demo data">
        <Modal.Body>
          <p>
            Everything created, changed or deleted in this tab goes back to the sample data, for
            every user. You stay signed in.
          </p>
        </Modal.Body>
        <Modal.Footer
          onDismiss={onClose}
          actionText="Reset demo data"
          actionType="danger"
          actionLoading={resetting}
          onAction={() => {
            setResetting(true)
            void resetMockData().then(() => window.location.assign('/'))
          }}
        />
      </Modal>
    )
  }
  return (
    <Modal isOpen onDismiss={onClose} title="Ferrite technical preview">
      <Modal.Body>
        <p>
          You are using Ferrite against a mock of the Oxide API that runs entirely inside your
          browser, with no rack behind it. Whatever you create, change or delete lives in this tab
          only: no one else sees it, and it lasts while you move around the console, reload, or sign
          out and in as another user, until the tab is closed or you reset the demo data.
        </p>
        <p>
          Requests and responses have the shapes given by the public Oxide API specification. What
          happens behind them is only simulated in as much detail as developing and testing the
          console needs, so it will not always match a real system.
        </p>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onClose}
        cancelText="Close"
        actionText="Reset demo data"
        actionType="danger"
        onAction={() => setView('reset')}
      />
    </Modal>
  )
}
