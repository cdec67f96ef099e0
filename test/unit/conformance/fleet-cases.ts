/** The conformance gate's mutating cases for projects, policies, silos and the system's own resources. */
import {
  rackId,
  UNADOPTED_DISK_SERIAL,
  UNINITIALIZED_SLED_SERIAL,
  userId,
} from '../../../mock-api/db'
import { uuidFor } from '../../../mock-api/db/ids'
import { buildStoredZip } from '../../../mock-api/tuf-zip'
import { ed25519, named, ok, samePolicy, SILO, SWITCH_PORT } from './case-helpers'
import { type Case } from './cases'

/** Projects, policies, silos and every system operation (the rest of MUTATING_CASES). */
export const FLEET_CASES: Record<string, Case> = {
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
