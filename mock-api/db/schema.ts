import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { Collection } from './collection'

export type { Api, Json }

/** Scope of tables with a single global parent (silos, sleds, IP pools...). */
export const FLEET = 'fleet'

export type RoleResource = 'fleet' | 'silo' | 'project'
export type RoleName = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'

/** Role assignments are stored flat and assembled into policies per request, like Nexus. */
export interface RoleAssignment {
  resourceType: RoleResource
  /** Fleet id, silo id or project id. */
  resourceId: string
  identityId: string
  identityType: 'silo_user' | 'silo_group'
  roleName: RoleName
}

/** Local-login credentials (the API has no user-name field on `User`). */
export interface Credentials {
  userName: string
  password: string
}

/** A console session; the cookie value is `<userId>.<secret>`. */
export interface Session {
  /** The cookie value (secret). */
  id: string
  /** The id the API shows in session lists. */
  publicId: string
  userId: string
  timeCreated: string
  timeLastUsed: string
}

/** Failed local sign-ins of one user or one client address (mock-api/login-throttle.ts). */
export interface LoginFailures {
  /** When each failure within the window happened (ms since the epoch). */
  times: number[]
  /** Until when sign-in is refused (ms since the epoch); 0 when it is not. */
  lockedUntil: number
  /** Lockouts since the failures began, each twice as long as the one before. */
  lockouts: number
}

/** A pending or confirmed OAuth device authorization. */
export interface DeviceAuthorization {
  clientId: string
  deviceCode: string
  /** Letters only, upper case, no dash. */
  userCode: string
  expiresAt: number
  ttlSeconds: number | null
  /** Set once a signed-in user confirms the code. */
  confirmedBy: string | null
}

/** An instance's ephemeral external IP (at most one per IP version). */
export type EphemeralIp = Extract<Json<Api.ExternalIp>, { kind: 'ephemeral' }>

/** An instance's source-NAT address: shared by up to four instances, each with a port block. */
export type SnatIp = Extract<Json<Api.ExternalIp>, { kind: 'snat' }>

/** One bulk write kept cheaply: its length and a digest of its bytes, never the bytes. */
export interface ImportedChunk {
  length: number
  digest: string
}

/** A probe as the mock keeps it: the API's Probe plus what ProbeInfo shows and its project. */
export type ProbeRecord = Json<Api.Probe> & {
  project_id: string
  ip_pool_id: string
  external_ips: Json<Api.ProbeExternalIp>[]
  interface: Json<Api.NetworkInterface>
}

const byName = <T extends { id: string; name: string }>() => new Collection<T>((item) => item.name)

/** Builds an empty db; the seed fills it. */
export function emptyDb() {
  return {
    fleetId: '',
    silos: byName<Json<Api.Silo>>(),
    siloQuotas: new Map<string, Json<Api.SiloQuotas>>(),
    siloAuthSettings: new Map<string, Json<Api.SiloAuthSettings>>(),
    users: new Collection<Json<Api.User>>(),
    credentials: new Map<string, Credentials>(),
    groups: new Collection<Json<Api.Group>>(),
    /** group id -> member user ids */
    groupMembers: new Map<string, Set<string>>(),
    roleAssignments: [] as RoleAssignment[],
    builtinUsers: byName<Json<Api.UserBuiltin>>(),
    /** Every audited write, ordered by time_completed then id (mock-api/audit-log.ts). */
    auditLog: [] as Json<Api.AuditLogEntry>[],
    samlProviders: byName<Json<Api.SamlIdentityProvider>>(),
    sessions: new Map<string, Session>(),
    /** `user:<silo>/<name>` or `address:<client address>` -> its recent failed sign-ins */
    loginFailures: new Map<string, LoginFailures>(),
    /** token secret -> token id; the owner is the token's scope in `deviceTokens`. */
    tokenSecrets: new Map<string, string>(),
    deviceTokens: new Collection<Json<Api.DeviceAccessToken>>(),
    deviceAuthorizations: new Map<string, DeviceAuthorization>(),
    sshKeys: byName<Json<Api.SshKey>>(),
    projects: byName<Json<Api.Project>>(),
    instances: byName<Json<Api.Instance>>(),
    /** instance id -> ids of the SSH keys given at creation */
    instanceSshKeys: new Map<string, string[]>(),
    /** instance id -> sled id, for instances with a running VMM */
    instanceSleds: new Map<string, string>(),
    disks: byName<Json<Api.Disk>>(),
    /** Scope `project:<id>` for project images, `silo:<id>` for silo images. */
    images: byName<Json<Api.Image>>(),
    snapshots: byName<Json<Api.Snapshot>>(),
    vpcs: byName<Json<Api.Vpc>>(),
    vpcSubnets: byName<Json<Api.VpcSubnet>>(),
    vpcRouters: byName<Json<Api.VpcRouter>>(),
    routerRoutes: byName<Json<Api.RouterRoute>>(),
    firewallRules: byName<Json<Api.VpcFirewallRule>>(),
    internetGateways: byName<Json<Api.InternetGateway>>(),
    igwIpPools: byName<Json<Api.InternetGatewayIpPool>>(),
    igwIpAddresses: byName<Json<Api.InternetGatewayIpAddress>>(),
    networkInterfaces: byName<Json<Api.InstanceNetworkInterface>>(),
    floatingIps: byName<Json<Api.FloatingIp>>(),
    /** instance id -> its ephemeral IPs, at most one per IP version */
    ephemeralIps: new Map<string, EphemeralIp[]>(),
    /** instance id -> its SNAT address (handlers/instance-external-ips.ts allocates it on first use) */
    snatIps: new Map<string, SnatIp>(),
    antiAffinityGroups: byName<Json<Api.AntiAffinityGroup>>(),
    affinityGroups: byName<Json<Api.AffinityGroup>>(),
    /** group id -> member instance ids (both kinds of group) */
    groupInstances: new Map<string, Set<string>>(),
    ipPools: byName<Json<Api.IpPool>>(),
    /** Ranges sort by first address (normalised) within their pool. */
    ipPoolRanges: new Collection<Json<Api.IpPoolRange>>((r) => rangeKey(r.range.first)),
    ipPoolSiloLinks: [] as Json<Api.IpPoolSiloLink>[],
    subnetPools: byName<Json<Api.SubnetPool>>(),
    /** Scope: pool id; members sort by subnet address (handlers/subnet-pools.ts). */
    subnetPoolMembers: new Collection<Json<Api.SubnetPoolMember>>((m) => subnetKey(m.subnet)),
    subnetPoolSiloLinks: [] as Json<Api.SubnetPoolSiloLink>[],
    /** Scope: project id. */
    externalSubnets: byName<Json<Api.ExternalSubnet>>(),
    racks: new Collection<Json<Api.Rack>>(),
    sleds: new Collection<Json<Api.Sled>>(),
    physicalDisks: new Collection<Json<Api.PhysicalDisk>>(),
    switches: new Collection<Json<Api.Switch>>(),
    tufRepos: [] as Json<Api.TufRepo>[],
    updateStatus: null as Json<Api.UpdateStatus> | null,
    trustRoots: new Collection<Json<Api.UpdatesTrustRoot>>(),
    /** Support bundles (handlers/support-bundles.ts). Scope: FLEET. */
    supportBundles: new Collection<Json<Api.SupportBundleInfo>>(),
    /** Sleds cabled into a rack but not yet members of it (handlers/hardware-extras.ts). */
    uninitializedSleds: [] as Json<Api.UninitializedSled>[],
    /** Every rack membership version, oldest first. */
    rackMemberships: [] as Json<Api.RackMembershipStatus>[],
    /** Disks seen in a sled that the control plane has not adopted. */
    unadoptedDisks: [] as Json<Api.UnadoptedPhysicalDisk>[],
    /** Scope: FLEET. */
    diskAdoptionRequests: new Collection<Json<Api.PhysicalDiskAdoptionRequest>>(),
    /** TLS certificates of the external API. Scope: silo id. */
    certificates: byName<Json<Api.Certificate>>(),
    /** Instrumentation probes (handlers/probes.ts). Scope: project id. */
    probes: byName<ProbeRecord>(),
    /** Multicast groups (handlers/multicast.ts). Scope: FLEET. */
    multicastGroups: byName<Json<Api.MulticastGroup>>(),
    /** Instances in multicast groups. Scope: the group's id; named after the instance. */
    multicastMembers: byName<Json<Api.MulticastGroupMember>>(),
    /** Scope: silo id. */
    scimTokens: new Collection<Json<Api.ScimClientBearerToken>>(),
    /** Webhook alert receivers (handlers/alerts.ts, seed/alerts.ts). Scope: FLEET. */
    alertReceivers: byName<Json<Api.WebhookReceiver>>(),
    /** Alerts the rack raised. Scope: FLEET. */
    alerts: new Collection<Json<Api.Alert>>(),
    /** Deliveries of alerts and probes. Scope: the receiver's id. */
    alertDeliveries: new Collection<Json<Api.AlertDelivery>>(),
    /** Disks in the bulk-import flow: disk id -> offset -> what was written there (a digest). */
    diskImports: new Map<string, Map<number, ImportedChunk>>(),
    /** snapshot id -> the block size of its disk (the API's Snapshot has no such field) */
    snapshotBlockSizes: new Map<string, Json<Api.Disk>['block_size']>(),
    /** Rack networking (seed/rack-networking.ts). Scope: FLEET. */
    addressLots: byName<Json<Api.AddressLot>>(),
    /** Scope: the lot's id; sorted by first address. */
    addressLotBlocks: new Collection<Json<Api.AddressLotBlock>>((b) => rangeKey(b.first_address)),
    /** Scope: FLEET. */
    bgpConfigs: byName<Json<Api.BgpConfig>>(),
    /** BGP config id -> the id of its announce set (the view does not show it). */
    bgpConfigAnnounceSets: new Map<string, string>(),
    /** Scope: FLEET. */
    bgpAnnounceSets: byName<Json<Api.BgpAnnounceSet>>(),
    bgpAnnouncements: [] as Json<Api.BgpAnnouncement>[],
    /** Live routing state the switches report (handlers/rack-networking.ts). */
    rackNet: emptyRackNet(),
    /** Switch ports (handlers/switch-ports.ts, seed/switch-ports.ts). Scope: FLEET. */
    switchPorts: new Collection<Json<Api.SwitchPort>>(),
    /** Scope: FLEET. */
    switchPortSettings: byName<Json<Api.SwitchPortSettings>>(),
    /** switch port id -> what its switch reports: link state, LLDP config and neighbours */
    switchPortLive: new Map<string, SwitchPortLive>(),
  }
}

export type Db = ReturnType<typeof emptyDb>

/** What a switch reports about one of its ports (handlers/switch-ports.ts). */
export interface SwitchPortLive {
  /** Whether a transceiver is plugged in, and what the far end is (for a link brought up). */
  transceiver: { media: 'optical' | 'copper'; peerUp: boolean } | null
  /** The port's LLDP service, once settings with a link are applied. */
  lldp: Json<Api.LldpLinkConfig> | null
  /** LLDP advertisements heard on the port (reported while LLDP is enabled). */
  neighbors: Json<Api.LldpNeighbor>[]
}

/** Switch-reported routing state and rack-wide settings (not named resources). */
export interface RackNet {
  bgpPeers: Json<Api.BgpPeerStatus>[]
  bgpImported: Json<Api.BgpImported>[]
  bgpExported: Json<Api.BgpExported>[]
  /** switch slot -> peer address -> message history */
  bgpHistory: Json<Api.SwitchBgpHistory>[]
  bfdSessions: Json<Api.BfdStatus>[]
  loopbackAddresses: Json<Api.LoopbackAddress>[]
  allowList: Json<Api.AllowList>
  inboundIcmp: Json<Api.ServiceIcmpConfig>
  networkingSettings: Json<Api.SystemNetworkingSettings>
  /**
   * Ids of BGP configs and address lots that switch port settings refer to: deleting one of
   * them is refused. The switch-port-settings handlers may add and remove ids here.
   */
  portSettingsBgpConfigs: Set<string>
  portSettingsAddressLots: Set<string>
}

function emptyRackNet(): RackNet {
  return {
    bgpPeers: [],
    bgpImported: [],
    bgpExported: [],
    bgpHistory: [],
    bfdSessions: [],
    loopbackAddresses: [],
    allowList: { allowed_ips: { allow: 'any' }, time_created: '', time_modified: '' },
    inboundIcmp: { enabled: true },
    networkingSettings: { external_jumbo_frames_opt_in_enabled: false },
    portSettingsBgpConfigs: new Set(),
    portSettingsAddressLots: new Set(),
  }
}

/** Sort key of an IP so ranges list in address order ("10.0.0.9" before "10.0.0.10"). */
export function rangeKey(ip: string): string {
  if (ip.includes('.'))
    return ip
      .split('.')
      .map((o) => o.padStart(3, '0'))
      .join('.')
  return ip
}

/** Sort key of a CIDR block: its address as `rangeKey` gives it, then the width. */
export const subnetKey = (cidr: string): string => {
  const [addr = '', width = '0'] = cidr.split('/')
  return `${rangeKey(addr)}/${width.padStart(3, '0')}`
}
