import { useForm } from 'react-hook-form'
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { pb } from '~/api/path-builder'
import { safeRedirectPath } from '~/api/redirect'
import { TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Button } from '~/ui/button'

/** The silo the in-browser mock API seeds, signed in to with a local user. */
const MOCK_SILO = 'lumen'

const withRedirect = (path: string, back: string | undefined) =>
  back ? `${path}?redirect_uri=${encodeURIComponent(back)}` : path

/**
 * `/login` (where every 401 sends the browser). A real API server answers it itself and
 * redirects to the silo's login page; on the mock API we do that here. If the console is
 * served without that server, this page asks for the silo instead.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (!__MOCK__) return null
  const back = safeRedirectPath(new URL(request.url).searchParams.get('redirect_uri'))
  return redirect(withRedirect(pb.localLogin({ silo: MOCK_SILO }), back))
}

export const handle: RouteHandle = { crumb: 'Sign in' }

export function Component() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const form = useForm({ defaultValues: { silo: '' } })
  const back = safeRedirectPath(search.get('redirect_uri'))
  const onSubmit = form.handleSubmit(({ silo }) =>
    navigate(withRedirect(pb.localLogin({ silo: silo.trim() }), back)),
  )
  return (
    <>
      <h1 className="mb-2 text-2xl font-medium tracking-tight text-fg" tabIndex={-1}>
        Sign in
      </h1>
      <p className="mb-6 text-secondary">Enter the name of your silo to continue.</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField name="silo" label="Silo" control={form.control} required autoFocus />
        <Button type="submit" className="w-full">
          Continue
        </Button>
      </form>
    </>
  )
}
