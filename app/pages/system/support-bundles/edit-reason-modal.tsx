import { useForm } from 'react-hook-form'

import { type SupportBundleInfo } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { ModalForm } from '~/components/form/modal-form'
import { TextareaField } from '~/components/form/text-field'
import { shortId } from '~/resources/support-bundles/bundle-display'
import { bundleView } from '~/resources/support-bundles/bundle-queries'
import { addToast, ToastName } from '~/ui/toast'

/** The API keeps at most this many bytes of a bundle's comment. */
const MAX_BYTES = 4096
const bytes = new TextEncoder()

/** The request the form sends: an empty reason clears the comment. */
export const reasonRequest = ({ reason }: { reason: string }, bundleId: string) =>
  apiRequest('supportBundleUpdate', {
    path: { bundleId },
    body: { userComment: reason.trim() || null },
  })

/** Changes a bundle's reason (its user comment); an empty one clears it. */
export function EditReasonModal({
  bundle,
  onDismiss,
}: {
  bundle: SupportBundleInfo
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { reason: bundle.userComment ?? '' } })
  const update = useApiMutation('supportBundleUpdate', {
    onSuccess(updated) {
      queryClient.setQueryData(bundleView(updated.id).queryKey, updated)
      void invalidate('supportBundleList')
      addToast({
        content: (
          <>
            Reason of bundle <ToastName>{shortId(updated.id)}</ToastName> updated
          </>
        ),
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      form={form}
      title="Edit reason"
      submitLabel="Save reason"
      onDismiss={onDismiss}
      onSubmit={(v) => update.mutate(reasonRequest(v, bundle.id))}
      request={(v) => reasonRequest(v, bundle.id)}
      loading={update.isPending}
      submitError={update.error}
    >
      <TextareaField
        name="reason"
        label="Reason"
        control={form.control}
        autoFocus
        description="What you are investigating, for whoever reads the bundle. Leave it empty to clear it."
        validate={(v) =>
          bytes.encode(v.trim()).length > MAX_BYTES
            ? `Must be ${MAX_BYTES} bytes or fewer`
            : undefined
        }
      />
    </ModalForm>
  )
}
