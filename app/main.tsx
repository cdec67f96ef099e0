import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'

import { queryClient } from './api/client'
import { whenIdle } from './components/idle-preload'
import { setWarmUp } from './components/warm-up'
import { framedByAnotherOrigin, showFramedNotice } from './frame-guard'
import { startMockApi } from './mock'
import { routes } from './routes'
import { discoverRoutes } from './routes/discover'
import { installIntentPrefetch, prefetchPath } from './routes/intent-prefetch'
import { preloadRoute } from './routes/preload'
import { warmDateFormats } from './util/date'
import { setPendingTarget } from './util/new-version'

import './styles.css'

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // held in a frame by another site: nothing of the console runs (frame-guard.ts)
  if (framedByAnotherOrigin()) return showFramedNotice(root)
  // the mock API must be intercepting before the first loader calls it
  if (__MOCK__) await startMockApi()
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })
  // every file a page needs starts downloading when its navigation starts...
  router.subscribe(({ navigation }) => {
    if (navigation.location) preloadRoute(navigation.location.pathname)
  })
  // a file gone since a new version was deployed reloads the page at the URL being opened
  setPendingTarget(() => {
    const to = router.state.navigation.location
    return to ? to.pathname + to.search + to.hash : undefined
  })
  // ...or before: a hovered, focused or pressed link fetches its page's chunks and data ahead
  // of the click (its area's table first when it leads into one: routes/discover.ts)
  const pathOf = (href: string) => new URL(href, location.origin).pathname
  installIntentPrefetch(
    (href) => {
      const path = pathOf(href)
      preloadRoute(path)
      return (
        discoverRoutes({ path, patch: router.patchRoutes })
          .then(() => prefetchPath(router.routes, href))
          // a table that cannot load is the navigation's to show
          .catch(() => {})
      )
    },
    // the files as soon as the pointer arrives: the data waits for it to rest
    { warm: (href) => preloadRoute(pathOf(href)) },
  )
  // ...and earlier still, for the page a user most likely opens next: its files and its area's
  // table while the browser is idle, not its data (components/idle-preload.ts)
  setWarmUp((path) => {
    preloadRoute(path)
    discoverRoutes({ path, patch: router.patchRoutes }).catch(() => {})
  })
  // while the first page's data is in flight the page has nothing to do: build the date
  // formatters then (the first one is slow), not in the first render of every list
  whenIdle(warmDateFormats)
  createRoot(root, {
    // React re-rendered after a render threw and the retry did not (a query's error seen by one
    // render and already being refetched by the next): the page is whole, so not a crash; what
    // threw is logged as a warning
    onRecoverableError: (error) => console.warn((error as Error).cause ?? error),
  }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void start()
