/**
 * How the conformance gate calls each implemented operation on the default seed: path and
 * query values that exist, and for every mutating operation a valid request (some need a
 * step first, e.g. creating what they delete). Every mutating operation runs on a fresh db.
 */
import { userId } from '../../../mock-api/db'
import { uuidFor } from '../../../mock-api/db/ids'
import { SEED_PATH_VALUES, type MockClient } from '../../../mock-api/testing'
import { CLIENT_ID, deviceCode, GiB, named, ok, SWITCH_PORT } from './case-helpers'
import { FLEET_CASES } from './fleet-cases'

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

  ...FLEET_CASES,
}
