/**
 * The single route table (spec section 2). Route modules load lazily and export
 * `Component`, optionally `loader` and `handle` (see RouteHandle in components/shell/crumbs).
 *
 * Only built pages are listed: an unbuilt route falls through to the not-found screen. Index
 * redirects stay in place so their targets start working as soon as the page is added.
 * `app/route-list.ts` lists every spec route with `built` flags and seed examples.
 *
 * Side-modal forms are children of their list page (which renders `<Outlet />`), through a
 * pathless parent so `/projects` and `/projects-new` share the list. Their crumbs are
 * title-only: they name the document but leave the breadcrumb bar alone.
 */
import { type ComponentType } from 'react'
import { redirect, type LoaderFunction, type RouteObject } from 'react-router'

import { pb } from './api/path-builder'
import { instanceSelector, projectSelector, sshKeySelector } from './api/selectors'
import { type RouteHandle } from './components/shell/crumbs'
import { RouteErrorScreen } from './components/shell/error-screen'
import { InitialSkeleton, RootLayout } from './layouts/RootLayout'

type RouteModule = { Component: ComponentType; loader?: LoaderFunction; handle?: RouteHandle }

type HandleExtras = {
  /** Used when the module exports no crumb of its own. */
  crumb?: RouteHandle['crumb']
  /** Side-modal route: crumb in the title only. */
  titleOnly?: boolean
  /** Link of the crumb, for pathless routes. */
  crumbPath?: RouteHandle['crumbPath']
}

/** Lazy route module; the table can add to its handle (never static: lazy would lose it). */
function mod(load: () => Promise<RouteModule>, extras: HandleExtras = {}): RouteObject['lazy'] {
  return async () => {
    const m = await load()
    const { crumb, ...overrides } = extras
    const handle: RouteHandle = { ...(crumb ? { crumb } : {}), ...m.handle, ...overrides }
    return {
      Component: m.Component,
      ...(m.loader ? { loader: m.loader } : {}),
      ...(Object.keys(handle).length > 0 ? { handle } : {}),
    }
  }
}

/** An index route that only redirects (to a path relative to the parent, or absolute). */
const goTo = (
  to: string | ((params: Record<string, string | undefined>) => string),
): RouteObject => ({
  index: true,
  element: null,
  loader: ({ params }) => redirect(typeof to === 'function' ? to(params) : to),
})

const sideModal = { titleOnly: true } as const

const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: mod(() => import('./layouts/SettingsLayout')),
  children: [
    goTo(pb.profile()),
    {
      path: 'profile',
      lazy: mod(() => import('./pages/settings/ProfilePage'), { crumb: 'Profile' }),
    },
    {
      lazy: mod(() => import('./pages/settings/SshKeysPage'), {
        crumb: 'SSH Keys',
        crumbPath: pb.sshKeys(),
      }),
      children: [
        { path: 'ssh-keys', element: null },
        {
          path: 'ssh-keys-new',
          lazy: mod(() => import('./forms/ssh-key-create'), { crumb: 'New SSH key', ...sideModal }),
        },
        {
          path: 'ssh-keys/:sshKey/edit',
          lazy: mod(() => import('./forms/ssh-key-view'), {
            crumb: ({ params }) => sshKeySelector(params).sshKey,
            ...sideModal,
          }),
        },
      ],
    },
    {
      path: 'access-tokens',
      lazy: mod(() => import('./pages/settings/AccessTokensPage'), { crumb: 'Access Tokens' }),
    },
  ],
}

/* Operator area. Not built yet: silos, silos-new, silos/:silo/{idps, idps-new,
 * idps/saml/:provider, ip-pools, quotas, fleet-roles}, issues, utilization,
 * inventory/{sleds, disks, sleds/:sledId/instances}, networking/{ip-pools, ip-pools-new,
 * ip-pools/:pool, ip-pools/:pool/edit, ip-pools/:pool/ranges-add}, update. */
const systemRoutes: RouteObject = {
  path: 'system',
  lazy: mod(() => import('./layouts/SystemLayout')),
  children: [
    goTo(pb.silos()),
    { path: 'silos/:silo', children: [goTo('idps')] },
    {
      path: 'inventory',
      children: [goTo('sleds'), { path: 'sleds/:sledId', children: [goTo('instances')] }],
    },
    { path: 'networking', children: [goTo('ip-pools')] },
  ],
}

/* Silo level. Not built yet: images, images/:image/edit, utilization, access. */
const siloRoutes: RouteObject = {
  lazy: mod(() => import('./layouts/SiloLayout')),
  children: [
    // an instance id to its page (the loader redirects, or it is not found)
    { path: 'lookup/instances/:instance', lazy: mod(() => import('./pages/InstanceLookup')) },
    { path: 'lookup/i/:instance', lazy: mod(() => import('./pages/InstanceLookup')) },
    {
      lazy: mod(() => import('./pages/silo/ProjectsPage'), {
        crumb: 'Projects',
        crumbPath: pb.projects(),
      }),
      children: [
        { path: 'projects', element: null },
        {
          path: 'projects-new',
          lazy: mod(() => import('./forms/project-create'), { crumb: 'New project', ...sideModal }),
        },
        {
          path: 'projects/:project/edit',
          lazy: mod(() => import('./forms/project-edit'), { crumb: 'Edit project', ...sideModal }),
        },
      ],
    },
  ],
}

/* Project area: every page is still to come (instances and their tabs, serial console,
 * VPCs and their tabs, floating IPs, disks, snapshots, images, access, affinity). */
const projectRoutes: RouteObject = {
  // the "Projects" crumb above the project's own
  handle: { crumb: 'Projects', crumbPath: pb.projects() } satisfies RouteHandle,
  children: [
    {
      path: 'projects/:project',
      lazy: mod(() => import('./layouts/ProjectLayout')),
      children: [
        goTo('instances'),
        {
          path: 'instances',
          // the list's crumb, above every instance page
          handle: { crumb: 'Instances' } satisfies RouteHandle,
          children: [
            { index: true, lazy: mod(() => import('./pages/project/instances/InstancesPage')) },
            {
              // the detail layout: header, properties, tab links; each tab in its outlet
              path: ':instance',
              lazy: mod(() => import('./pages/project/instances/InstancePage')),
              children: [
                goTo('storage'),
                {
                  path: 'storage',
                  lazy: mod(() => import('./pages/project/instances/tabs/StorageTab')),
                },
                {
                  path: 'networking',
                  lazy: mod(() => import('./pages/project/instances/tabs/NetworkingTab')),
                },
                {
                  // time range and sub-tab links; each sub-tab's charts in its outlet
                  path: 'metrics',
                  lazy: mod(() => import('./pages/project/instances/tabs/MetricsTab')),
                  children: [
                    goTo('cpu'),
                    {
                      path: 'cpu',
                      lazy: mod(() => import('./pages/project/instances/tabs/metrics/CpuMetrics')),
                    },
                    {
                      path: 'disk',
                      lazy: mod(() => import('./pages/project/instances/tabs/metrics/DiskMetrics')),
                    },
                    {
                      path: 'network',
                      lazy: mod(
                        () => import('./pages/project/instances/tabs/metrics/NetworkMetrics'),
                      ),
                    },
                  ],
                },
                {
                  path: 'connect',
                  lazy: mod(() => import('./pages/project/instances/tabs/ConnectTab')),
                },
                {
                  path: 'settings',
                  lazy: mod(() => import('./pages/project/instances/tabs/SettingsTab')),
                },
              ],
            },
            {
              // a page of its own outside the detail layout, under the instance's crumb
              path: ':instance/serial-console',
              handle: {
                crumb: ({ params }) => instanceSelector(params).instance,
                crumbPath: (params) =>
                  pb.instance(instanceSelector(params)),
              } satisfies RouteHandle,
              children: [
                {
                  index: true,
                  lazy: mod(() => import('./pages/project/instances/SerialConsolePage')),
                },
              ],
            },
          ],
        },
        {
          // a full page beside the list, under its crumb: Instances / New instance
          handle: {
            crumb: 'Instances',
            crumbPath: (params) => pb.instances(projectSelector(params)),
          } satisfies RouteHandle,
          children: [
            {
              path: 'instances-new',
              lazy: mod(() => import('./forms/instance-create/page'), { crumb: 'New instance' }),
            },
          ],
        },
        { path: 'vpcs/:vpc', children: [goTo('firewall-rules')] },
      ],
    },
  ],
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: InitialSkeleton,
    children: [
      {
        path: 'login',
        lazy: mod(() => import('./layouts/LoginLayout')),
        ErrorBoundary: RouteErrorScreen,
        children: [
          { index: true, lazy: mod(() => import('./pages/auth/LoginPage')) },
          { path: ':silo/local', lazy: mod(() => import('./pages/auth/LoginLocalPage')) },
          { path: ':silo/saml/:provider', lazy: mod(() => import('./pages/auth/LoginSamlPage')) },
        ],
      },
      {
        path: 'device',
        lazy: mod(() => import('./layouts/DeviceLayout')),
        ErrorBoundary: RouteErrorScreen,
        children: [
          { path: 'verify', lazy: mod(() => import('./pages/device/DeviceVerifyPage')) },
          { path: 'success', lazy: mod(() => import('./pages/device/DeviceSuccessPage')) },
        ],
      },
      {
        lazy: mod(() => import('./layouts/AuthenticatedLayout')),
        ErrorBoundary: RouteErrorScreen,
        children: [goTo(pb.projects()), settingsRoutes, systemRoutes, siloRoutes, projectRoutes],
      },
      { path: '*', lazy: mod(() => import('./pages/NotFound')) },
    ],
  },
]
