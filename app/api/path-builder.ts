/** Builds console paths; pages never concatenate URLs by hand. */
type P = { project: string }
type I = P & { instance: string }
type V = P & { vpc: string }

const enc = encodeURIComponent

export const pb = {
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  project: ({ project }: P) => `/projects/${enc(project)}`,
  projectEdit: ({ project }: P) => `/projects/${enc(project)}/edit`,
  instances: (p: P) => `${pb.project(p)}/instances`,
  instancesNew: (p: P) => `${pb.project(p)}/instances-new`,
  instance: (p: I) => `${pb.instances(p)}/${enc(p.instance)}`,
  instanceStorage: (p: I) => `${pb.instance(p)}/storage`,
  serialConsole: (p: I) => `${pb.instance(p)}/serial-console`,
  instanceNetworking: (p: I) => `${pb.instance(p)}/networking`,
  instanceMetrics: (p: I) => `${pb.instance(p)}/metrics`,
  instanceConnect: (p: I) => `${pb.instance(p)}/connect`,
  instanceSettings: (p: I) => `${pb.instance(p)}/settings`,
  instanceLookup: ({ id }: { id: string }) => `/lookup/instances/${enc(id)}`,
  antiAffinityGroup: (p: P & { antiAffinityGroup: string }) =>
    `${pb.affinity(p)}/${enc(p.antiAffinityGroup)}`,
  disks: (p: P) => `${pb.project(p)}/disks`,
  disksNew: (p: P) => `${pb.project(p)}/disks-new`,
  snapshots: (p: P) => `${pb.project(p)}/snapshots`,
  snapshotsNew: (p: P) => `${pb.project(p)}/snapshots-new`,
  snapshotImageNew: (p: P & { snapshot: string }) =>
    `${pb.snapshots(p)}/${enc(p.snapshot)}/images-new`,
  projectImages: (p: P) => `${pb.project(p)}/images`,
  projectImagesNew: (p: P) => `${pb.project(p)}/images-new`,
  projectImageEdit: (p: P & { image: string }) => `${pb.projectImages(p)}/${enc(p.image)}/edit`,
  vpcs: (p: P) => `${pb.project(p)}/vpcs`,
  vpc: (p: V) => `${pb.vpcs(p)}/${enc(p.vpc)}`,
  vpcsNew: (p: P) => `${pb.project(p)}/vpcs-new`,
  vpcEdit: (p: V) => `${pb.vpc(p)}/edit`,
  vpcFirewallRules: (p: V) => `${pb.vpc(p)}/firewall-rules`,
  firewallRuleNew: (p: V & { rule?: string }) =>
    `${pb.vpc(p)}/firewall-rules-new${p.rule ? `/${enc(p.rule)}` : ''}`,
  firewallRuleEdit: (p: V & { rule: string }) => `${pb.vpcFirewallRules(p)}/${enc(p.rule)}/edit`,
  vpcSubnets: (p: V) => `${pb.vpc(p)}/subnets`,
  vpcSubnetsNew: (p: V) => `${pb.vpc(p)}/subnets-new`,
  vpcSubnetEdit: (p: V & { subnet: string }) => `${pb.vpcSubnets(p)}/${enc(p.subnet)}/edit`,
  vpcRouters: (p: V) => `${pb.vpc(p)}/routers`,
  vpcRoutersNew: (p: V) => `${pb.vpc(p)}/routers-new`,
  vpcRouter: (p: V & { router: string }) => `${pb.vpcRouters(p)}/${enc(p.router)}`,
  vpcRouterEdit: (p: V & { router: string }) => `${pb.vpcRouter(p)}/edit`,
  vpcRouteNew: (p: V & { router: string }) => `${pb.vpcRouter(p)}/routes-new`,
  vpcRouteEdit: (p: V & { router: string; route: string }) =>
    `${pb.vpcRouter(p)}/routes/${enc(p.route)}/edit`,
  vpcInternetGateways: (p: V) => `${pb.vpc(p)}/internet-gateways`,
  vpcInternetGatewaysNew: (p: V) => `${pb.vpc(p)}/internet-gateways-new`,
  vpcInternetGateway: (p: V & { gateway: string }) =>
    `${pb.vpcInternetGateways(p)}/${enc(p.gateway)}`,
  floatingIps: (p: P) => `${pb.project(p)}/floating-ips`,
  floatingIpsNew: (p: P) => `${pb.project(p)}/floating-ips-new`,
  floatingIpEdit: (p: P & { floatingIp: string }) =>
    `${pb.floatingIps(p)}/${enc(p.floatingIp)}/edit`,
  projectAccess: (p: P) => `${pb.project(p)}/access`,
  affinity: (p: P) => `${pb.project(p)}/affinity`,
  affinityNew: (p: P) => `${pb.project(p)}/affinity-new`,
  antiAffinityGroupEdit: (p: P & { antiAffinityGroup: string }) =>
    `${pb.antiAffinityGroup(p)}/edit`,
  affinityGroup: (p: P & { affinityGroup: string }) =>
    `${pb.project(p)}/affinity-groups/${enc(p.affinityGroup)}`,
  affinityGroupEdit: (p: P & { affinityGroup: string }) => `${pb.affinityGroup(p)}/edit`,

  siloImages: () => '/images',
  siloImageEdit: ({ image }: { image: string }) => `/images/${enc(image)}/edit`,
  siloUtilization: () => '/utilization',
  siloAccess: () => '/access',
  siloUsers: () => '/users',
  siloUser: ({ userId }: { userId: string }) => `/users/${enc(userId)}`,
  siloGroups: () => '/groups',
  siloGroup: ({ groupId }: { groupId: string }) => `/groups/${enc(groupId)}`,

  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: { sshKey: string }) => `/settings/ssh-keys/${enc(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  system: () => '/system/silos',
  fleetAccess: () => '/system/access',
  silos: () => '/system/silos',
  silo: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}`,
  silosNew: () => '/system/silos-new',
  siloIdps: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/idps`,
  siloIdpsNew: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/idps-new`,
  samlIdp: ({ silo, provider }: { silo: string; provider: string }) =>
    `/system/silos/${enc(silo)}/idps/saml/${enc(provider)}`,
  siloIpPools: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/ip-pools`,
  siloQuotas: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/quotas`,
  siloFleetRoles: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/fleet-roles`,
  siloLocalUsers: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/local-users`,
  siloCertificates: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/certificates`,
  systemUtilization: () => '/system/utilization',
  inventory: () => '/system/inventory',
  sleds: () => '/system/inventory/sleds',
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}`,
  ipPoolEdit: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}/edit`,
  ipPoolRangesAdd: ({ pool }: { pool: string }) =>
    `/system/networking/ip-pools/${enc(pool)}/ranges-add`,
  physicalDisks: () => '/system/inventory/disks',
  sledInstances: ({ sledId }: { sledId: string }) =>
    `/system/inventory/sleds/${enc(sledId)}/instances`,
  systemUpdate: () => '/system/update',
  systemIssues: () => '/system/issues',

  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',
  localLogin: ({ silo }: { silo: string }) => `/login/${enc(silo)}/local`,
}
