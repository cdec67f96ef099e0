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
          {
            path: 'subnet-pools',
            lazy: mod(() => import('~/pages/system/silos/tabs/SubnetPoolsTab')),
          },
          { path: 'quotas', lazy: mod(() => import('~/pages/system/silos/tabs/QuotasTab')) },
          {
            path: 'fleet-roles',
            lazy: mod(() => import('~/pages/system/silos/tabs/FleetRolesTab')),
          },
          { path: 'access', lazy: mod(() => import('~/pages/system/silos/tabs/AccessTab')) },
          {
            path: 'local-users',
            lazy: mod(() => import('~/pages/system/silos/tabs/LocalUsersTab')),
          },
          { path: 'users', lazy: mod(() => import('~/pages/system/silos/tabs/SiloUsersTab')) },
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
  {
    path: 'update',
    // the update page's crumb above a release's or a trust root's own
    handle: { crumb: 'System Update', crumbPath: pb.systemUpdate() } satisfies RouteHandle,
    children: [
      {
        path: 'repositories/:systemVersion',
        lazy: mod(() => import('~/pages/system/update/RepositoryPage')),
      },
      {
        path: 'trust-roots/:trustRootId',
        lazy: mod(() => import('~/pages/system/update/TrustRootPage')),
      },
    ],
  },
  {
    // pathless list route: the create form lives at a sibling path (alerts-new)
    lazy: mod(() => import('~/pages/system/alerts/ReceiversPage')),
    children: [
      { path: 'alerts', element: null },
      { path: 'alerts-new', lazy: mod(() => import('~/forms/alert-receiver-create')) },
    ],
  },
  { path: 'alert-log', lazy: mod(() => import('~/pages/system/alerts/AlertLogPage')) },
  {
    path: 'alerts/:receiver',
    // the list's crumb above the receiver's own
    handle: { crumb: 'Alerts', crumbPath: pb.alertReceivers() } satisfies RouteHandle,
    children: [
      {
        lazy: mod(() => import('~/pages/system/alerts/ReceiverPage')),
        children: [
          goTo('deliveries'),
          {
            path: 'deliveries',
            lazy: mod(() => import('~/pages/system/alerts/tabs/DeliveriesTab')),
          },
          {
            path: 'subscriptions',
            lazy: mod(() => import('~/pages/system/alerts/tabs/SubscriptionsTab')),
          },
          { path: 'secrets', lazy: mod(() => import('~/pages/system/alerts/tabs/SecretsTab')) },
          { path: 'edit', lazy: mod(() => import('~/forms/alert-receiver-edit')) },
        ],
      },
    ],
  },
  { path: 'issues', lazy: mod(() => import('~/pages/system/IssuesPage')) },
  { path: 'audit-log', lazy: mod(() => import('~/pages/system/audit-log/AuditLogPage')) },
  {
    // pathless list route: the create form lives at a sibling path (support-bundles-new)
    lazy: mod(() => import('~/pages/system/support-bundles/SupportBundlesPage')),
    children: [
      { path: 'support-bundles', element: null },
      { path: 'support-bundles-new', lazy: mod(() => import('~/forms/support-bundle-create')) },
    ],
  },
  {
    path: 'support-bundles/:bundleId',
    // the list's crumb above the bundle's own
    handle: { crumb: 'Support Bundles', crumbPath: pb.supportBundles() } satisfies RouteHandle,
    children: [
      { index: true, lazy: mod(() => import('~/pages/system/support-bundles/SupportBundlePage')) },
    ],
  },
  {
    lazy: mod(() => import('~/pages/system/UsersBuiltinPage')),
    children: [
      { path: 'users-builtin', element: null },
      { path: 'users-builtin/:user', lazy: mod(() => import('~/forms/user-builtin-view')) },
    ],
  },
  { path: 'metrics', lazy: mod(() => import('~/pages/system/metrics/MetricsExplorerPage')) },
  {
    // pathless list route: the create form lives at a sibling path (probes-new)
    lazy: mod(() => import('~/pages/system/probes/ProbesPage')),
    children: [
      { path: 'probes', element: null },
      { path: 'probes-new', lazy: mod(() => import('~/forms/probe-create')) },
    ],
  },
  {
    path: 'probes/:probe',
    // the list's crumb above the probe's own
    handle: { crumb: 'Probes', crumbPath: pb.probes() },
    children: [{ index: true, lazy: mod(() => import('~/pages/system/probes/ProbePage')) }],
  },
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
          { path: 'racks', lazy: mod(() => import('~/pages/system/inventory/RacksTab')) },
          { path: 'switches', lazy: mod(() => import('~/pages/system/inventory/SwitchesTab')) },
        ],
      },
      {
        path: 'switches/:switchId',
        // the switches tab's crumb above the switch's own
        handle: { crumb: 'Switches', crumbPath: pb.switches() } satisfies RouteHandle,
        children: [
          {
            lazy: mod(() => import('~/pages/system/inventory/SwitchPage')),
            children: [
              { index: true, element: null },
              {
                path: 'ports/:port',
                lazy: mod(() => import('~/pages/system/inventory/SwitchPortSheet')),
              },
            ],
          },
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
          { path: 'disks', lazy: mod(() => import('~/pages/system/inventory/SledDisksTab')) },
        ],
      },
      {
        path: 'racks/:rackId',
        // the racks tab's crumb above the rack's own
        handle: { crumb: 'Racks', crumbPath: pb.racks() } satisfies RouteHandle,
        children: [{ index: true, lazy: mod(() => import('~/pages/system/inventory/RackPage')) }],
      },
      {
        path: 'disks/:diskId',
        // the disks tab's crumb above the disk's own
        handle: { crumb: 'Disks', crumbPath: pb.physicalDisks() } satisfies RouteHandle,
        children: [
          { index: true, lazy: mod(() => import('~/pages/system/inventory/PhysicalDiskPage')) },
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
      {
        // pathless list route: the create form lives at a sibling path (port-settings-new)
        lazy: mod(() => import('~/pages/system/port-settings/PortSettingsListPage')),
        children: [
          { path: 'port-settings', element: null },
          { path: 'port-settings-new', lazy: mod(() => import('~/forms/port-settings-create')) },
        ],
      },
      {
        path: 'port-settings/:portSettings',
        // the list's crumb above the settings' own
        handle: { crumb: 'Port Settings', crumbPath: pb.portSettingsList() } satisfies RouteHandle,
        children: [
          {
            index: true,
            lazy: mod(() => import('~/pages/system/port-settings/PortSettingsPage')),
          },
        ],
      },
      {
        path: 'bgp',
        // the BGP page's crumb above each tab's
        handle: { crumb: 'BGP', crumbPath: pb.bgp() } satisfies RouteHandle,
        children: [
          goTo('peers'),
          {
            lazy: mod(() => import('~/pages/system/rack-networking/BgpPage')),
            children: [
              {
                path: 'peers',
                lazy: mod(() => import('~/pages/system/rack-networking/BgpPeersTab')),
              },
              {
                path: 'routes',
                lazy: mod(() => import('~/pages/system/rack-networking/BgpRoutesTab')),
              },
              {
                path: 'history',
                lazy: mod(() => import('~/pages/system/rack-networking/BgpHistoryTab')),
              },
              {
                lazy: mod(() => import('~/pages/system/rack-networking/BgpConfigsTab')),
                children: [
                  { path: 'configs', element: null },
                  { path: 'configs-new', lazy: mod(() => import('~/forms/bgp-config-create')) },
                  {
                    path: 'configs/:bgpConfig/edit',
                    lazy: mod(() => import('~/forms/bgp-config-edit')),
                  },
                ],
              },
              {
                lazy: mod(() => import('~/pages/system/rack-networking/BgpAnnounceSetsTab')),
                children: [
                  { path: 'announce-sets', element: null },
                  {
                    path: 'announce-sets-new',
                    lazy: mod(() => import('~/forms/bgp-announce-set-create')),
                  },
                  {
                    path: 'announce-sets/:announceSet/edit',
                    lazy: mod(() => import('~/forms/bgp-announce-set-edit')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // pathless list route: the enable form lives at a sibling path (bfd-new)
        lazy: mod(() => import('~/pages/system/rack-networking/BfdPage')),
        children: [
          { path: 'bfd', element: null },
          { path: 'bfd-new', lazy: mod(() => import('~/forms/bfd-session-enable')) },
        ],
      },
      {
        // pathless list route: the create form lives at a sibling path (address-lots-new)
        lazy: mod(() => import('~/pages/system/rack-networking/AddressLotsPage')),
        children: [
          { path: 'address-lots', element: null },
          { path: 'address-lots-new', lazy: mod(() => import('~/forms/address-lot-create')) },
        ],
      },
      {
        path: 'address-lots/:addressLot',
        // the list's crumb above the lot's own
        handle: { crumb: 'Address Lots', crumbPath: pb.addressLots() } satisfies RouteHandle,
        children: [
          {
            index: true,
            lazy: mod(() => import('~/pages/system/rack-networking/AddressLotPage')),
          },
        ],
      },
      {
        // pathless list route: the create form lives at a sibling path (loopback-addresses-new)
        lazy: mod(() => import('~/pages/system/rack-networking/LoopbackAddressesPage')),
        children: [
          { path: 'loopback-addresses', element: null },
          {
            path: 'loopback-addresses-new',
            lazy: mod(() => import('~/forms/loopback-address-create')),
          },
        ],
      },
      {
        path: 'settings',
        lazy: mod(() => import('~/pages/system/rack-networking/NetworkingSettingsPage')),
        children: [
          { index: true, element: null },
          { path: 'allow-list/edit', lazy: mod(() => import('~/forms/allow-list-edit')) },
        ],
      },
      {
        // pathless list route: the create form lives at a sibling path (subnet-pools-new)
        lazy: mod(() => import('~/pages/system/subnet-pools/SubnetPoolsPage')),
        children: [
          { path: 'subnet-pools', element: null },
          { path: 'subnet-pools-new', lazy: mod(() => import('~/forms/subnet-pool-create')) },
        ],
      },
      {
        path: 'subnet-pools/:pool',
        // the list's crumb above the pool's own
        handle: { crumb: 'Subnet Pools', crumbPath: '/system/networking/subnet-pools' },
        children: [
          {
            lazy: mod(() => import('~/pages/system/subnet-pools/SubnetPoolPage')),
            children: [
              { index: true, element: null },
              { path: 'edit', lazy: mod(() => import('~/forms/subnet-pool-edit')) },
              {
                path: 'members-add',
                lazy: mod(() => import('~/forms/subnet-pool-member-add')),
              },
            ],
          },
        ],
      },
    ],
  },
]
