import { type RouteObject } from 'react-router'

import { pb } from '~/api/path-builder'
import { instanceSelector, projectSelector, vpcSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'

import { goTo, mod } from './lazy'

const tab = (path: string, load: Parameters<typeof mod>[0]): RouteObject => ({
  path,
  lazy: mod(load),
})

/** The instance detail layout (header, properties, tab links); each tab in its outlet. */
const instanceRoutes: RouteObject[] = [
  {
    path: ':instance',
    lazy: mod(() => import('~/pages/project/instances/InstancePage')),
    children: [
      goTo('storage'),
      tab('storage', () => import('~/pages/project/instances/tabs/StorageTab')),
      tab('networking', () => import('~/pages/project/instances/tabs/NetworkingTab')),
      {
        // time range and sub-tab links; each sub-tab's charts in its outlet
        path: 'metrics',
        lazy: mod(() => import('~/pages/project/instances/tabs/MetricsTab')),
        children: [
          goTo('cpu'),
          tab('cpu', () => import('~/pages/project/instances/tabs/metrics/CpuMetrics')),
          tab('disk', () => import('~/pages/project/instances/tabs/metrics/DiskMetrics')),
          tab('network', () => import('~/pages/project/instances/tabs/metrics/NetworkMetrics')),
        ],
      },
      tab('connect', () => import('~/pages/project/instances/tabs/ConnectTab')),
      tab('settings', () => import('~/pages/project/instances/tabs/SettingsTab')),
    ],
  },
  {
    // a page of its own outside the detail layout, under the instance's crumb
    path: ':instance/serial-console',
    handle: {
      crumb: ({ params }) => instanceSelector(params).instance,
      crumbPath: (params) => pb.instance(instanceSelector(params)),
    } satisfies RouteHandle,
    children: [
      { index: true, lazy: mod(() => import('~/pages/project/instances/SerialConsolePage')) },
    ],
  },
]

/*
 * The project area below /projects/:project. Its table is not part of the first screen's
 * JavaScript (the projects list): it loads on the way in (app/routes/discover.ts) and is
 * grafted under the `project` route of app/routes.tsx, which holds the project layout and the
 * redirect to the instances.
 */
export const projectChildren: RouteObject[] = [
  {
    // the list's crumb, above every instance page and the create form
    handle: {
      crumb: 'Instances',
      crumbPath: (params) => pb.instances(projectSelector(params)),
    } satisfies RouteHandle,
    children: [
      {
        path: 'instances',
        children: [
          { index: true, lazy: mod(() => import('~/pages/project/instances/InstancesPage')) },
          ...instanceRoutes,
        ],
      },
      // a full page beside the list: Instances / New instance
      { path: 'instances-new', lazy: mod(() => import('~/forms/instance-create/page')) },
    ],
  },
  {
    // pathless list route: its create form lives at a sibling path (disks-new)
    lazy: mod(() => import('~/pages/project/disks/DisksPage')),
    children: [
      { path: 'disks', element: null },
      { path: 'disks-new', lazy: mod(() => import('~/forms/disk-create')) },
    ],
  },
  {
    lazy: mod(() => import('~/pages/project/snapshots/SnapshotsPage')),
    children: [
      { path: 'snapshots', element: null },
      { path: 'snapshots-new', lazy: mod(() => import('~/forms/snapshot-create')) },
      {
        path: 'snapshots/:snapshot/images-new',
        lazy: mod(() => import('~/forms/snapshot-image-create')),
      },
    ],
  },
  {
    lazy: mod(() => import('~/pages/project/images/ImagesPage')),
    children: [
      { path: 'images', element: null },
      { path: 'images-new', lazy: mod(() => import('~/forms/image-upload')) },
      { path: 'images/:image/edit', lazy: mod(() => import('~/forms/image-edit')) },
    ],
  },
  {
    lazy: mod(() => import('~/pages/project/floating-ips/FloatingIpsPage')),
    children: [
      { path: 'floating-ips', element: null },
      { path: 'floating-ips-new', lazy: mod(() => import('~/forms/floating-ip-create')) },
      {
        path: 'floating-ips/:floatingIp/edit',
        lazy: mod(() => import('~/forms/floating-ip-edit')),
      },
    ],
  },
  {
    lazy: mod(() => import('~/pages/project/external-subnets/ExternalSubnetsPage')),
    children: [
      { path: 'external-subnets', element: null },
      {
        path: 'external-subnets-new',
        lazy: mod(() => import('~/forms/external-subnet-create')),
      },
      {
        path: 'external-subnets/:externalSubnet/edit',
        lazy: mod(() => import('~/forms/external-subnet-edit')),
      },
    ],
  },
  { path: 'access', lazy: mod(() => import('~/pages/access/ProjectAccessPage')) },
  {
    // the list's crumb, above both kinds of group page and the list's side modals
    handle: {
      crumb: 'Affinity Groups',
      crumbPath: (params) => pb.affinity(projectSelector(params)),
    } satisfies RouteHandle,
    children: [
      {
        lazy: mod(() => import('~/pages/project/affinity/AffinityPage')),
        children: [
          { path: 'affinity', element: null },
          { path: 'affinity-new', lazy: mod(() => import('~/forms/affinity-group-create')) },
          {
            path: 'affinity/:antiAffinityGroup/edit',
            lazy: mod(() => import('~/forms/affinity-group-edit')),
          },
          {
            path: 'affinity-groups/:affinityGroup/edit',
            lazy: mod(() => import('~/forms/affinity-group-edit')),
          },
        ],
      },
      {
        path: 'affinity/:antiAffinityGroup',
        lazy: mod(() => import('~/pages/project/affinity/GroupPage')),
      },
      {
        path: 'affinity-groups/:affinityGroup',
        lazy: mod(() => import('~/pages/project/affinity/GroupPage')),
      },
    ],
  },
  {
    // the list's crumb, above the VPC pages and the list's side modals
    handle: {
      crumb: 'VPCs',
      crumbPath: (params) => pb.vpcs(projectSelector(params)),
    } satisfies RouteHandle,
    children: [
      {
        lazy: mod(() => import('~/pages/project/vpcs/VpcsPage')),
        children: [
          { path: 'vpcs', element: null },
          { path: 'vpcs-new', lazy: mod(() => import('~/forms/vpc-create')) },
          { path: 'vpcs/:vpc/edit', lazy: mod(() => import('~/forms/vpc-edit')) },
        ],
      },
      {
        path: 'vpcs/:vpc',
        lazy: mod(() => import('~/pages/project/vpcs/VpcPage')),
        children: [
          goTo('firewall-rules'),
          {
            lazy: mod(() => import('~/pages/project/vpcs/tabs/FirewallRulesTab')),
            children: [
              { path: 'firewall-rules', element: null },
              {
                path: 'firewall-rules-new/:rule?',
                lazy: mod(() => import('~/forms/firewall-rule-create')),
              },
              {
                path: 'firewall-rules/:rule/edit',
                lazy: mod(() => import('~/forms/firewall-rule-edit')),
              },
            ],
          },
          {
            lazy: mod(() => import('~/pages/project/vpcs/tabs/SubnetsTab')),
            children: [
              { path: 'subnets', element: null },
              { path: 'subnets-new', lazy: mod(() => import('~/forms/subnet-create')) },
              {
                path: 'subnets/:subnet/edit',
                lazy: mod(() => import('~/forms/subnet-edit')),
              },
            ],
          },
          {
            lazy: mod(() => import('~/pages/project/vpcs/tabs/RoutersTab')),
            children: [
              { path: 'routers', element: null },
              { path: 'routers-new', lazy: mod(() => import('~/forms/router-create')) },
              {
                path: 'routers/:router/edit',
                lazy: mod(() => import('~/forms/router-edit')),
              },
            ],
          },
          {
            lazy: mod(() => import('~/pages/project/vpcs/tabs/InternetGatewaysTab')),
            children: [
              { path: 'internet-gateways', element: null },
              {
                path: 'internet-gateways-new',
                lazy: mod(() => import('~/forms/internet-gateway-create')),
              },
              {
                path: 'internet-gateways/:gateway',
                lazy: mod(() => import('~/pages/project/vpcs/InternetGatewayPage')),
              },
            ],
          },
        ],
      },
      {
        // a router's page: under the VPC's crumb and the routers tab's, outside the tabs
        path: 'vpcs/:vpc',
        handle: {
          crumb: ({ params }) => vpcSelector(params).vpc,
          crumbPath: (params) => pb.vpc(vpcSelector(params)),
        } satisfies RouteHandle,
        children: [
          {
            handle: {
              crumb: 'Routers',
              crumbPath: (params) => pb.vpcRouters(vpcSelector(params)),
            } satisfies RouteHandle,
            children: [
              {
                path: 'routers/:router',
                lazy: mod(() => import('~/pages/project/vpcs/RouterPage')),
                children: [
                  { index: true, element: null },
                  { path: 'routes-new', lazy: mod(() => import('~/forms/route-create')) },
                  {
                    path: 'routes/:route/edit',
                    lazy: mod(() => import('~/forms/route-edit')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]
