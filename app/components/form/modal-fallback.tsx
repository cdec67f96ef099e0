import { type ApiError } from '~/api/errors'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'

/**
 * A side modal whose resource is still loading or could not be read: the modal opens anyway,
 * over its list, and says so (with Try again) instead of leaving an error under the list; a
 * missing one (404) too, so its query sets `throwOnError: false`.
 */
export function ModalFallback({
  title,
  error,
  onRetry,
  onDismiss,
}: {
  title: string
  error: ApiError | null
  onRetry: () => void
  onDismiss: () => void
}) {
  return (
    <ReadOnlySideModal title={title} onDismiss={onDismiss}>
      {error ? (
        <div className="space-y-3">
          <Message variant="error" title="Could not load it" content={error.message} />
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-2 py-6 text-tertiary">
          <Spinner label="Loading" /> Loading…
        </div>
      )}
    </ReadOnlySideModal>
  )
}
