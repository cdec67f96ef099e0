import { type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type SshKey, type SshKeyCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, q, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextareaField } from '~/components/form/text-field'
import { validateSshPublicKey } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { addToast, ToastName } from '~/ui/toast'

/** The request the form sends. */
export const request = (body: SshKeyCreate) => apiRequest('currentUserSshKeyCreate', { body })

export const handle: RouteHandle = { crumb: 'Add SSH key', titleOnly: true }

const defaultValues: SshKeyCreate = { name: '', description: '', publicKey: '' }

const sshKeyDocs = [
  { href: 'https://docs.oxide.computer/guides/user-settings#ssh-keys', label: 'SSH keys' },
]

type SshKeyCreateFormProps = {
  /** Shown under the title (e.g. where the key will be kept). */
  subtitle?: ReactNode
  /** Leaves the form without creating anything. */
  onDismiss: () => void
  /** Runs after the key is created, the list invalidated and the toast shown. */
  onSuccess: (key: SshKey) => void
}

/** The "Add SSH key" side modal; instance create opens the same form in place. */
export function SshKeyCreateForm({ subtitle, onDismiss, onSuccess }: SshKeyCreateFormProps) {
  const form = useForm({ defaultValues })

  const createKey = useApiMutation('currentUserSshKeyCreate', {
    onSuccess(key) {
      void invalidate('currentUserSshKeyList')
      queryClient.setQueryData(
        q('currentUserSshKeyView', { path: { sshKey: key.name } }).queryKey,
        key,
      )
      addToast({
        content: (
          <>
            SSH key <ToastName>{key.name}</ToastName> created
          </>
        ),
      })
      onSuccess(key)
    },
  })

  const submitError = createKey.error

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="SSH key"
      title="Add SSH key"
      subtitle={subtitle}
      submitLabel="Add SSH key"
      onDismiss={onDismiss}
      onSubmit={(body) => createKey.mutate(request(body))}
      request={request}
      loading={createKey.isPending}
      submitError={submitError}
      docs={sshKeyDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <TextareaField
        name="publicKey"
        label="Public key"
        control={form.control}
        required
        rows={8}
        placeholder="ssh-ed25519 AAAA…"
        validate={(value) => validateSshPublicKey(value)}
      />
    </SideModalForm>
  )
}

/** Route module for /settings/ssh-keys-new. */
export function Component() {
  const navigate = useNavigate()
  const toList = () => navigate(pb.sshKeys())
  return <SshKeyCreateForm onDismiss={toList} onSuccess={toList} />
}
