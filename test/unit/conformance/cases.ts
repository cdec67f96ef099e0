/**
 * How the conformance gate calls each implemented operation on the default seed: path and
 * query values that exist, and for every mutating operation a valid request (some need a
 * step first, e.g. creating what they delete). Every mutating operation runs on a fresh db.
 */
import {
  rackId,
  UNADOPTED_DISK_SERIAL,
  UNINITIALIZED_SLED_SERIAL,
  userId,
} from '../../../mock-api/db'
import { uuidFor } from '../../../mock-api/db/ids'
import { type MockClient, SEED_PATH_VALUES } from '../../../mock-api/testing'
import { buildStoredZip } from '../../../mock-api/tuf-zip'

const GiB = 1024 ** 3

/** Path parameter values that exist in the seed, by the spec's (snake_case) names. */
export const PATH: Record<string, string> = {
  silo_name: 'lumen',
  provider_name: 'okta',
  ...SEED_PATH_VALUES,
  // switch_id, disk_id and address are looked up (see the spec)
  file: 'bundle_id.txt',
  physical_disk_adoption_req_id: uuidFor('gate-adoption-request'),
}

/** Values for the query parameters an operation declares (selectors, not paging or filters). */
export const QUERY: Record<string, string> = {
  project: 'web-app',
  vpc: 'default',
  router: 'web-egress',
  gateway: 'default',
  instance: 'web-frontend-1',
  silo: 'lumen',
}

export interface Call {
  path?: Record<string, string>
  /** Merged over the declared defaults; an empty string drops a parameter. */
  query?: Record<string, string>
  body?: unknown
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>
  /** Sent as application/octet-stream (an uploaded file). */
  bytes?: Uint8Array<ArrayBuffer>
}
export type Case = Call | ((api: MockClient) => Promise<Call>)

/** The query naming a switch port's switch (the rack's upper one). */
const SWITCH_PORT = { rack_id: rackId, switch_slot: 'switch0' }

/** GET operations whose objects live under another parent than the defaults. */
export const GET_CASES: Record<string, Call> = {
  affinityGroupView: { query: { project: 'data-pipeline' } },
  affinityGroupList: { query: { project: 'data-pipeline' } },
  affinityGroupMemberList: { query: { project: 'data-pipeline' } },
  affinityGroupMemberInstanceView: {
    path: { instance: 'etl-worker-1' },
    query: { project: 'data-pipeline' },
  },
  instanceAffinityGroupList: {
    path: { instance: 'etl-worker-1' },
    query: { project: 'data-pipeline' },
  },
  samlIdentityProviderView: { query: { silo: 'lumen' } },
  instanceSerialConsole: { query: { most_recent: '4096' } },
  siloMetric: {
    path: { metric_name: 'cpus_provisioned' },
    query: { start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-01T01:00:00Z' },
  },
  systemMetric: {
    path: { metric_name: 'ram_provisioned' },
    query: { start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-01T01:00:00Z' },
  },
  // alerts and webhook receivers (seed/alerts.ts)
  alertReceiverView: { path: { receiver: 'ops-pager' } },
  alertDeliveryList: { path: { receiver: 'audit-archive' } },
  alertView: { path: { alert_id: uuidFor('alert:0') } },
  webhookSecretsList: { query: { receiver: 'ops-pager' } },
  systemSubnetPoolView: { path: { pool: 'lumen-subnets' } },
  systemSubnetPoolMemberList: { path: { pool: 'lumen-subnets' } },
  systemSubnetPoolSiloList: { path: { pool: 'lumen-subnets' } },
  systemSubnetPoolUtilizationView: { path: { pool: 'lumen-subnets' } },
  subnetPoolView: { path: { pool: 'lumen-subnets' } },
  externalSubnetView: { path: { external_subnet: 'web-edge' } },
  auditLogList: { query: { start_time: '2020-01-01T00:00:00Z' } },
  // switch ports: an uplink of the seed, named by rack, switch slot and port
  networkingSwitchPortStatus: { path: { port: 'qsfp0' }, query: SWITCH_PORT },
  networkingSwitchPortLldpConfigView: { path: { port: 'qsfp0' }, query: SWITCH_PORT },
  networkingSwitchPortLldpNeighbors: { path: { port: 'qsfp0', switch_slot: 'switch0' } },
  networkingSwitchPortSettingsView: { path: { port: 'sw0-uplink0' } },
  // rack networking (seed/rack-networking.ts)
  networkingAddressLotView: { path: { address_lot: 'initial-infra' } },
  networkingAddressLotBlockList: { path: { address_lot: 'initial-infra' } },
  networkingBgpAnnouncementList: { path: { announce_set: 'as65547-announce' } },
  networkingBgpImported: { query: { asn: '65547' } },
  networkingBgpMessageHistory: { query: { asn: '65547' } },
  // probes and multicast groups (seed/probes-multicast.ts)
  probeView: { path: { probe: 'edge-probe' } },
  multicastGroupView: { path: { multicast_group: 'video-feed' } },
  multicastGroupMemberList: { path: { multicast_group: '224.2.0.1' } },
}

/**
 * WebSocket operations (101 Switching Protocols, which a fetch Response cannot carry): the
 * HTTP sweep skips them; mock-api/serial-console.spec.ts drives them with a real client.
 */
export const WEBSOCKETS = new Set(['instanceSerialConsoleStream'])

/** Lists the seed leaves empty on purpose (so the gate does not ask for items). */
export const EMPTY_LISTS = new Set(['physicalDiskListAdoptionRequests'])

/**
 * Prepares the shared db the GET operations read: a real session (so session lists have one)
 * and what the seed does not have (a gateway IP address); returns path values to look up.
 */
export async function prepareGets(api: MockClient): Promise<Record<string, string>> {
  ok(await api.login('ada'), 'login')
  ok(
    await api.post(
      '/v1/internet-gateway-ip-addresses?project=web-app&vpc=default&gateway=default',
      {
        ...named('gate-address'),
        address: '198.51.100.50',
      },
    ),
    'address',
  )
  const first = async (path: string) =>
    ok<{ items: { id: string }[] }>(await api.get(path), path).items[0]!.id
  return {
    address: 'gate-address',
    switch_id: await first('/v1/system/hardware/switches'),
    disk_id: await first('/v1/system/hardware/disks'),
  }
}

const ok = <T>(res: { status: number; body: unknown }, what: string): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body as T
}
const form = (api: MockClient, path: string, fields: Record<string, string>) =>
  api.call('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  })

const CLIENT_ID = 'a4c9a0b4-6f5e-4bb3-9d4e-0a6c7e1f2b3c'
async function deviceCode(api: MockClient, confirm: boolean) {
  const auth = ok<{ device_code: string; user_code: string }>(
    await form(api, '/device/auth', { client_id: CLIENT_ID }),
    'device auth',
  )
  if (confirm) ok(await api.post('/device/confirm', { user_code: auth.user_code }), 'confirm')
  return auth
}
/** GET a policy and PUT it back unchanged. */
const samePolicy =
  (path: string): Case =>
  async (api) => ({ body: ok(await api.get(path), 'policy') })
const named = (name: string) => ({ name, description: 'made by the conformance gate' })
const ed25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIConformanceGateKey000000000000000000000000 gate'

const SILO = {
  ...named('gate-silo'),
  discoverable: true,
  identity_mode: 'local_only',
  quotas: { cpus: 8, memory: 32 * GiB, storage: 1024 * GiB },
  tls_certificates: [],
  // optional in the spec (default {}), but the generated schema the mock validates requests
  // with requires it: a known deviation of the generator (docs/quality.md)
  mapped_fleet_roles: {},
}

/** Every implemented POST, PUT and DELETE operation. */
export const MUTATING_CASES: Record<string, Case> = {
  // device flow and sign-in
  deviceAuthRequest: { form: { client_id: CLIENT_ID } },
  deviceAuthConfirm: async (api) => ({
    body: { user_code: (await deviceCode(api, false)).user_code },
  }),
  deviceAccessToken: async (api) => ({
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: (await deviceCode(api, true)).device_code,
      client_id: CLIENT_ID,
    },
  }),
  loginSaml: {
    form: { SAMLResponse: btoa(JSON.stringify({ user: 'ada' })), RelayState: '/projects' },
  },
  loginLocal: { body: { username: 'ada', password: 'ferrite-demo' } },
  logout: {},
  userLogout: { path: { user_id: userId('lumen', 'ben') } },

  // placement
  affinityGroupCreate: {
    query: { project: 'data-pipeline' },
    body: { ...named('gate-group'), policy: 'allow', failure_domain: 'sled' },
  },
  affinityGroupUpdate: { query: { project: 'data-pipeline' }, body: { description: 'updated' } },
  affinityGroupDelete: { query: { project: 'data-pipeline' } },
  affinityGroupMemberInstanceAdd: {
    path: { instance: 'spark-driver' },
    query: { project: 'data-pipeline' },
  },
  affinityGroupMemberInstanceDelete: {
    path: { instance: 'etl-worker-1' },
    query: { project: 'data-pipeline' },
  },
  antiAffinityGroupCreate: {
    body: { ...named('gate-group'), policy: 'fail', failure_domain: 'sled' },
  },
  antiAffinityGroupUpdate: { body: { description: 'updated' } },
  antiAffinityGroupDelete: {},
  antiAffinityGroupMemberInstanceAdd: { path: { instance: 'web-legacy' } },
  antiAffinityGroupMemberInstanceDelete: { path: { instance: 'web-frontend-2' } },

  // storage
  diskCreate: {
    body: {
      ...named('gate-disk'),
      size: 10 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
  },
  diskDelete: { path: { disk: 'web-uploads' } },
  diskBulkWriteImportStart: { path: { disk: 'web-db-import' } },
  diskBulkWriteImport: async (api) => {
    ok(await api.post('/v1/disks/web-db-import/bulk-write-start?project=web-app'), 'start')
    const data = Buffer.alloc(512, 7).toString('base64')
    return { path: { disk: 'web-db-import' }, body: { offset: 0, base64_encoded_data: data } }
  },
  diskBulkWriteImportStop: async (api) => {
    ok(await api.post('/v1/disks/web-db-import/bulk-write-start?project=web-app'), 'start')
    return { path: { disk: 'web-db-import' } }
  },
  diskFinalizeImport: { path: { disk: 'web-db-import' }, body: { snapshot_name: 'gate-import' } },
  snapshotCreate: { body: { ...named('gate-snapshot'), disk: 'web-assets' } },
  snapshotDelete: {},
  imageCreate: async (api) => {
    const snap = ok<{ id: string }>(
      await api.get('/v1/snapshots/web-assets-weekly?project=web-app'),
      'snapshot',
    )
    return {
      body: {
        ...named('gate-image'),
        os: 'ubuntu',
        version: '24.04',
        source: { type: 'snapshot', id: snap.id },
      },
    }
  },
  imageDelete: {},
  imagePromote: {},
  imageDemote: { path: { image: 'alpine-3-21' } },

  // instances
  instanceCreate: {
    body: {
      ...named('gate-vm'),
      hostname: 'gate-vm',
      ncpus: 2,
      memory: 4 * GiB,
      boot_disk: {
        type: 'create',
        ...named('gate-vm-boot'),
        size: 10 * GiB,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
      start: false,
    },
  },
  instanceUpdate: {
    path: { instance: 'web-legacy' },
    body: {
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: 'web-legacy-boot',
      auto_restart_policy: null,
      cpu_platform: null,
      enable_jumbo_frames: false,
    },
  },
  instanceDelete: { path: { instance: 'web-legacy' } },
  instanceStart: { path: { instance: 'web-legacy' } },
  instanceStop: {},
  instanceReboot: {},
  instanceDiskAttach: { path: { instance: 'web-legacy' }, body: { disk: 'web-uploads' } },
  instanceDiskDetach: async (api) => {
    ok(
      await api.post('/v1/instances/web-legacy/disks/attach?project=web-app', {
        disk: 'web-uploads',
      }),
      'attach',
    )
    return { path: { instance: 'web-legacy' }, body: { disk: 'web-uploads' } }
  },
  instanceEphemeralIpAttach: { path: { instance: 'web-legacy' }, body: {} },
  instanceEphemeralIpDetach: { path: { instance: 'api-server' } },
  instanceNetworkInterfaceCreate: {
    query: { instance: 'web-legacy' },
    body: { ...named('net9'), vpc_name: 'default', subnet_name: 'default' },
  },
  instanceNetworkInterfaceUpdate: {
    query: { instance: 'web-legacy' },
    body: { description: 'updated' },
  },
  instanceNetworkInterfaceDelete: async (api) => {
    ok(
      await api.post('/v1/network-interfaces?project=web-app&instance=web-legacy', {
        ...named('net9'),
        vpc_name: 'default',
        subnet_name: 'default',
      }),
      'nic',
    )
    return { path: { interface: 'net9' }, query: { instance: 'web-legacy' } }
  },

  // floating IPs
  floatingIpCreate: { body: named('gate-ip') },
  probeCreate: { body: { ...named('gate-probe'), sled: uuidFor('sled:1') } },
  probeDelete: { path: { probe: 'latency-probe' } },
  instanceMulticastGroupJoin: { path: { multicast_group: 'gate-group' }, body: {} },
  instanceMulticastGroupLeave: { path: { multicast_group: 'video-feed' } },
  floatingIpUpdate: { path: { floating_ip: 'web-spare' }, body: { description: 'updated' } },
  floatingIpDelete: { path: { floating_ip: 'web-spare' } },
  floatingIpAttach: {
    path: { floating_ip: 'web-spare' },
    body: { kind: 'instance', parent: 'web-legacy' },
  },
  floatingIpDetach: {},

  // VPCs, subnets, routers, gateways, firewall
  vpcCreate: { body: { ...named('gate-vpc'), dns_name: 'gate' } },
  vpcUpdate: { body: { description: 'updated' } },
  vpcDelete: async (api) => {
    ok(
      await api.post('/v1/vpcs?project=sandbox', { ...named('gate-vpc'), dns_name: 'gate' }),
      'vpc',
    )
    // like Nexus, a VPC goes only once its subnets (the default one too) are gone
    ok(await api.delete('/v1/vpc-subnets/default?project=sandbox&vpc=gate-vpc'), 'subnet')
    return { path: { vpc: 'gate-vpc' }, query: { project: 'sandbox' } }
  },
  vpcSubnetCreate: { body: { ...named('gate-subnet'), ipv4_block: '172.30.9.0/24' } },
  vpcSubnetUpdate: { path: { subnet: 'dmz' }, body: { description: 'updated' } },
  vpcSubnetDelete: async (api) => {
    ok(
      await api.post('/v1/vpc-subnets?project=web-app&vpc=default', {
        ...named('gate-subnet'),
        ipv4_block: '172.30.9.0/24',
      }),
      'subnet',
    )
    return { path: { subnet: 'gate-subnet' } }
  },
  vpcFirewallRulesUpdate: {
    body: {
      rules: [
        {
          ...named('allow-https'),
          action: 'allow',
          direction: 'inbound',
          priority: 100,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'default' }],
          filters: { protocols: [{ type: 'tcp' }], ports: ['443'] },
        },
      ],
    },
  },
  vpcRouterCreate: { body: named('gate-router') },
  vpcRouterUpdate: { body: { description: 'updated' } },
  vpcRouterDelete: async (api) => {
    ok(
      await api.post('/v1/vpc-routers?project=web-app&vpc=default', named('gate-router')),
      'router',
    )
    return { path: { router: 'gate-router' } }
  },
  vpcRouterRouteCreate: {
    body: {
      ...named('gate-route'),
      destination: { type: 'ip_net', value: '10.60.0.0/16' },
      target: { type: 'drop' },
    },
  },
  vpcRouterRouteUpdate: {
    body: {
      description: 'updated',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'default' },
    },
  },
  vpcRouterRouteDelete: { path: { route: 'block-metadata' } },
  internetGatewayCreate: { body: named('gate-gateway') },
  internetGatewayDelete: { query: { cascade: 'true' } },
  internetGatewayIpPoolCreate: { body: { ...named('gate-pool'), ip_pool: 'shared-v4' } },
  internetGatewayIpPoolDelete: { path: { pool: 'default' } },
  internetGatewayIpAddressCreate: { body: { ...named('gate-address'), address: '198.51.100.50' } },
  internetGatewayIpAddressDelete: async (api) => {
    ok(
      await api.post(
        '/v1/internet-gateway-ip-addresses?project=web-app&vpc=default&gateway=default',
        {
          ...named('gate-address'),
          address: '198.51.100.50',
        },
      ),
      'address',
    )
    return { path: { address: 'gate-address' } }
  },

  // projects and policies
  projectCreate: { body: named('gate-project') },
  projectUpdate: { body: { description: 'updated' } },
  projectDelete: async (api) => {
    // like Nexus, a project with a VPC (every new one has `default`) cannot be deleted
    ok(await api.post('/v1/projects', named('gate-project')), 'project')
    ok(await api.delete('/v1/vpc-subnets/default?project=gate-project&vpc=default'), 'subnet')
    ok(await api.delete('/v1/vpcs/default?project=gate-project'), 'vpc')
    return { path: { project: 'gate-project' } }
  },
  projectPolicyUpdate: samePolicy('/v1/projects/web-app/policy'),
  policyUpdate: samePolicy('/v1/policy'),
  siloPolicyUpdate: samePolicy('/v1/system/silos/lumen/policy'),
  systemPolicyUpdate: samePolicy('/v1/system/policy'),
  authSettingsUpdate: { body: { device_token_max_ttl_seconds: 86_400 } },

  // the current user
  currentUserSshKeyCreate: { body: { ...named('gate-key'), public_key: ed25519 } },
  currentUserSshKeyDelete: { path: { ssh_key: 'ada-workstation' } },
  currentUserAccessTokenDelete: {
    path: { token_id: uuidFor('device-token:ferrite-ci-token-2f1c9a') },
  },

  // silos and identity
  siloCreate: { body: SILO },
  siloDelete: async (api) => {
    ok(await api.post('/v1/system/silos', SILO), 'silo')
    return { path: { silo: 'gate-silo' } }
  },
  siloQuotasUpdate: { body: { cpus: 100 } },
  localIdpUserCreate: {
    body: { external_id: 'gate-user', password: { mode: 'password', value: 'gate-password' } },
  },
  localIdpUserDelete: { path: { user_id: userId('lumen', 'eve') } },
  localIdpUserSetPassword: {
    path: { user_id: userId('lumen', 'eve') },
    body: { mode: 'password', value: 'a-new-password' },
  },
  samlIdentityProviderCreate: {
    body: {
      ...named('gate-idp'),
      acs_url: 'https://lumen.sys.example.com/login/lumen/saml/gate-idp',
      slo_url: 'https://lumen.sys.example.com/logout',
      idp_entity_id: 'https://idp.example.com/entity',
      sp_client_id: 'ferrite',
      technical_contact_email: 'ops@example.com',
      idp_metadata_source: { type: 'url', url: 'https://idp.example.com/metadata' },
    },
  },
  scimTokenCreate: {},
  scimTokenDelete: {},
  certificateCreate: {
    body: {
      ...named('gate-cert'),
      service: 'external_api',
      cert: '-----BEGIN CERTIFICATE-----\nMIIBWTCCAQCgAwIBAgIU\n-----END CERTIFICATE-----\n',
      key: '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----\n',
    },
  },
  certificateDelete: {},

  // IP pools
  systemIpPoolCreate: { body: named('gate-pool') },
  systemIpPoolUpdate: { body: { description: 'updated' } },
  systemIpPoolDelete: async (api) => {
    ok(await api.post('/v1/system/ip-pools', named('gate-pool')), 'pool')
    return { path: { pool: 'gate-pool' } }
  },
  systemIpPoolAssign: async (api) => {
    ok(await api.post('/v1/system/ip-pools', named('gate-pool')), 'pool')
    return { path: { pool: 'gate-pool' }, body: { assignment: 'system_services' } }
  },
  systemIpPoolRangeAdd: { body: { first: '203.0.113.100', last: '203.0.113.110' } },
  systemIpPoolRangeRemove: async (api) => {
    const range = { first: '203.0.113.100', last: '203.0.113.110' }
    ok(await api.post('/v1/system/ip-pools/lumen-v4/ranges/add', range), 'range')
    return { body: range }
  },
  systemIpPoolSiloLink: {
    path: { pool: 'basalt-v4' },
    body: { silo: 'quartz', is_default: false },
  },
  systemIpPoolSiloUpdate: { path: { pool: 'shared-v4' }, body: { is_default: false } },
  systemIpPoolSiloUnlink: { path: { pool: 'shared-v4', silo: 'basalt' } },

  // rack networking (address lots, BGP, BFD, loopbacks, allow-list, settings)
  networkingAddressLotCreate: {
    body: {
      ...named('gate-lot'),
      kind: 'infra',
      blocks: [{ first_address: '192.0.2.64', last_address: '192.0.2.79' }],
    },
  },
  networkingAddressLotDelete: { path: { address_lot: 'edge-lab' } },
  networkingBgpConfigCreate: {
    body: { ...named('gate-bgp'), asn: 65200, bgp_announce_set_id: 'lab-announce' },
  },
  networkingBgpConfigUpdate: {
    query: { name_or_id: 'as65547' },
    body: { description: 'updated' },
  },
  networkingBgpConfigDelete: { query: { name_or_id: 'lab-bgp' } },
  networkingBgpAnnounceSetUpdate: {
    body: {
      ...named('gate-announce'),
      announcement: [{ address_lot_block: 'tenant-announce', network: '198.51.100.128/25' }],
    },
  },
  networkingBgpAnnounceSetDelete: async (api) => {
    ok(
      await api.put('/v1/system/networking/bgp-announce-set', {
        ...named('gate-announce'),
        announcement: [],
      }),
      'set',
    )
    return { path: { announce_set: 'gate-announce' } }
  },
  networkingBfdEnable: {
    body: {
      switch_slot: 'switch0',
      remote: '172.20.15.13',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300000,
    },
  },
  networkingBfdDisable: { body: { switch_slot: 'switch1', remote: '172.20.15.9' } },
  networkingLoopbackAddressCreate: {
    body: {
      address: '172.20.15.40',
      mask: 32,
      address_lot: 'initial-infra',
      anycast: false,
      rack_id: rackId,
      switch_slot: 'switch0',
    },
  },
  networkingLoopbackAddressDelete: {
    path: { switch_slot: 'switch1', address: '172.20.15.101', subnet_mask: '32' },
  },
  networkingAllowListUpdate: { body: { allowed_ips: { allow: 'list', ips: ['10.0.0.0/8'] } } },
  networkingInboundIcmpUpdate: { body: { enabled: false } },
  systemNetworkingSettingsUpdate: { body: { external_jumbo_frames_opt_in_enabled: true } },

  // subnet pools and external subnets
  systemSubnetPoolCreate: { body: { ...named('gate-subnet-pool'), ip_version: 'v4' } },
  systemSubnetPoolUpdate: { path: { pool: 'lumen-subnets' }, body: { description: 'updated' } },
  systemSubnetPoolDelete: { path: { pool: 'spare-subnets' } },
  systemSubnetPoolMemberAdd: {
    path: { pool: 'spare-subnets' },
    body: { subnet: '198.19.200.0/24' },
  },
  systemSubnetPoolMemberRemove: {
    path: { pool: 'lumen-subnets' },
    body: { subnet: '198.19.16.0/20' },
  },
  systemSubnetPoolSiloLink: {
    path: { pool: 'spare-subnets' },
    body: { silo: 'quartz', is_default: false },
  },
  systemSubnetPoolSiloUpdate: {
    path: { pool: 'basalt-subnets', silo: 'basalt' },
    body: { is_default: false },
  },
  systemSubnetPoolSiloUnlink: { path: { pool: 'basalt-subnets', silo: 'basalt' } },
  externalSubnetCreate: {
    body: {
      ...named('gate-subnet'),
      allocator: {
        type: 'auto',
        prefix_length: 26,
        pool_selector: { type: 'explicit', pool: 'lumen-subnets' },
      },
    },
  },
  externalSubnetUpdate: {
    path: { external_subnet: 'web-reserve' },
    body: { description: 'updated' },
  },
  externalSubnetDelete: { path: { external_subnet: 'web-reserve' } },
  externalSubnetAttach: {
    path: { external_subnet: 'web-reserve' },
    body: { instance: 'web-legacy' },
  },
  externalSubnetDetach: { path: { external_subnet: 'web-edge' } },

  // hardware and updates
  sledSetProvisionPolicy: { body: { state: 'non_provisionable' } },
  targetReleaseUpdate: { body: { system_version: '15.1.0' } },
  systemUpdateRecoveryFinish: { body: { system_version: '15.0.0' } },
  systemUpdateRepositoryUpload: {
    query: { file_name: 'ferrite-rack-16.0.0.zip' },
    bytes: buildStoredZip({ 'repo/targets/artifacts.json': '{"system_version":"16.0.0"}' }),
  },
  systemUpdateTrustRootCreate: {
    body: { _type: 'root', spec_version: '1.0.0', version: 2, expires: '2031-01-01T00:00:00Z' },
  },
  systemUpdateTrustRootDelete: {},
  rackMembershipAddSleds: {
    path: { rack_id: rackId },
    body: { sled_ids: [{ part_number: '913-0000019', serial_number: UNINITIALIZED_SLED_SERIAL }] },
  },
  rackMembershipAbort: async (api) => {
    ok(
      await api.post(`/v1/system/hardware/racks/${rackId}/membership/add`, {
        sled_ids: [{ part_number: '913-0000019', serial_number: UNINITIALIZED_SLED_SERIAL }],
      }),
      'add sled',
    )
    return { path: { rack_id: rackId } }
  },
  physicalDiskEnableAdoption: {
    body: { vendor: 'WDC', model: 'WUS5EA138ESP7E1', serial: UNADOPTED_DISK_SERIAL },
  },
  physicalDiskDisableAdoption: async (api) => {
    const request = ok<{ id: string }>(
      await api.put('/v1/system/hardware/disk-adoption-request', {
        vendor: 'WDC',
        model: 'WUS5EA138ESP7E1',
        serial: UNADOPTED_DISK_SERIAL,
      }),
      'adoption request',
    )
    return { path: { physical_disk_adoption_req_id: request.id } }
  },

  // switch ports and their settings (qsfp8 of switch0 is cabled and has no settings)
  networkingSwitchPortApplySettings: {
    path: { port: 'qsfp8' },
    query: SWITCH_PORT,
    body: { port_settings: 'lab-25g' },
  },
  networkingSwitchPortClearSettings: {
    path: { port: 'qsfp1' },
    query: { ...SWITCH_PORT, switch_slot: 'switch1' },
  },
  networkingSwitchPortLldpConfigUpdate: {
    path: { port: 'qsfp0' },
    query: SWITCH_PORT,
    body: { id: '00000000-0000-4000-8000-000000000000', enabled: false },
  },
  networkingSwitchPortSettingsCreate: {
    body: {
      ...named('gate-port'),
      port_config: { geometry: 'qsfp28x1' },
      links: [
        {
          link_name: 'phy0',
          autoneg: false,
          mtu: 1500,
          speed: 'speed25_g',
          lldp: { enabled: false },
        },
      ],
      addresses: [
        {
          link_name: 'phy0',
          addresses: [{ address: '172.20.15.20/30', address_lot: 'initial-infra' }],
        },
      ],
    },
  },
  networkingSwitchPortSettingsDelete: { query: { port_settings: 'lab-25g' } },

  // support bundles
  supportBundleCreate: { body: { user_comment: 'made by the conformance gate' } },
  supportBundleUpdate: { body: { user_comment: 'updated' } },
  supportBundleDelete: {},
  supportBundleHead: {},
  supportBundleHeadFile: {},

  // alerts and webhook receivers
  alertReceiverDelete: { path: { receiver: 'chat-bridge' } },
  alertReceiverProbe: { path: { receiver: 'audit-archive' }, query: { resend: 'true' } },
  alertReceiverSubscriptionAdd: {
    path: { receiver: 'ops-pager' },
    body: { subscription: 'silo.*' },
  },
  alertReceiverSubscriptionRemove: {
    path: { receiver: 'ops-pager', subscription: 'update.failed' },
  },
  alertDeliveryResend: {
    path: { alert_id: uuidFor('alert:4') },
    query: { receiver: 'audit-archive' },
  },
  webhookReceiverCreate: {
    body: {
      ...named('gate-hook'),
      endpoint: 'https://hooks.example.com/gate',
      secrets: ['gate-secret'],
      subscriptions: ['silo.*'],
    },
  },
  webhookReceiverUpdate: { path: { receiver: 'ops-pager' }, body: { description: 'updated' } },
  webhookSecretsAdd: { query: { receiver: 'ops-pager' }, body: { secret: 'another-secret' } },
  webhookSecretsDelete: { path: { secret_id: uuidFor('webhook-secret:ops-pager:0') } },

  // metrics (a POST that reads)
  timeseriesQuery: {
    body: {
      query:
        'get virtual_machine:vcpu_usage | filter instance_id == "' +
        uuidFor('instance:web-app:web-frontend-1') +
        '" | align mean_within(60s) | group_by [instance_id], sum',
    },
  },
  systemTimeseriesQuery: {
    body: { query: 'get virtual_disk:bytes_read | align mean_within(5m)' },
  },
}
