import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Link,
  useRevalidator,
  useRouteError,
  type RouteObject,
} from 'react-router'

import { call } from '~/api/client'
import { isApiError } from '~/api/errors'
import { loginUrl } from '~/api/redirect'
import { Button } from '~/ui/button'
import { ErrorIcon, PrevIcon, RefreshIcon, WarningIcon } from '~/ui/icons'
import { isChunkLoadError, reloadForNewVersion } from '~/util/new-version'

import { useTitleOverride } from './document-title'
import { useShellFrame } from './shell-frame'
import { signOut } from './sign-out'

// a 403's explanation fetches who may grant access: rare, so it loads when needed
const Forbidden = lazy(() => import('./forbidden').then((m) => ({ default: m.Forbidden })))

/** HTTP status behind a route error: a thrown Response or an ApiError. */
export function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error) || error instanceof Response) return error.status
  if (isApiError(error)) return error.statusCode
  return undefined
}

/**
 * Shown by the routes' error boundaries. It never depends on a layout's data: it may be
 * rendered exactly because that data failed to load.
 */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />
}

/**
 * Gives every route below a layout its own error boundary, so a failed page shows its error
 * in place, inside the top bar and sidebar that did load, rather than replacing them.
 */
export function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ErrorBoundary: route.ErrorBoundary ?? RouteErrorScreen,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[]
}

export function ErrorScreen({ error }: { error: unknown }) {
  const status = errorStatus(error)
  // a file of an older version, gone since a new one was deployed: the page is reloading to it
  const [reloading] = useState(() => reloadForNewVersion(error))
  useEffect(() => {
    // ApiErrors were logged by the API funnel already; anything else is a bug worth seeing
    if (status === undefined && !reloading) console.error(error)
  }, [error, status, reloading])

  if (reloading) return null
  if (status === 401) return <SigningIn />
  if (status === 404) {
    return (
      <ErrorFrame
        title="Page not found"
        body="This page does not exist, or your account cannot see it."
      />
    )
  }
  if (isChunkLoadError(error)) {
    return (
      <ErrorFrame
        title="Something went wrong"
        body="Part of the console could not be loaded: the connection dropped, or a newer version of Ferrite has been installed since this page opened. Reloading fetches it again."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    )
  }
  if (status === 403) {
    return (
      <Suspense
        fallback={<ErrorFrame title="Something went wrong" body="Action not authorized." />}
      >
        <Forbidden Frame={ErrorFrame} />
      </Suspense>
    )
  }
  return (
    <ErrorFrame
      title="Something went wrong"
      body="Please try again. If the problem persists, contact your administrator."
      action={<TryAgain />}
    />
  )
}

/** The 404 page of unknown paths. */
export const NotFoundScreen = () => <ErrorScreen error={new Response(null, { status: 404 })} />

/**
 * Fetches the page anew: queries that failed are fetched again, then the page's loaders run; on
 * success the page replaces this screen. A failed query that still holds data (a background
 * refetch that failed) keeps its data while it is fetched again: resetting it would leave the
 * components that read it with nothing for a moment, and put the error screen straight back.
 */
function retryPage(queryClient: QueryClient, revalidate: () => Promise<void>) {
  const failed = (query: Query) => query.state.status === 'error'
  void queryClient.resetQueries({ predicate: (q) => failed(q) && q.state.data === undefined })
  void queryClient.invalidateQueries({ predicate: (q) => failed(q) && q.state.data !== undefined })
  return revalidate()
}

/** Backoff between the automatic attempts while the API is down: 2, 4, 8, 16, then 30 s. */
export const recoveryDelay = (attempt: number) => Math.min(2_000 * 2 ** attempt, 30_000)

/**
 * When the error screen shows because the API is down, the console asks it whether it is back
 * (the cheap `ping`) with backoff, while the tab is visible, and at once when the browser comes
 * back online; once it answers, the page is fetched again with no press needed. An API that
 * answers the first ping is up: the page's error is its own, and retrying it by itself would only
 * fail again, so that is left to "Try again".
 */
function useAutoRecovery(retry: () => void) {
  const retryRef = useRef(retry)
  useEffect(() => {
    retryRef.current = retry
  })
  useEffect(() => {
    let attempt = 0
    let wasDown = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const check = async () => {
      clearTimeout(timer)
      if (stopped || document.visibilityState !== 'visible') return // visibilitychange resumes
      try {
        await call('ping', {})
        stopped = true
        if (wasDown) retryRef.current()
      } catch {
        wasDown = true
        if (!stopped) timer = setTimeout(() => void check(), recoveryDelay(attempt++))
      }
    }
    const now = () => void check()
    const onVisible = () => document.visibilityState === 'visible' && now()
    now()
    window.addEventListener('online', now)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', now)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
}

/** "Try again", and the automatic retries behind it once the API answers again. */
function TryAgain() {
  const revalidator = useRevalidator()
  const queryClient = useQueryClient()
  const retry = () => void retryPage(queryClient, revalidator.revalidate)
  useAutoRecovery(retry)
  return (
    <Button loading={revalidator.state === 'loading'} onClick={retry}>
      <RefreshIcon size={14} />
      Try again
    </Button>
  )
}

type FrameProps = { title: string; body: ReactNode; action?: ReactNode; notice?: ReactNode }

/** The message card, framed by whatever chrome loaded around it (see ShellFrameContext). */
function ErrorFrame(props: FrameProps) {
  useTitleOverride(props.title)
  const frame = useShellFrame()
  if (frame === 'content' || frame === 'nested') {
    return (
      <div
        className={frame === 'nested' ? 'flex justify-center pt-8' : 'flex justify-center pt-[8vh]'}
      >
        {/* under a page's own h1 (a tab), the message is a section of that page */}
        <ErrorCard {...props} heading={frame === 'nested' ? 'h2' : 'h1'} />
      </div>
    )
  }
  if (frame === 'top-bar') {
    return (
      <main id="content" className="flex justify-center px-4 pt-[12vh] pb-10">
        <ErrorCard {...props} />
      </main>
    )
  }
  return <FullScreenFrame {...props} />
}

/** With no console around it: the way back and the way out stand above the card. */
function FullScreenFrame(props: FrameProps) {
  return (
    <div className="flex min-h-[calc(100dvh-var(--banner-h,0px))] flex-col bg-[radial-gradient(ellipse_at_50%_35%,var(--color-danger-dim)_0%,var(--color-canvas)_65%)]">
      <div className="flex items-center justify-between px-6 py-4">
        <WayOut />
      </div>
      <main id="content" className="flex flex-1 items-start justify-center px-4 pt-[14vh]">
        <ErrorCard {...props} wayOut={false} />
      </main>
    </div>
  )
}

/**
 * "Back to console" and "Sign out": every error screen has both (spec, Global behaviour), whether
 * or not a top bar or sidebar loaded around it, so a user is never left with nowhere to go.
 */
function WayOut() {
  const [leaving, setLeaving] = useState(false)
  return (
    <>
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
    </>
  )
}

function ErrorCard({
  title,
  body,
  action,
  notice,
  heading: Heading = 'h1',
  wayOut = true,
}: FrameProps & { heading?: 'h1' | 'h2'; wayOut?: boolean }) {
  return (
    <div className="flex w-full max-w-md flex-col items-center rounded-lg border border-line bg-raise px-8 py-9 text-center shadow-popover">
      <span className="relative mb-5 flex size-11 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-danger-dim motion-reduce:hidden" />
        <span className="relative flex size-11 items-center justify-center rounded-full border border-danger-line bg-danger-dim text-danger">
          <ErrorIcon size={20} />
        </span>
      </span>
      <Heading className="text-xl font-medium text-fg" tabIndex={-1}>
        {title}
      </Heading>
      <p className="mt-2 text-secondary">{body}</p>
      {action && <div className="mt-5">{action}</div>}
      {notice}
      {wayOut && (
        <div className="mt-6 flex w-full items-center justify-between border-t border-line pt-4">
          <WayOut />
        </div>
      )}
    </div>
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
