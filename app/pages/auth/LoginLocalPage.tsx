import { useEffect, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { safeRedirectPath } from '~/api/redirect'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { FormEquivalentCli } from '~/components/form/equivalent-cli'
import { TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Button } from '~/ui/button'
import { ErrorIcon } from '~/ui/icons'
import { addToast } from '~/ui/toast'

import { LoginHeader } from './login-header'

export const handle: RouteHandle = {
  crumb: ({ params }) => `Sign in to ${siloSelector(params).silo}`,
}

type Values = { username: string; password: string }

/** The request the sign-in sends (its equivalent shows the password as "<password>"). */
export const request = (body: Values, silo: string) =>
  apiRequest('loginLocal', { path: { siloName: silo }, body })

/** What a sign-in refused for too many failures says: how long to wait, when the server says. */
function tooManyAttempts(seconds: number | undefined): string {
  const wait =
    seconds === undefined
      ? 'later'
      : seconds < 90
        ? `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
        : `in ${Math.ceil(seconds / 60)} minutes`
  return `Too many failed sign-in attempts. Try again ${wait}.`
}

export function Component() {
  const { silo } = useSiloSelector()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { username: '', password: '' } })

  const login = useApiMutation('loginLocal', {
    onSuccess: () => {
      // nothing cached for a previous session may leak into this one
      queryClient.clear()
      addToast({ content: 'Logged in' })
      // only ever back into the console, never to another origin
      void navigate(safeRedirectPath(search.get('redirect_uri')) ?? pb.projects())
    },
    onError: () => {
      form.resetField('password')
      form.setFocus('password')
    },
  })

  // a failed sign-in's message is about what was sent then: editing a field or trying again
  // takes it away, so it never sits under the field checks of a new attempt
  const { reset: clearError } = login
  const { subscribe } = form
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') clearError()
        },
      }),
    [subscribe, clearError],
  )
  const submit = form.handleSubmit(({ username, password }) =>
    login.mutate(request({ username, password }, silo)),
  )
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (login.isError) clearError()
    return submit(e)
  }

  const error = login.error
  return (
    <>
      <LoginHeader silo={silo} />
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          name="username"
          label="Username"
          control={form.control}
          required
          autoComplete="username"
          autoFocus
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          control={form.control}
          required
          autoComplete="current-password"
        />
        {error && (
          <p role="alert" className="flex items-start gap-2 text-danger">
            <ErrorIcon className="mt-0.5" />
            {error.statusCode === 401
              ? 'Sign-in failed. Check your username and password.'
              : error.statusCode === 429
                ? tooManyAttempts(error.retryAfter)
                : error.message}
          </p>
        )}
        <Button type="submit" className="mt-2 w-full" loading={login.isPending || login.isSuccess}>
          Sign in
        </Button>
        {/* below the button: opening it leaves the form and the button in reach */}
        <FormEquivalentCli form={form} request={(values) => request(values, silo)} opens="down" />
      </form>
    </>
  )
}
