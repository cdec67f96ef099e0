import { useSearchParams } from 'react-router'

import { safeRedirectPath } from '~/api/redirect'
import { idpSelector, siloSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'

import { LoginHeader } from './login-header'

export const handle: RouteHandle = {
  crumb: ({ params }) => `Sign in to ${siloSelector(params).silo}`,
}

/** The identity provider's sign-in starts on the server, which redirects to the provider. */
export function Component() {
  const { silo, provider } = useSelector(idpSelector)
  const [search] = useSearchParams()
  const back = safeRedirectPath(search.get('redirect_uri'))
  const href =
    `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect` +
    (back ? `?redirect_uri=${encodeURIComponent(back)}` : '')
  return (
    <>
      <LoginHeader silo={silo} />
      <a href={href} className={cn(buttonClass('primary'), 'h-9 w-full')}>
        Sign in with {provider}
      </a>
    </>
  )
}
