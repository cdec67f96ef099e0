import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

import { useTitleOverride } from './document-title'
import { signOut } from './sign-out'
import { q } from '~/api/client'
import { isApiError } from '~/api/errors'
import { loginUrl } from '~/api/redirect'
import { Button } from '~/ui/button'
import { ErrorIcon, ExternalLinkIcon, PrevIcon, WarningIcon } from '~/ui/icons'
import { Message } from '~/ui/message'

export const OPERATOR_FAQ_URL = 'https://docs.oxide.computer/guides/operator/faq'

/** HTTP status behind a route error: a thrown Response or an ApiError. */
export function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error) || error instanceof Response) return error.status
  if (isApiError(error)) return error.statusCode
  return undefined
}

/**
 * A piece of the console's code (a lazily loaded chunk) that the browser could not fetch: the
 * network dropped, or a newer version was deployed and the old files are gone. Browsers word
 * it differently; all are TypeErrors about importing a module.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed|module script/i.test(
      error.message,
    )
  )
}

/**
 * Shown by the routes' error boundaries. It never depends on a layout's data: it may be
 * rendered exactly because that data failed to load.
 */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />
}

export function ErrorScreen({ error }: { error: unknown }) {
  const status = errorStatus(error)
  useEffect(() => {
    // ApiErrors were logged by the API funnel already; anything else is a bug worth seeing
    if (status === undefined) console.error(error)
  }, [error, status])

  if (status === 401) return <SigningIn />
  return status === 404 ? (
    <ErrorFrame
      title="Page not found"
      body="This page does not exist, or your account cannot see it."
    />
  ) : isChunkLoadError(error) ? (
    <ErrorFrame
      title="Something went wrong"
      body="Part of the console could not be loaded: the connection dropped, or a newer version of Ferrite has been installed since this page opened. Reloading fetches it again."
      notice={
        <Button className="mt-5" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  ) : (
    <ErrorFrame
      title="Something went wrong"
      body="Please try again. If the problem persists, contact your administrator."
      notice={status === 403 ? <NoRoleNotice /> : null}
    />
  )
}

/** The 404 page of unknown paths. */
export const NotFoundScreen = () => <ErrorScreen error={new Response(null, { status: 404 })} />

function ErrorFrame({ title, body, notice }: { title: string; body: string; notice?: ReactNode }) {
  useTitleOverride(title)
  const [leaving, setLeaving] = useState(false)
  return (
    <div className="flex min-h-[calc(100dvh-var(--banner-h,0px))] flex-col bg-[radial-gradient(ellipse_at_50%_35%,#1d1416_0%,var(--color-canvas)_65%)]">
      <div className="flex items-center justify-between px-6 py-4">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded text-secondary hover:text-fg"
        >
          <PrevIcon size={14} />
          Back to console
        </Link>
        <Button
          variant="ghost"
          size="sm"
          loading={leaving}
          onClick={() => {
            setLeaving(true)
            void signOut()
          }}
        >
          Sign out
        </Button>
      </div>
      <main id="content" className="flex flex-1 items-start justify-center px-4 pt-[14vh]">
        <div className="flex w-full max-w-md flex-col items-center rounded-lg border border-line bg-raise px-8 py-9 text-center shadow-popover">
          <span className="relative mb-5 flex size-11 items-center justify-center">
            <span className="absolute inset-0 animate-ping rounded-full bg-danger-dim motion-reduce:hidden" />
            <span className="relative flex size-11 items-center justify-center rounded-full border border-danger-line bg-danger-dim text-danger">
              <ErrorIcon size={20} />
            </span>
          </span>
          <h1 className="text-xl font-medium text-fg" tabIndex={-1}>
            {title}
          </h1>
          <p className="mt-2 text-secondary">{body}</p>
          {notice}
        </div>
      </main>
    </div>
  )
}

/**
 * A 403 for a user with no groups and no role of their own on the silo usually means the
 * identity provider hands out no groups. Say so, rather than leave them guessing.
 */
function NoRoleNotice() {
  const noThrow = { throwOnError: false } as const
  const me = useQuery({ ...q('currentUserView', {}), ...noThrow })
  const groups = useQuery({ ...q('currentUserGroups', {}), ...noThrow })
  const policy = useQuery({ ...q('policyView', {}), ...noThrow })
  if (!me.data || !groups.data || groups.data.items.length > 0) return null
  const userId = me.data.id
  const hasRole = policy.data
    ? policy.data.roleAssignments.some((ra) => ra.identityId === userId)
    : // a user who may not even read the silo policy has no role on the silo
      policy.error?.statusCode === 403
      ? false
      : undefined
  if (hasRole !== false) return null
  return (
    <Message
      variant="notice"
      className="mt-6 text-left"
      content={
        <>
          You are not in any groups and have no role on the silo. This usually means the identity
          provider is not set up correctly.{' '}
          <a
            href={OPERATOR_FAQ_URL}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-fg underline underline-offset-2"
          >
            How to set up groups and roles
            <ExternalLinkIcon size={12} />
          </a>
        </>
      }
    />
  )
}

/** A 401 has already sent the browser to the login page; this shows while that happens. */
function SigningIn() {
  useTitleOverride('Sign in')
  const here = window.location.pathname + window.location.search
  return (
    <main
      id="content"
      className="flex min-h-[calc(100dvh-var(--banner-h,0px))] items-start justify-center px-4 pt-[20vh]"
    >
      <div className="flex max-w-sm flex-col items-center text-center">
        <WarningIcon size={20} className="mb-3 text-warning" />
        <h1 className="text-lg font-medium text-fg" tabIndex={-1}>
          Your session has ended
        </h1>
        <p className="mt-2 text-secondary">
          Taking you to the sign-in page.{' '}
          <a href={loginUrl(here)} className="text-accent underline underline-offset-2">
            Sign in
          </a>
        </p>
      </div>
    </main>
  )
}
