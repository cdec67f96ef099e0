import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextareaField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { shortId } from '~/resources/support-bundles/bundle-display'
import { bundleView } from '~/resources/support-bundles/bundle-queries'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'

/** The request the form sends. */
export const request = ({ reason }: Values) =>
  apiRequest('supportBundleCreate', { body: { userComment: reason.trim() || null } })

export const handle: RouteHandle = { crumb: 'New support bundle', titleOnly: true }

type Values = { reason: string }

const defaultValues: Values = { reason: '' }

const bundleDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/support-bundles', label: 'Support bundles' },
]

/** Side modal at /system/support-bundles-new; on success it opens the bundle being collected. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createBundle = useApiMutation('supportBundleCreate', {
    onSuccess(bundle) {
      void invalidate('supportBundleList')
      queryClient.setQueryData(bundleView(bundle.id).queryKey, bundle)
      addToast({
        content: (
          <>
            Support bundle <ToastName>{shortId(bundle.id)}</ToastName> is being collected
          </>
        ),
      })
      void navigate(pb.supportBundle({ bundleId: bundle.id }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="support bundle"
      onDismiss={() => navigate(pb.supportBundles())}
      onSubmit={(values) => createBundle.mutate(request(values))}
      request={request}
      loading={createBundle.isPending}
      submitError={createBundle.error}
      docs={bundleDocs}
    >
      <Message content="The rack collects logs, service state and inventory from every sled. It takes a few minutes; the bundle's page shows when it is ready to download." />
      <TextareaField
        name="reason"
        label="Reason"
        control={form.control}
        autoFocus
        description="What you are investigating, for whoever reads the bundle (a support case number, a symptom)."
        validate={(v) => (v.length > 512 ? 'Must be 512 characters or fewer' : undefined)}
      />
    </SideModalForm>
  )
}
