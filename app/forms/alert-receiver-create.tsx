import { useController, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type WebhookCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { generateSecret } from '~/resources/alerts/alert-secret'
import { validateEndpoint } from '~/resources/alerts/alert-validators'
import { SubscriptionPicker } from '~/resources/alerts/subscription-picker'
import { CopyButton } from '~/ui/copy-button'
import { Message } from '~/ui/message'

/** The request the form sends (its secret shows as a placeholder in the equivalent). */
export const request = ({ secret, ...values }: Values) =>
  apiRequest('webhookReceiverCreate', {
    body: { ...values, endpoint: values.endpoint.trim(), secrets: [secret] },
  })

export const handle: RouteHandle = { crumb: 'New alert receiver', titleOnly: true }

type Values = Required<
  Pick<WebhookCreate, 'name' | 'description' | 'endpoint' | 'subscriptions'>
> & {
  secret: string
}

const alertDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/alerts', label: 'Alerts and webhooks' },
]

/** Side modal at /system/alerts-new: a webhook receiver with its first secret and classes. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      description: '',
      endpoint: '',
      subscriptions: [],
      secret: generateSecret(),
    },
  })
  const secret = useWatch({ control: form.control, name: 'secret' })
  const { field: subs } = useController({ control: form.control, name: 'subscriptions' })
  const create = useApiMutation('webhookReceiverCreate', {
    onSuccess: useCreated({
      kind: 'alert receiver',
      invalidates: ['alertReceiverList'],
      to: (r) => pb.alertReceiver({ receiver: r.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="alert receiver"
      title="Create webhook receiver"
      onDismiss={() => navigate(pb.alertReceivers())}
      onSubmit={(values) => create.mutate(request(values))}
      request={request}
      loading={create.isPending}
      submitError={create.error}
      docs={alertDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="endpoint"
        label="Endpoint URL"
        type="url"
        placeholder="https://hooks.example.com/alerts"
        required
        control={form.control}
        description="Alerts are sent here as signed POST requests."
        validate={(v) => validateEndpoint(v)}
      />
      <div>
        <TextField
          name="secret"
          label="Secret"
          required
          control={form.control}
          description="The receiver checks each request’s signature with this key. It is never shown again once the receiver is created: copy it now."
          inputClassName="font-mono text-xs"
        />
        <div className="mt-1.5 flex items-center gap-3 text-sm">
          <CopyButton text={secret} label="Copy secret" />
          <button
            type="button"
            className="text-accent hover:underline"
            onClick={() => form.setValue('secret', generateSecret(), { shouldDirty: true })}
          >
            Generate another
          </button>
        </div>
      </div>
      <SubscriptionPicker value={subs.value} onChange={subs.onChange} />
      {subs.value.length === 0 && (
        <Message
          variant="info"
          content="With no classes chosen the receiver gets no alerts until you subscribe it."
        />
      )}
    </SideModalForm>
  )
}
