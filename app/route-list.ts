/**
 * Every route of the spec (section 2), with a real example path on the mock API's seed data
 * and whether the route is built yet. `app/routes.tsx` holds only built routes (and the
 * redirect parents of unbuilt ones); an unbuilt route shows the not-found screen. When you
 * build a page, wire it in routes.tsx and flip `built` here.
 *
 * Seed names used: silo lumen (users ada, ben, cleo, dev, eve), projects web-app,
 * data-pipeline, sandbox; instance web-frontend-1; VPC default with subnets default and dmz,
 * router web-egress (route internet), internet gateway default, firewall rule allow-ssh;
 * floating IP web-public; snapshot web-assets-weekly; project image web-golden-2025-09;
 * silo image ubuntu-24-04; anti-affinity group web-frontends, affinity group api-near-cache;
 * SSH key ada-laptop;
 * IP pool lumen-v4; SAML provider okta; sled 0.
 */
export type RouteEntry = {
  /** The route pattern, as in routes.tsx. */
  pattern: string
  /** A path that exists in the mock seed. */
  example: string
  built: boolean
  /** Index routes that only redirect: where `example` ends up. */
  redirectsTo?: string
  /** Needs a fleet viewer (operator), e.g. ada. */
  operator?: boolean
}

const SLED = 'eefbd99e-c409-4151-afef-ccf8c47ee270' // sled 0 of the seed
const SWITCH = '6bb87f47-c0a5-46fa-9c19-517dbba503da' // switch0 of the seed
const DISK = 'add807c6-9355-4b3d-899d-2587975d5dba' // sled 0's first physical disk
const RACK = '8d7ef02b-8357-443b-b84c-68ffeaa32847' // the seed's rack
const TRUST_ROOT = '4750cf6b-82a7-455d-b012-17468a0e5466' // the seed's trust root
const BUNDLE = '28a8454a-6be1-4f4e-bbda-bb67dfe1fc11' // the seed's active support bundle
const INSTANCE_ID = '9be4b1d6-a240-4008-a477-356abab67664' // web-app/web-frontend-1
const DEV_ID = 'e2f6a91a-a82a-4702-bc88-39bbbaa3538a' // lumen user dev
const READERS_ID = '4ec1cadb-d11d-46e7-b479-562c2da3c827' // lumen group readers

const P = '/projects/web-app'
const I = `${P}/instances/web-frontend-1`
const V = `${P}/vpcs/default`

export const routeList: RouteEntry[] = [
  // sign-in and device flow
  {
    pattern: '/login',
    example: '/login?redirect_uri=%2Fprojects',
    built: true,
    redirectsTo: '/login/lumen/local?redirect_uri=%2Fprojects',
  },
  { pattern: '/login/:silo/local', example: '/login/lumen/local', built: true },
  { pattern: '/login/:silo/saml/:provider', example: '/login/lumen/saml/okta', built: true },
  { pattern: '/device/verify', example: '/device/verify', built: true },
  { pattern: '/device/success', example: '/device/success', built: true },

  // settings
  { pattern: '/settings', example: '/settings', built: true, redirectsTo: '/settings/profile' },
  { pattern: '/settings/profile', example: '/settings/profile', built: true },
  { pattern: '/settings/ssh-keys', example: '/settings/ssh-keys', built: true },
  { pattern: '/settings/ssh-keys-new', example: '/settings/ssh-keys-new', built: true },
  {
    pattern: '/settings/ssh-keys/:sshKey/edit',
    example: '/settings/ssh-keys/ada-laptop/edit',
    built: true,
  },
  { pattern: '/settings/access-tokens', example: '/settings/access-tokens', built: true },

  // system (operators)
  {
    pattern: '/system',
    example: '/system',
    built: true,
    redirectsTo: '/system/silos',
    operator: true,
  },
  { pattern: '/system/silos', example: '/system/silos', built: true, operator: true },
  { pattern: '/system/silos-new', example: '/system/silos-new', built: true, operator: true },
  {
    pattern: '/system/silos/:silo',
    example: '/system/silos/lumen',
    built: true,
    redirectsTo: '/system/silos/lumen/idps',
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/idps',
    example: '/system/silos/lumen/idps',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/idps-new',
    example: '/system/silos/lumen/idps-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/idps/saml/:provider',
    example: '/system/silos/lumen/idps/saml/okta',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/ip-pools',
    example: '/system/silos/lumen/ip-pools',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/subnet-pools',
    example: '/system/silos/lumen/subnet-pools',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/quotas',
    example: '/system/silos/lumen/quotas',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/fleet-roles',
    example: '/system/silos/lumen/fleet-roles',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/access',
    example: '/system/silos/lumen/access',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/local-users',
    example: '/system/silos/lumen/local-users',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/users',
    example: '/system/silos/lumen/users',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/silos/:silo/certificates',
    example: '/system/silos/lumen/certificates',
    built: true,
    operator: true,
  },
  { pattern: '/system/issues', example: '/system/issues', built: true, operator: true },
  { pattern: '/system/audit-log', example: '/system/audit-log', built: true, operator: true },
  {
    pattern: '/system/support-bundles',
    example: '/system/support-bundles',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/support-bundles-new',
    example: '/system/support-bundles-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/support-bundles/:bundleId',
    example: `/system/support-bundles/${BUNDLE}`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/racks',
    example: '/system/inventory/racks',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/users-builtin',
    example: '/system/users-builtin',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/users-builtin/:user',
    example: '/system/users-builtin/db-init',
    built: true,
    operator: true,
  },
  { pattern: '/system/metrics', example: '/system/metrics', built: true, operator: true },
  {
    pattern: '/system/probes',
    example: '/system/probes?project=web-app',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/probes-new',
    example: '/system/probes-new?project=web-app',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/probes/:probe',
    example: '/system/probes/edge-probe?project=web-app',
    built: true,
    operator: true,
  },
  { pattern: '/system/utilization', example: '/system/utilization', built: true, operator: true },
  {
    pattern: '/system/inventory',
    example: '/system/inventory',
    built: true,
    redirectsTo: '/system/inventory/sleds',
    operator: true,
  },
  {
    pattern: '/system/inventory/sleds',
    example: '/system/inventory/sleds',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/disks',
    example: '/system/inventory/disks',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/switches',
    example: '/system/inventory/switches',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/switches/:switchId',
    example: `/system/inventory/switches/${SWITCH}`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/switches/:switchId/ports/:port',
    example: `/system/inventory/switches/${SWITCH}/ports/qsfp0`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/sleds/:sledId',
    example: `/system/inventory/sleds/${SLED}`,
    built: true,
    redirectsTo: `/system/inventory/sleds/${SLED}/instances`,
    operator: true,
  },
  {
    pattern: '/system/inventory/sleds/:sledId/instances',
    example: `/system/inventory/sleds/${SLED}/instances`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/sleds/:sledId/disks',
    example: `/system/inventory/sleds/${SLED}/disks`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/disks/:diskId',
    example: `/system/inventory/disks/${DISK}`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/inventory/racks/:rackId',
    example: `/system/inventory/racks/${RACK}`,
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking',
    example: '/system/networking',
    built: true,
    redirectsTo: '/system/networking/ip-pools',
    operator: true,
  },
  {
    pattern: '/system/networking/bgp',
    example: '/system/networking/bgp',
    built: true,
    redirectsTo: '/system/networking/bgp/peers',
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/peers',
    example: '/system/networking/bgp/peers',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/routes',
    example: '/system/networking/bgp/routes',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/history',
    example: '/system/networking/bgp/history',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/configs',
    example: '/system/networking/bgp/configs',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/configs-new',
    example: '/system/networking/bgp/configs-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/configs/:bgpConfig/edit',
    example: '/system/networking/bgp/configs/as65547/edit',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/announce-sets',
    example: '/system/networking/bgp/announce-sets',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/announce-sets-new',
    example: '/system/networking/bgp/announce-sets-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bgp/announce-sets/:announceSet/edit',
    example: '/system/networking/bgp/announce-sets/as65547-announce/edit',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/bfd',
    example: '/system/networking/bfd',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/address-lots',
    example: '/system/networking/address-lots',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/address-lots-new',
    example: '/system/networking/address-lots-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/address-lots/:addressLot',
    example: '/system/networking/address-lots/initial-infra',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/loopback-addresses',
    example: '/system/networking/loopback-addresses',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/loopback-addresses-new',
    example: '/system/networking/loopback-addresses-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/settings',
    example: '/system/networking/settings',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/settings/allow-list/edit',
    example: '/system/networking/settings/allow-list/edit',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/ip-pools',
    example: '/system/networking/ip-pools',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/port-settings',
    example: '/system/networking/port-settings',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/port-settings-new',
    example: '/system/networking/port-settings-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/port-settings/:portSettings',
    example: '/system/networking/port-settings/sw0-uplink0',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/ip-pools-new',
    example: '/system/networking/ip-pools-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/ip-pools/:pool',
    example: '/system/networking/ip-pools/lumen-v4',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/ip-pools/:pool/edit',
    example: '/system/networking/ip-pools/lumen-v4/edit',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/ip-pools/:pool/ranges-add',
    example: '/system/networking/ip-pools/lumen-v4/ranges-add',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/subnet-pools',
    example: '/system/networking/subnet-pools',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/subnet-pools-new',
    example: '/system/networking/subnet-pools-new',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/subnet-pools/:pool',
    example: '/system/networking/subnet-pools/lumen-subnets',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/subnet-pools/:pool/edit',
    example: '/system/networking/subnet-pools/lumen-subnets/edit',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/networking/subnet-pools/:pool/members-add',
    example: '/system/networking/subnet-pools/lumen-subnets/members-add',
    built: true,
    operator: true,
  },
  { pattern: '/system/update', example: '/system/update', built: true, operator: true },
  {
    pattern: '/system/update/repositories/:systemVersion',
    example: '/system/update/repositories/15.0.0',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/update/trust-roots/:trustRootId',
    example: `/system/update/trust-roots/${TRUST_ROOT}`,
    built: true,
    operator: true,
  },
  { pattern: '/system/alerts', example: '/system/alerts', built: true, operator: true },
  { pattern: '/system/alerts-new', example: '/system/alerts-new', built: true, operator: true },
  { pattern: '/system/alert-log', example: '/system/alert-log', built: true, operator: true },
  {
    pattern: '/system/alerts/:receiver',
    example: '/system/alerts/ops-pager',
    built: true,
    redirectsTo: '/system/alerts/ops-pager/deliveries',
    operator: true,
  },
  {
    pattern: '/system/alerts/:receiver/deliveries',
    example: '/system/alerts/ops-pager/deliveries',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/alerts/:receiver/subscriptions',
    example: '/system/alerts/ops-pager/subscriptions',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/alerts/:receiver/secrets',
    example: '/system/alerts/ops-pager/secrets',
    built: true,
    operator: true,
  },
  {
    pattern: '/system/alerts/:receiver/edit',
    example: '/system/alerts/ops-pager/edit',
    built: true,
    operator: true,
  },
  { pattern: '/system/access', example: '/system/access', built: true, operator: true },

  // silo
  { pattern: '/', example: '/', built: true, redirectsTo: '/projects' },
  { pattern: '/images', example: '/images', built: true },
  { pattern: '/images/:image/edit', example: '/images/ubuntu-24-04/edit', built: true },
  { pattern: '/utilization', example: '/utilization', built: true },
  { pattern: '/multicast-groups', example: '/multicast-groups', built: true },
  { pattern: '/multicast-groups-join', example: '/multicast-groups-join', built: true },
  { pattern: '/multicast-groups/:group', example: '/multicast-groups/video-feed', built: true },
  {
    pattern: '/multicast-groups/:group/join',
    example: '/multicast-groups/video-feed/join',
    built: true,
  },
  { pattern: '/access', example: '/access', built: true },
  { pattern: '/auth-settings', example: '/auth-settings', built: true },
  { pattern: '/users', example: '/users', built: true },
  { pattern: '/users/:userId', example: `/users/${DEV_ID}`, built: true },
  { pattern: '/groups', example: '/groups', built: true },
  { pattern: '/groups/:groupId', example: `/groups/${READERS_ID}`, built: true },
  { pattern: '/projects', example: '/projects', built: true },
  { pattern: '/projects-new', example: '/projects-new', built: true },
  { pattern: '/projects/:project/edit', example: `${P}/edit`, built: true },

  // instance lookup by id
  {
    pattern: '/lookup/instances/:instance',
    example: `/lookup/instances/${INSTANCE_ID}`,
    built: true,
  },
  { pattern: '/lookup/i/:instance', example: `/lookup/i/${INSTANCE_ID}`, built: true },

  // project area
  { pattern: '/projects/:project', example: P, built: true, redirectsTo: `${P}/instances` },
  { pattern: '/projects/:project/instances', example: `${P}/instances`, built: true },
  { pattern: '/projects/:project/instances-new', example: `${P}/instances-new`, built: true },
  {
    pattern: '/projects/:project/instances/:instance',
    example: I,
    built: true,
    redirectsTo: `${I}/storage`,
  },
  {
    pattern: '/projects/:project/instances/:instance/storage',
    example: `${I}/storage`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/networking',
    example: `${I}/networking`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/metrics',
    example: `${I}/metrics`,
    built: true,
    redirectsTo: `${I}/metrics/cpu`,
  },
  {
    pattern: '/projects/:project/instances/:instance/metrics/cpu',
    example: `${I}/metrics/cpu`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/metrics/disk',
    example: `${I}/metrics/disk`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/metrics/network',
    example: `${I}/metrics/network`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/connect',
    example: `${I}/connect`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/settings',
    example: `${I}/settings`,
    built: true,
  },
  {
    pattern: '/projects/:project/instances/:instance/serial-console',
    example: `${I}/serial-console`,
    built: true,
  },
  { pattern: '/projects/:project/vpcs', example: `${P}/vpcs`, built: true },
  { pattern: '/projects/:project/vpcs-new', example: `${P}/vpcs-new`, built: true },
  {
    pattern: '/projects/:project/vpcs/:vpc',
    example: V,
    built: true,
    redirectsTo: `${V}/firewall-rules`,
  },
  { pattern: '/projects/:project/vpcs/:vpc/edit', example: `${V}/edit`, built: true },
  {
    pattern: '/projects/:project/vpcs/:vpc/firewall-rules',
    example: `${V}/firewall-rules`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?',
    example: `${V}/firewall-rules-new/allow-ssh`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/firewall-rules/:rule/edit',
    example: `${V}/firewall-rules/allow-ssh/edit`,
    built: true,
  },
  { pattern: '/projects/:project/vpcs/:vpc/subnets', example: `${V}/subnets`, built: true },
  {
    pattern: '/projects/:project/vpcs/:vpc/subnets-new',
    example: `${V}/subnets-new`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
    example: `${V}/subnets/dmz/edit`,
    built: true,
  },
  { pattern: '/projects/:project/vpcs/:vpc/routers', example: `${V}/routers`, built: true },
  {
    pattern: '/projects/:project/vpcs/:vpc/routers-new',
    example: `${V}/routers-new`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/routers/:router',
    example: `${V}/routers/web-egress`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/routers/:router/edit',
    example: `${V}/routers/web-egress/edit`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/routers/:router/routes-new',
    example: `${V}/routers/web-egress/routes-new`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/routers/:router/routes/:route/edit',
    example: `${V}/routers/web-egress/routes/internet/edit`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/internet-gateways',
    example: `${V}/internet-gateways`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/internet-gateways-new',
    example: `${V}/internet-gateways-new`,
    built: true,
  },
  {
    pattern: '/projects/:project/vpcs/:vpc/internet-gateways/:gateway',
    example: `${V}/internet-gateways/default`,
    built: true,
  },
  { pattern: '/projects/:project/floating-ips', example: `${P}/floating-ips`, built: true },
  {
    pattern: '/projects/:project/floating-ips-new',
    example: `${P}/floating-ips-new`,
    built: true,
  },
  {
    pattern: '/projects/:project/floating-ips/:floatingIp/edit',
    example: `${P}/floating-ips/web-public/edit`,
    built: true,
  },
  {
    pattern: '/projects/:project/external-subnets',
    example: `${P}/external-subnets`,
    built: true,
  },
  {
    pattern: '/projects/:project/external-subnets-new',
    example: `${P}/external-subnets-new`,
    built: true,
  },
  {
    pattern: '/projects/:project/external-subnets/:externalSubnet/edit',
    example: `${P}/external-subnets/web-edge/edit`,
    built: true,
  },
  { pattern: '/projects/:project/disks', example: `${P}/disks`, built: true },
  { pattern: '/projects/:project/disks-new', example: `${P}/disks-new`, built: true },
  { pattern: '/projects/:project/snapshots', example: `${P}/snapshots`, built: true },
  { pattern: '/projects/:project/snapshots-new', example: `${P}/snapshots-new`, built: true },
  {
    pattern: '/projects/:project/snapshots/:snapshot/images-new',
    example: `${P}/snapshots/web-assets-weekly/images-new`,
    built: true,
  },
  { pattern: '/projects/:project/images', example: `${P}/images`, built: true },
  { pattern: '/projects/:project/images-new', example: `${P}/images-new`, built: true },
  {
    pattern: '/projects/:project/images/:image/edit',
    example: `${P}/images/web-golden-2025-09/edit`,
    built: true,
  },
  { pattern: '/projects/:project/access', example: `${P}/access`, built: true },
  { pattern: '/projects/:project/affinity', example: `${P}/affinity`, built: true },
  { pattern: '/projects/:project/affinity-new', example: `${P}/affinity-new`, built: true },
  {
    pattern: '/projects/:project/affinity/:antiAffinityGroup',
    example: `${P}/affinity/web-frontends`,
    built: true,
  },
  {
    pattern: '/projects/:project/affinity/:antiAffinityGroup/edit',
    example: `${P}/affinity/web-frontends/edit`,
    built: true,
  },
  {
    pattern: '/projects/:project/affinity-groups/:affinityGroup',
    example: `${P}/affinity-groups/api-near-cache`,
    built: true,
  },
  {
    pattern: '/projects/:project/affinity-groups/:affinityGroup/edit',
    example: `${P}/affinity-groups/api-near-cache/edit`,
    built: true,
  },
]
