/**
 * The single route table (spec section 2), composed of one file per area in `app/routes/`:
 * sign-in and device (auth.ts), settings, system, silo and project. Route modules load lazily
 * (`mod` in routes/lazy.ts) and export `Component`, optionally `loader` and `handle` (their
 * crumb, see RouteHandle in components/shell/crumbs): a route with a module takes its crumb
 * from the module only; pathless groups without a module carry theirs here.
 *
 * Two layouts are not lazy: the authenticated one (top bar, user menu) and the silo's
 * (sidebar). Every page but sign-in and device login draws them, so they come with the entry:
 * their loader runs the moment the router starts, and a cold load fetches fewer files (the
 * sizes are in docs/performance.md).
 *
 * A page added to its area's table is all the app needs: the sidebars, the palette and links
 * point at it through `pb` (api/path-builder.ts). The tests find it by walking this tree; their
 * seed example for it is in test/fixtures/routes.ts (routes/routes.spec.ts asks for one).
 *
 * Side-modal forms are children of their list page (which renders `<Outlet />`), through a
 * pathless parent so `/projects` and `/projects-new` share the list. Their modules mark their
 * crumbs title-only: they name the document but leave the breadcrumb bar alone.
 */
import { type RouteObject } from 'react-router'

import { pb } from './api/path-builder'
import { type RouteHandle } from './components/shell/crumbs'
import { RouteErrorScreen, withErrorBoundaries } from './components/shell/error-screen'
import * as AuthenticatedLayout from './layouts/AuthenticatedLayout'
import { InitialSkeleton, RootLayout } from './layouts/RootLayout'
import { authRoutes } from './routes/auth'
import { goTo, mod } from './routes/lazy'
import { settingsRoutes } from './routes/settings'
import { siloRoutes } from './routes/silo'

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: InitialSkeleton,
    children: [
      ...authRoutes,
      {
        Component: AuthenticatedLayout.Component,
        loader: AuthenticatedLayout.loader,
        ErrorBoundary: RouteErrorScreen,
        // each page and area layout below shows its own error inside the chrome that loaded
        children: withErrorBoundaries([
          goTo(pb.projects()),
          settingsRoutes,
          {
            // the operator area: its table loads on the way in (routes/discover.ts)
            id: 'system',
            path: 'system',
            lazy: mod(() => import('./layouts/SystemLayout')),
            children: [goTo(pb.silos())],
          },
          siloRoutes,
          {
            // the "Projects" crumb above the project's own
            handle: { crumb: 'Projects', crumbPath: pb.projects() } satisfies RouteHandle,
            children: [
              {
                // the project area: its table loads on the way in (routes/discover.ts)
                id: 'project',
                path: 'projects/:project',
                lazy: mod(() => import('./layouts/ProjectLayout')),
                children: [goTo('instances')],
              },
            ],
          },
        ]),
      },
      { path: '*', lazy: mod(() => import('./pages/NotFound')) },
    ],
  },
]
