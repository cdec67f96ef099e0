import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'

import { routeExamples } from '../../test/fixtures/routes'
import { pb } from './path-builder'

type Pb = typeof pb
/** One argument list per builder: a new pb function fails to type-check until it is listed. */
const samples: { [K in keyof Pb]: Parameters<Pb[K]> } = {
  projects: [],
  projectsNew: [],
  project: [{ project: 'web-app' }],
  projectEdit: [{ project: 'web-app' }],
  instances: [{ project: 'web-app' }],
  instancesNew: [{ project: 'web-app' }],
  instance: [{ project: 'web-app', instance: 'web-frontend-1' }],
  instanceStorage: [{ project: 'web-app', instance: 'web-frontend-1' }],
  serialConsole: [{ project: 'web-app', instance: 'web-frontend-1' }],
  instanceNetworking: [{ project: 'web-app', instance: 'web-frontend-1' }],
  instanceMetrics: [{ project: 'web-app', instance: 'web-frontend-1' }],
  instanceConnect: [{ project: 'web-app', instance: 'web-frontend-1' }],
  instanceSettings: [{ project: 'web-app', instance: 'web-frontend-1' }],
  instanceLookup: [{ id: '9be4b1d6-a240-4008-a477-356abab67664' }],
  antiAffinityGroup: [{ project: 'web-app', antiAffinityGroup: 'web-frontends' }],
  disks: [{ project: 'web-app' }],
  disksNew: [{ project: 'web-app' }],
  snapshots: [{ project: 'web-app' }],
  snapshotsNew: [{ project: 'web-app' }],
  snapshotImageNew: [{ project: 'web-app', snapshot: 'web-assets-weekly' }],
  projectImages: [{ project: 'web-app' }],
  projectImagesNew: [{ project: 'web-app' }],
  projectImageEdit: [{ project: 'web-app', image: 'web-golden-2025-09' }],
  vpcs: [{ project: 'web-app' }],
  vpc: [{ project: 'web-app', vpc: 'default' }],
  vpcsNew: [{ project: 'web-app' }],
  vpcEdit: [{ project: 'web-app', vpc: 'default' }],
  vpcFirewallRules: [{ project: 'web-app', vpc: 'default' }],
  firewallRuleNew: [{ project: 'web-app', vpc: 'default', rule: 'allow-ssh' }],
  firewallRuleEdit: [{ project: 'web-app', vpc: 'default', rule: 'allow-ssh' }],
  vpcSubnets: [{ project: 'web-app', vpc: 'default' }],
  vpcSubnetsNew: [{ project: 'web-app', vpc: 'default' }],
  vpcSubnetEdit: [{ project: 'web-app', vpc: 'default', subnet: 'dmz' }],
  vpcRouters: [{ project: 'web-app', vpc: 'default' }],
  vpcRoutersNew: [{ project: 'web-app', vpc: 'default' }],
  vpcInternetGateway: [{ project: 'web-app', vpc: 'default', gateway: 'default' }],
  vpcRouter: [{ project: 'web-app', vpc: 'default', router: 'web-egress' }],
  vpcRouterEdit: [{ project: 'web-app', vpc: 'default', router: 'web-egress' }],
  vpcRouteNew: [{ project: 'web-app', vpc: 'default', router: 'web-egress' }],
  vpcRouteEdit: [{ project: 'web-app', vpc: 'default', router: 'web-egress', route: 'internet' }],
  vpcInternetGateways: [{ project: 'web-app', vpc: 'default' }],
  vpcInternetGatewaysNew: [{ project: 'web-app', vpc: 'default' }],
  floatingIps: [{ project: 'web-app' }],
  floatingIpsNew: [{ project: 'web-app' }],
  floatingIpEdit: [{ project: 'web-app', floatingIp: 'web-public' }],
  externalSubnets: [{ project: 'web-app' }],
  externalSubnetsNew: [{ project: 'web-app' }],
  externalSubnetEdit: [{ project: 'web-app', externalSubnet: 'web-edge' }],
  projectAccess: [{ project: 'web-app' }],
  affinity: [{ project: 'web-app' }],
  affinityNew: [{ project: 'web-app' }],
  antiAffinityGroupEdit: [{ project: 'web-app', antiAffinityGroup: 'web-frontends' }],
  affinityGroup: [{ project: 'web-app', affinityGroup: 'api-near-cache' }],
  affinityGroupEdit: [{ project: 'web-app', affinityGroup: 'api-near-cache' }],
  siloImages: [],
  siloImageEdit: [{ image: 'ubuntu-24-04' }],
  siloUtilization: [],
  multicastGroups: [],
  multicastGroupsJoin: [],
  multicastGroup: [{ group: 'video-feed' }],
  multicastGroupJoin: [{ group: 'video-feed' }],
  siloAccess: [],
  authSettings: [],
  siloUsers: [],
  siloUser: [{ userId: 'e2f6a91a-a82a-4702-bc88-39bbbaa3538a' }],
  siloGroups: [],
  siloGroup: [{ groupId: '4ec1cadb-d11d-46e7-b479-562c2da3c827' }],
  settings: [],
  profile: [],
  sshKeys: [],
  sshKeysNew: [],
  sshKeyEdit: [{ sshKey: 'ada-laptop' }],
  accessTokens: [],
  system: [],
  fleetAccess: [],
  silos: [],
  silo: [{ silo: 'lumen' }],
  silosNew: [],
  siloIdps: [{ silo: 'lumen' }],
  siloIdpsNew: [{ silo: 'lumen' }],
  samlIdp: [{ silo: 'lumen', provider: 'okta' }],
  siloIpPools: [{ silo: 'lumen' }],
  siloSubnetPools: [{ silo: 'lumen' }],
  siloQuotas: [{ silo: 'lumen' }],
  siloFleetRoles: [{ silo: 'lumen' }],
  siloLocalUsers: [{ silo: 'lumen' }],
  siloCertificates: [{ silo: 'lumen' }],
  siloPolicy: [{ silo: 'lumen' }],
  systemUtilization: [],
  inventory: [],
  sleds: [],
  ipPools: [],
  ipPoolsNew: [],
  ipPool: [{ pool: 'lumen-v4' }],
  ipPoolEdit: [{ pool: 'lumen-v4' }],
  ipPoolRangesAdd: [{ pool: 'lumen-v4' }],
  subnetPools: [],
  subnetPoolsNew: [],
  subnetPool: [{ pool: 'lumen-subnets' }],
  subnetPoolEdit: [{ pool: 'lumen-subnets' }],
  subnetPoolMembersAdd: [{ pool: 'lumen-subnets' }],
  physicalDisks: [],
  switches: [],
  switch: [{ switchId: '6bb87f47-c0a5-46fa-9c19-517dbba503da' }],
  switchPort: [{ switchId: '6bb87f47-c0a5-46fa-9c19-517dbba503da', port: 'qsfp0' }],
  portSettingsList: [],
  portSettingsNew: [],
  portSettings: [{ portSettings: 'sw0-uplink0' }],
  sledInstances: [{ sledId: 'eefbd99e-c409-4151-afef-ccf8c47ee270' }],
  sledDisks: [{ sledId: 'eefbd99e-c409-4151-afef-ccf8c47ee270' }],
  physicalDisk: [{ diskId: 'add807c6-9355-4b3d-899d-2587975d5dba' }],
  rack: [{ rackId: '8d7ef02b-8357-443b-b84c-68ffeaa32847' }],
  systemUpdate: [],
  updateRepository: [{ systemVersion: '15.0.0' }],
  trustRoot: [{ trustRootId: '4750cf6b-82a7-455d-b012-17468a0e5466' }],
  alertReceivers: [],
  alertReceiversNew: [],
  alertLog: [],
  alertReceiver: [{ receiver: 'ops-pager' }],
  alertReceiverDeliveries: [{ receiver: 'ops-pager' }],
  alertReceiverSubscriptions: [{ receiver: 'ops-pager' }],
  alertReceiverSecrets: [{ receiver: 'ops-pager' }],
  alertReceiverEdit: [{ receiver: 'ops-pager' }],
  systemIssues: [],
  systemMetrics: [],
  probes: [],
  probesNew: [],
  probe: [{ probe: 'edge-probe' }],
  auditLog: [],
  usersBuiltin: [],
  userBuiltin: [{ user: 'db-init' }],
  siloUsersOfSilo: [{ silo: 'lumen' }],
  racks: [],
  bgp: [],
  bgpPeers: [],
  bgpRoutes: [],
  bgpHistory: [],
  bgpConfigs: [],
  bgpConfigsNew: [],
  bgpConfigEdit: [{ bgpConfig: 'as65547' }],
  bgpAnnounceSets: [],
  bgpAnnounceSetsNew: [],
  bgpAnnounceSetEdit: [{ announceSet: 'as65547-announce' }],
  bfd: [],
  bfdNew: [],
  addressLots: [],
  addressLotsNew: [],
  addressLot: [{ addressLot: 'initial-infra' }],
  loopbackAddresses: [],
  loopbackAddressesNew: [],
  networkingSettings: [],
  allowListEdit: [],
  supportBundles: [],
  supportBundlesNew: [],
  supportBundle: [{ bundleId: '28a8454a-6be1-4f4e-bbda-bb67dfe1fc11' }],
  deviceVerify: [],
  deviceSuccess: [],
  localLogin: [{ silo: 'lumen' }],
}

const call = <K extends keyof Pb>(name: K, args: Parameters<Pb[K]>) =>
  (pb[name] as (...a: Parameters<Pb[K]>) => string)(...args)

/** The route patterns a path matches (React Router's own matcher). */
const patternsOf = (path: string) =>
  routeExamples.filter((r) => matchPath({ path: r.pattern, end: true }, path)).map((r) => r.pattern)

describe('path builder', () => {
  it.each(Object.keys(samples) as (keyof Pb)[])(
    'pb.%s builds a path of the route table',
    (name) => {
      const args = samples[name]
      const path = call(name, args)
      const [pattern, ...more] = patternsOf(path)
      expect(pattern, `${path} matches no route of test/fixtures/routes.ts`).toBeDefined()
      expect(more, `${path} matches more than one route`).toEqual([])
      // the parameters read back from the path are the ones given
      const params = matchPath(pattern!, path)!.params
      const given = (args[0] ?? {}) as Record<string, string>
      for (const [key, value] of Object.entries(given)) {
        const param = key === 'id' ? 'instance' : key
        expect(params[param], `${key} of ${path}`).toBe(value)
      }
    },
  )

  it('builds the seed examples of the route table', () => {
    const examples = new Set(routeExamples.map((r) => r.example.split('?')[0]))
    for (const name of Object.keys(samples) as (keyof Pb)[]) {
      const path = call(name, samples[name])
      if (name === 'instanceLookup') continue // the example uses the same id; covered above
      expect(examples.has(path), `${name}: ${path} is no seed example`).toBe(true)
    }
  })

  it('encodes every parameter as one path segment', () => {
    const project = 'a b/c?d#e%f'
    expect(pb.project({ project })).toBe('/projects/a%20b%2Fc%3Fd%23e%25f')
    expect(pb.instance({ project, instance: '../x' })).toBe(
      '/projects/a%20b%2Fc%3Fd%23e%25f/instances/..%2Fx',
    )
    expect(pb.sshKeyEdit({ sshKey: 'key&name=1' })).toBe('/settings/ssh-keys/key%26name%3D1/edit')
    expect(pb.localLogin({ silo: 'ü' })).toBe('/login/%C3%BC/local')
    // a slash in a name can never reach another route
    expect(patternsOf(pb.instances({ project: 'web-app/instances/x' }))).toEqual([
      '/projects/:project/instances',
    ])
  })

  it('reads the encoded values back unchanged', () => {
    const names = ['a b', 'x/y', 'q?r', 'h#i', 'p%q', 'ünï', "it's"]
    for (const instance of names) {
      const path = pb.instanceStorage({ project: 'web-app', instance })
      const segment = path.split('/')[4]!
      expect(decodeURIComponent(segment)).toBe(instance)
      expect(path.split('/')).toHaveLength(6)
    }
  })
})
