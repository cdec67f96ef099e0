import { type CSSProperties, type MouseEvent } from 'react'
import { Outlet } from 'react-router'

import { ConfirmActionModal } from '~/components/confirm'
import { QuickActions } from '~/components/quick-actions'
import { DocumentTitle } from '~/components/shell/document-title'
import { LoadingBar } from '~/components/shell/loading-bar'
import { MockBanner, useMockBannerHeight } from '~/components/shell/mock-banner'
import { RouteAnnouncer } from '~/components/shell/route-announcer'
import { ScrollRestoration } from '~/components/shell/scroll-restoration'
import { AppToastStack } from '~/components/toast-stack'

/** Moves focus to the main content without touching the URL's hash. */
function skipToContent(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('content')
  if (!main) return
  e.preventDefault()
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus()
}

/**
 * Wraps every route: accessibility helpers, title, loading bar, scroll restoration, global
 * toasts, the confirm modal, the quick actions palette and, on the mock API, the banner.
 * `--banner-h` lets the sticky chrome below sit under the banner.
 */
export function RootLayout() {
  const style: CSSProperties & { '--banner-h': string } = { '--banner-h': useMockBannerHeight() }
  return (
    <div style={style}>
      <a
        href="#content"
        onClick={skipToContent}
        className="sr-only rounded-md bg-accent px-3 py-2 font-medium text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70]"
      >
        Skip to content
      </a>
      <RouteAnnouncer />
      <DocumentTitle />
      <LoadingBar />
      <ScrollRestoration />
      {__MOCK__ && <MockBanner />}
      <Outlet />
      <AppToastStack />
      <ConfirmActionModal />
      <QuickActions />
    </div>
  )
}

/** Shown while the first page's loaders run (not on sign-in and device pages). */
export function InitialSkeleton() {
  const bare = /^\/(login|device)(\/|$)/.test(window.location.pathname)
  if (bare) return null
  return (
    <div className="animate-pulse" aria-busy="true" aria-label="Loading">
      <div className="flex h-14 border-b border-line bg-default">
        <div className="border-r border-line min-[769px]:w-60" />
      </div>
      <div className="flex">
        <div className="h-[calc(100dvh-3.5rem)] w-60 border-r border-line bg-default p-3 max-[769px]:hidden">
          <div className="mb-6 h-8 rounded-md bg-raise" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="mb-2 h-6 w-3/4 rounded bg-raise" />
          ))}
        </div>
        <div className="flex-1 p-8">
          <div className="mb-8 h-7 w-48 rounded bg-raise" />
          <div className="h-64 rounded-lg bg-raise" />
        </div>
      </div>
    </div>
  )
}
