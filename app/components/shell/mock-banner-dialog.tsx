import { Modal } from '~/ui/modal'

/** "Learn more" of the mock banner: what the in-browser mock API is and is not. */
export function MockBannerDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen onDismiss={onClose} title="Ferrite technical preview">
      <Modal.Body>
        <p>
          You are using Ferrite against a mock of the Oxide API that runs entirely inside your
          browser, with no rack behind it. Whatever you create, change or delete lives in this tab
          only: it lasts while you move around the console, no one else sees it, and a reload starts
          again from the sample data.
        </p>
        <p>
          Requests and responses have the shapes given by the public Oxide API specification. What
          happens behind them is only simulated in as much detail as developing and testing the
          console needs, so it will not always match a real system.
        </p>
      </Modal.Body>
      <Modal.CloseFooter onClose={onClose} />
    </Modal>
  )
}
