import { useForm, useWatch } from 'react-hook-form'

import { type User } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { CheckboxField } from '~/components/form/choice-fields'
import { ModalForm } from '~/components/form/modal-form'
import { TextField } from '~/components/form/text-field'
import { addToast, ToastName } from '~/ui/toast'

import { passwordBody, passwordError, userNameError } from '../local-user-values'

type PasswordValues = { password: string; confirm: string }

/** Password and its confirmation; never logged, never in the address. */
function PasswordFields({
  form,
  required,
}: {
  form: ReturnType<typeof useForm<PasswordValues & { userName: string; disallow: boolean }>>
  required: boolean
}) {
  return (
    <>
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        control={form.control}
        required={required}
        description={
          required ? undefined : 'Leave empty to create the user without password sign-in for now'
        }
        validate={passwordError}
      />
      <TextField
        name="confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        control={form.control}
        validate={(v, all) => (v === all.password ? true : 'Passwords do not match')}
      />
    </>
  )
}

const defaults = { userName: '', password: '', confirm: '', disallow: false }
type Values = typeof defaults

/** The requests the two forms send. */
export const createUserRequest = ({ userName, password }: Values, silo: string) =>
  apiRequest('localIdpUserCreate', {
    query: { silo },
    body: { externalId: userName, password: passwordBody(password) },
  })
export const setPasswordRequest = ({ password, disallow }: Values, silo: string, userId: string) =>
  apiRequest('localIdpUserSetPassword', {
    path: { userId },
    query: { silo },
    body: disallow ? { mode: 'login_disallowed' } : passwordBody(password),
  })

/** Creates a local user, with an initial password or none. */
export function CreateLocalUserModal({ silo, onDismiss }: { silo: string; onDismiss: () => void }) {
  const form = useForm({ defaultValues: defaults })
  const create = useApiMutation('localIdpUserCreate', {
    onSuccess(user) {
      void invalidate('siloUserList')
      addToast({
        content: (
          <>
            User <ToastName>{user.displayName}</ToastName> created
          </>
        ),
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      form={form}
      title="New user"
      submitLabel="Create user"
      onDismiss={onDismiss}
      onSubmit={(v) => create.mutate(createUserRequest(v, silo))}
      request={(v) => createUserRequest(v, silo)}
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField
        name="userName"
        label="User name"
        autoComplete="off"
        control={form.control}
        required
        description="What they type to sign in: a lower-case letter first, then letters, digits and dashes"
        validate={userNameError}
      />
      <PasswordFields form={form} required={false} />
    </ModalForm>
  )
}

/** Sets a new password, or takes password sign-in away. */
export function SetPasswordModal({
  silo,
  user,
  onDismiss,
}: {
  silo: string
  user: User
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: defaults })
  const disallow = useWatch({ control: form.control, name: 'disallow' })
  const set = useApiMutation('localIdpUserSetPassword', {
    onSuccess(_, { body }) {
      addToast({
        content:
          body.mode === 'password' ? (
            <>
              Password set for <ToastName>{user.displayName}</ToastName>
            </>
          ) : (
            <>
              <ToastName>{user.displayName}</ToastName> can no longer sign in with a password
            </>
          ),
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      form={form}
      title={`Set password for ${user.displayName}`}
      submitLabel={disallow ? 'Disallow password sign-in' : 'Set password'}
      submitType={disallow ? 'danger' : 'primary'}
      onDismiss={onDismiss}
      onSubmit={(v) => set.mutate(setPasswordRequest(v, silo, user.id))}
      request={(v) => setPasswordRequest(v, silo, user.id)}
      secrets={{ value: '<password>' }}
      loading={set.isPending}
      submitError={set.error}
    >
      <p className="text-sm text-secondary">
        The new password replaces the old one at once; sessions already open stay open.
      </p>
      <CheckboxField name="disallow" control={form.control} label="Disallow password sign-in">
        Disallow password sign-in (removes the current password)
      </CheckboxField>
      {!disallow && <PasswordFields form={form} required />}
    </ModalForm>
  )
}
