import { type RouteObject } from 'react-router'

import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'

import { goTo, mod } from './lazy'

/*
 * The operator area below /system. Only operators go there, so this table is not part of
 * the first screen's JavaScript: it loads on the way in (app/routes/discover.ts) and is grafted
 * under the `system` route of app/routes.tsx, which holds the layout and the /system redirect.
 * Every system route of the spec is built; the operations pages (alerts, audit log, support
 * bundles, rack networking) are still to come.
 */
export const systemChildren: RouteObject[] = [
  {
    // pathless list route: the create form lives at a sibling path (silos-new)
    lazy: mod(() => import('~/pages/system/silos/SilosPage')),
    children: [
      { path: 'silos', element: null },
      { path: 'silos-new', lazy: mod(() => import('~/forms/silo-create')) },
    ],
  },
  {
    // the "Silos" crumb above the silo's own
    handle: { crumb: 'Silos', crumbPath: pb.silos() } satisfies RouteHandle,
    children: [
      {
        path: 'silos/:silo',
        lazy: mod(() => import('~/pages/system/silos/SiloPage')),
        children: [
          goTo('idps'),
          {
            lazy: mod(() => import('~/pages/system/silos/tabs/IdpsTab')),
            children: [
              { path: 'idps', element: null },
              { path: 'idps-new', lazy: mod(() => import('~/forms/idp-create')) },
              { path: 'idps/saml/:provider', lazy: mod(() => import('~/forms/idp-view')) },
            ],
          },
          { path: 'ip-pools', lazy: mod(() => import('~/pages/system/silos/tabs/IpPoolsTab')) },
          { path: 'quotas', lazy: mod(() => import('~/pages/system/silos/tabs/QuotasTab')) },
          {
            path: 'fleet-roles',
            lazy: mod(() => import('~/pages/system/silos/tabs/FleetRolesTab')),
          },
          {
            path: 'local-users',
            lazy: mod(() => import('~/pages/system/silos/tabs/LocalUsersTab')),
          },
          {
            path: 'certificates',
            lazy: mod(() => import('~/pages/system/silos/tabs/CertificatesTab')),
          },
        ],
      },
    ],
  },
  { path: 'utilization', lazy: mod(() => import('~/pages/system/UtilizationPage')) },
  { path: 'update', lazy: mod(() => import('~/pages/system/update/UpdatePage')) },
  { path: 'issues', lazy: mod(() => import('~/pages/system/IssuesPage')) },
  { path: 'access', lazy: mod(() => import('~/pages/access/FleetAccessPage')) },
  {
    path: 'inventory',
    // the crumb of the sleds and disks tabs and of a sled's page
    handle: { crumb: 'Inventory', crumbPath: '/system/inventory' },
    children: [
      goTo('sleds'),
      {
        lazy: mod(() => import('~/pages/system/inventory/InventoryPage')),
        children: [
          { path: 'sleds', lazy: mod(() => import('~/pages/system/inventory/SledsTab')) },
          { path: 'disks', lazy: mod(() => import('~/pages/system/inventory/DisksTab')) },
        ],
      },
      {
        path: 'sleds/:sledId',
        lazy: mod(() => import('~/pages/system/inventory/SledPage')),
        children: [
          goTo('instances'),
          {
            path: 'instances',
            lazy: mod(() => import('~/pages/system/inventory/SledInstancesTab')),
          },
        ],
      },
    ],
  },
  {
    path: 'networking',
    children: [
      goTo('ip-pools'),
      {
        // pathless list route: the create form lives at a sibling path (ip-pools-new)
        lazy: mod(() => import('~/pages/system/ip-pools/IpPoolsPage')),
        children: [
          { path: 'ip-pools', element: null },
          { path: 'ip-pools-new', lazy: mod(() => import('~/forms/ip-pool-create')) },
        ],
      },
      {
        path: 'ip-pools/:pool',
        // the list's crumb above the pool's own
        handle: { crumb: 'IP Pools', crumbPath: '/system/networking/ip-pools' },
        children: [
          {
            lazy: mod(() => import('~/pages/system/ip-pools/IpPoolPage')),
            children: [
              { index: true, element: null },
              { path: 'edit', lazy: mod(() => import('~/forms/ip-pool-edit')) },
              { path: 'ranges-add', lazy: mod(() => import('~/forms/ip-pool-range-add')) },
            ],
          },
        ],
      },
    ],
  },
]
