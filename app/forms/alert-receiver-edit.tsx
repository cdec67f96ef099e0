import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { receiverSelector, useSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { receiverView } from '~/resources/alerts/alert-queries'
import { validateEndpoint } from '~/resources/alerts/alert-validators'
import { addToast, ToastName } from '~/ui/toast'

export async function loader({ params }: LoaderFunctionArgs) {
  // the list's Edit action seeds this, so the modal usually opens without a request
  await queryClient.ensureQueryData(receiverView(receiverSelector(params).receiver))
  return null
}

type Values = { name: string; description: string; endpoint: string }

/** The request the form sends. */
export const request = (values: Values, receiver: string) =>
  apiRequest('webhookReceiverUpdate', {
    path: { receiver },
    body: { ...values, endpoint: values.endpoint.trim() },
  })

export const handle: RouteHandle = { crumb: 'Edit alert receiver', titleOnly: true }

/** Side modal at /system/alerts/:receiver/edit: name, description and endpoint. */
export function Component() {
  const navigate = useNavigate()
  const { receiver: name } = useSelector(receiverSelector)
  const receiver = usePrefetchedQuery(receiverView(name))
  const form = useForm<Values>({
    defaultValues: {
      name: receiver.name,
      description: receiver.description,
      endpoint: receiver.kind.endpoint,
    },
  })

  // the old name's entry goes only once this form (which reads it) is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current) queryClient.removeQueries(receiverView(staleName.current))
    },
    [],
  )

  const update = useApiMutation('webhookReceiverUpdate', {
    async onSuccess(_, { body }) {
      const newName = body.name ?? name
      void invalidate('alertReceiverList')
      if (newName !== name) staleName.current = name
      await queryClient.fetchQuery(receiverView(newName))
      addToast({
        content: (
          <>
            Alert receiver <ToastName>{newName}</ToastName> updated
          </>
        ),
      })
      void navigate(pb.alertReceiver({ receiver: newName }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="alert receiver"
      onDismiss={() => navigate(pb.alertReceiver({ receiver: name }))}
      onSubmit={(values) => update.mutate(request(values, name))}
      request={(values) => request(values, name)}
      loading={update.isPending}
      submitError={update.error}
    >
      <ResourceProperties resource={receiver} className="mb-0" />
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="endpoint"
        label="Endpoint URL"
        type="url"
        required
        control={form.control}
        validate={(v) => validateEndpoint(v)}
      />
    </SideModalForm>
  )
}
