import { type RouteEntry } from '~/route-list'

/**
 * The route patterns that lead to a page today: `built` routes of app/route-list.ts, less the
 * index redirects whose target is not built yet. Generated from route-list.ts (which is too big
 * for the first screen); built-routes.spec.ts fails with the new list when they drift apart, so
 * a page flipped to `built` there shows up in sidebars, the palette and links by itself.
 */
export const BUILT_PATTERNS: readonly string[] = [
  '/login',
  '/login/:silo/local',
  '/login/:silo/saml/:provider',
  '/device/verify',
  '/device/success',
  '/settings',
  '/settings/profile',
  '/settings/ssh-keys',
  '/settings/ssh-keys-new',
  '/settings/ssh-keys/:sshKey/edit',
  '/settings/access-tokens',
  '/system',
  '/system/silos',
  '/system/silos-new',
  '/system/silos/:silo',
  '/system/silos/:silo/idps',
  '/system/silos/:silo/idps-new',
  '/system/silos/:silo/idps/saml/:provider',
  '/system/silos/:silo/ip-pools',
  '/system/silos/:silo/subnet-pools',
  '/system/silos/:silo/quotas',
  '/system/silos/:silo/fleet-roles',
  '/system/silos/:silo/access',
  '/system/silos/:silo/local-users',
  '/system/silos/:silo/users',
  '/system/silos/:silo/certificates',
  '/system/issues',
  '/system/audit-log',
  '/system/support-bundles',
  '/system/support-bundles-new',
  '/system/support-bundles/:bundleId',
  '/system/inventory/racks',
  '/system/users-builtin',
  '/system/users-builtin/:user',
  '/system/metrics',
  '/system/probes',
  '/system/probes-new',
  '/system/probes/:probe',
  '/system/utilization',
  '/system/inventory',
  '/system/inventory/sleds',
  '/system/inventory/disks',
  '/system/inventory/switches',
  '/system/inventory/switches/:switchId',
  '/system/inventory/switches/:switchId/ports/:port',
  '/system/inventory/sleds/:sledId',
  '/system/inventory/sleds/:sledId/instances',
  '/system/inventory/sleds/:sledId/disks',
  '/system/inventory/disks/:diskId',
  '/system/inventory/racks/:rackId',
  '/system/networking',
  '/system/networking/bgp',
  '/system/networking/bgp/peers',
  '/system/networking/bgp/routes',
  '/system/networking/bgp/history',
  '/system/networking/bgp/configs',
  '/system/networking/bgp/configs-new',
  '/system/networking/bgp/configs/:bgpConfig/edit',
  '/system/networking/bgp/announce-sets',
  '/system/networking/bgp/announce-sets-new',
  '/system/networking/bgp/announce-sets/:announceSet/edit',
  '/system/networking/bfd',
  '/system/networking/address-lots',
  '/system/networking/address-lots-new',
  '/system/networking/address-lots/:addressLot',
  '/system/networking/loopback-addresses',
  '/system/networking/loopback-addresses-new',
  '/system/networking/settings',
  '/system/networking/settings/allow-list/edit',
  '/system/networking/ip-pools',
  '/system/networking/port-settings',
  '/system/networking/port-settings-new',
  '/system/networking/port-settings/:portSettings',
  '/system/networking/ip-pools-new',
  '/system/networking/ip-pools/:pool',
  '/system/networking/ip-pools/:pool/edit',
  '/system/networking/ip-pools/:pool/ranges-add',
  '/system/networking/subnet-pools',
  '/system/networking/subnet-pools-new',
  '/system/networking/subnet-pools/:pool',
  '/system/networking/subnet-pools/:pool/edit',
  '/system/networking/subnet-pools/:pool/members-add',
  '/system/update',
  '/system/update/repositories/:systemVersion',
  '/system/update/trust-roots/:trustRootId',
  '/system/alerts',
  '/system/alerts-new',
  '/system/alert-log',
  '/system/alerts/:receiver',
  '/system/alerts/:receiver/deliveries',
  '/system/alerts/:receiver/subscriptions',
  '/system/alerts/:receiver/secrets',
  '/system/alerts/:receiver/edit',
  '/system/access',
  '/',
  '/images',
  '/images/:image/edit',
  '/utilization',
  '/multicast-groups',
  '/multicast-groups-join',
  '/multicast-groups/:group',
  '/multicast-groups/:group/join',
  '/access',
  '/auth-settings',
  '/users',
  '/users/:userId',
  '/groups',
  '/groups/:groupId',
  '/projects',
  '/projects-new',
  '/projects/:project/edit',
  '/lookup/instances/:instance',
  '/lookup/i/:instance',
  '/projects/:project',
  '/projects/:project/instances',
  '/projects/:project/instances-new',
  '/projects/:project/instances/:instance',
  '/projects/:project/instances/:instance/storage',
  '/projects/:project/instances/:instance/networking',
  '/projects/:project/instances/:instance/metrics',
  '/projects/:project/instances/:instance/metrics/cpu',
  '/projects/:project/instances/:instance/metrics/disk',
  '/projects/:project/instances/:instance/metrics/network',
  '/projects/:project/instances/:instance/connect',
  '/projects/:project/instances/:instance/settings',
  '/projects/:project/instances/:instance/serial-console',
  '/projects/:project/vpcs',
  '/projects/:project/vpcs-new',
  '/projects/:project/vpcs/:vpc',
  '/projects/:project/vpcs/:vpc/edit',
  '/projects/:project/vpcs/:vpc/firewall-rules',
  '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?',
  '/projects/:project/vpcs/:vpc/firewall-rules/:rule/edit',
  '/projects/:project/vpcs/:vpc/subnets',
  '/projects/:project/vpcs/:vpc/subnets-new',
  '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
  '/projects/:project/vpcs/:vpc/routers',
  '/projects/:project/vpcs/:vpc/routers-new',
  '/projects/:project/vpcs/:vpc/routers/:router',
  '/projects/:project/vpcs/:vpc/routers/:router/edit',
  '/projects/:project/vpcs/:vpc/routers/:router/routes-new',
  '/projects/:project/vpcs/:vpc/routers/:router/routes/:route/edit',
  '/projects/:project/vpcs/:vpc/internet-gateways',
  '/projects/:project/vpcs/:vpc/internet-gateways-new',
  '/projects/:project/vpcs/:vpc/internet-gateways/:gateway',
  '/projects/:project/floating-ips',
  '/projects/:project/floating-ips-new',
  '/projects/:project/floating-ips/:floatingIp/edit',
  '/projects/:project/external-subnets',
  '/projects/:project/external-subnets-new',
  '/projects/:project/external-subnets/:externalSubnet/edit',
  '/projects/:project/disks',
  '/projects/:project/disks-new',
  '/projects/:project/snapshots',
  '/projects/:project/snapshots-new',
  '/projects/:project/snapshots/:snapshot/images-new',
  '/projects/:project/images',
  '/projects/:project/images-new',
  '/projects/:project/images/:image/edit',
  '/projects/:project/access',
  '/projects/:project/affinity',
  '/projects/:project/affinity-new',
  '/projects/:project/affinity/:antiAffinityGroup',
  '/projects/:project/affinity/:antiAffinityGroup/edit',
  '/projects/:project/affinity-groups/:affinityGroup',
  '/projects/:project/affinity-groups/:affinityGroup/edit',
]

/** A pattern's segments (`:param?` keeps its question mark). */
const patternSegments = (pattern: string) => pattern.split('/').filter(Boolean)

/** A path's segments, without its query and hash. */
const segmentsOf = (path: string) => patternSegments(path.replace(/[?#].*$/, ''))

/** Whether a path's segments fit a pattern's: see `matchesPattern`. */
function fits(want: readonly string[], have: readonly string[]): boolean {
  let i = 0
  for (const seg of want) {
    const optional = seg.startsWith(':') && seg.endsWith('?')
    if (i >= have.length) {
      if (optional) continue
      return false
    }
    if (!seg.startsWith(':') && seg !== have[i]) return false
    i++
  }
  return i === have.length
}

/**
 * Whether a concrete path (query and hash allowed) fits a route pattern: static segments match
 * exactly, `:param` matches any one segment, `:param?` may also be absent.
 */
export const matchesPattern = (pattern: string, path: string): boolean =>
  fits(patternSegments(pattern), segmentsOf(path))

/** The built patterns, split once: a new path is tested against all of them. */
const BUILT_SEGMENTS = BUILT_PATTERNS.map(patternSegments)

/** Answers for the paths links asked about: every sidebar and table link asks on each render. */
const builtCache = new Map<string, boolean>()

/** Whether a page exists at this path (so a link to it would not end on "Page not found"). */
export function isBuilt(path: string, patterns: readonly string[] = BUILT_PATTERNS): boolean {
  if (patterns !== BUILT_PATTERNS) return patterns.some((p) => matchesPattern(p, path))
  let built = builtCache.get(path)
  if (built === undefined) {
    const have = segmentsOf(path)
    built = BUILT_SEGMENTS.some((want) => fits(want, have))
    // a long session visits many paths: keep the answers bounded
    if (builtCache.size >= 2_000) builtCache.clear()
    builtCache.set(path, built)
  }
  return built
}

/**
 * The patterns to list above, from the full route list: built entries, and built redirects
 * only when the page they lead to is built too (following chains of redirects).
 */
export function deriveBuiltPatterns(list: readonly RouteEntry[]): string[] {
  const leadsToPage = (entry: RouteEntry, seen: Set<string>): boolean => {
    if (!entry.built) return false
    if (!entry.redirectsTo || seen.has(entry.pattern)) return !entry.redirectsTo
    seen.add(entry.pattern)
    const target = list.find(
      (e) => e.pattern !== entry.pattern && matchesPattern(e.pattern, entry.redirectsTo ?? ''),
    )
    return !!target && leadsToPage(target, seen)
  }
  return list.filter((e) => leadsToPage(e, new Set())).map((e) => e.pattern)
}
