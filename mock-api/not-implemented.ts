/**
 * Operations the mock API answers with 501 NotImplemented, and why. `tools/mock-coverage.ts`
 * renders docs/mock-api-coverage.md from this list; every other operation is implemented
 * (handlers/index.ts fails to type-check when an operation is in neither place).
 */
import type { MSWHandlers } from '../app/api/__generated__/msw-handlers'

type OperationId = keyof MSWHandlers

interface NotImplemented<Id extends string = string> {
  operationId: Id
  reason: string
}

/** Keeps the literal ids so handlers/index.ts can check the list is complete. */
const group = <const Id extends OperationId>(
  reason: string,
  ids: readonly Id[],
): NotImplemented<Id>[] => ids.map((operationId) => ({ operationId, reason }))

const list = [
  ...group('probes are experimental and no console page uses them yet', [
    'probeList',
    'probeCreate',
    'probeView',
    'probeDelete',
  ]),
  ...group(
    'alerts and webhook receivers are not modelled yet (no seed data, no delivery simulation)',
    [
      'alertClassList',
      'alertReceiverList',
      'alertReceiverView',
      'alertReceiverDelete',
      'alertDeliveryList',
      'alertReceiverProbe',
      'alertReceiverSubscriptionAdd',
      'alertReceiverSubscriptionRemove',
      'alertList',
      'alertView',
      'alertDeliveryResend',
      'webhookReceiverCreate',
      'webhookReceiverUpdate',
      'webhookSecretsList',
      'webhookSecretsAdd',
      'webhookSecretsDelete',
    ],
  ),
  ...group('external subnets and subnet pools are not modelled yet', [
    'externalSubnetList',
    'externalSubnetCreate',
    'externalSubnetView',
    'externalSubnetUpdate',
    'externalSubnetDelete',
    'externalSubnetAttach',
    'externalSubnetDetach',
    'instanceExternalSubnetList',
    'subnetPoolList',
    'subnetPoolView',
    'siloSubnetPoolList',
    'systemSubnetPoolList',
    'systemSubnetPoolCreate',
    'systemSubnetPoolView',
    'systemSubnetPoolUpdate',
    'systemSubnetPoolDelete',
    'systemSubnetPoolMemberList',
    'systemSubnetPoolMemberAdd',
    'systemSubnetPoolMemberRemove',
    'systemSubnetPoolSiloList',
    'systemSubnetPoolSiloLink',
    'systemSubnetPoolSiloUpdate',
    'systemSubnetPoolSiloUnlink',
    'systemSubnetPoolUtilizationView',
  ]),
  ...group('multicast groups are experimental and not modelled', [
    'instanceMulticastGroupList',
    'instanceMulticastGroupJoin',
    'instanceMulticastGroupLeave',
    'multicastGroupList',
    'multicastGroupView',
    'multicastGroupMemberList',
  ]),
  ...group('the audit log is not recorded yet', ['auditLogList']),
  ...group('physical disk adoption and rack membership changes are not simulated', [
    'physicalDiskEnableAdoption',
    'physicalDiskDisableAdoption',
    'physicalDiskListAdoptionRequests',
    'physicalDiskListUnadopted',
    'rackMembershipStatus',
    'rackMembershipAbort',
    'rackMembershipAddSleds',
  ]),
  ...group('rack switch-port, BGP, BFD and other underlay networking is not modelled', [
    'networkingSwitchPortLldpNeighbors',
    'networkingSwitchPortList',
    'networkingSwitchPortLldpConfigView',
    'networkingSwitchPortLldpConfigUpdate',
    'networkingSwitchPortApplySettings',
    'networkingSwitchPortClearSettings',
    'networkingSwitchPortStatus',
    'networkingAddressLotList',
    'networkingAddressLotCreate',
    'networkingAddressLotView',
    'networkingAddressLotDelete',
    'networkingAddressLotBlockList',
    'networkingAllowListView',
    'networkingAllowListUpdate',
    'networkingBfdDisable',
    'networkingBfdEnable',
    'networkingBfdStatus',
    'networkingBgpConfigList',
    'networkingBgpConfigUpdate',
    'networkingBgpConfigCreate',
    'networkingBgpConfigDelete',
    'networkingBgpAnnounceSetList',
    'networkingBgpAnnounceSetUpdate',
    'networkingBgpAnnounceSetDelete',
    'networkingBgpAnnouncementList',
    'networkingBgpExported',
    'networkingBgpImported',
    'networkingBgpMessageHistory',
    'networkingBgpStatus',
    'networkingInboundIcmpView',
    'networkingInboundIcmpUpdate',
    'networkingLoopbackAddressList',
    'networkingLoopbackAddressCreate',
    'networkingLoopbackAddressDelete',
    'systemNetworkingSettingsView',
    'systemNetworkingSettingsUpdate',
    'networkingSwitchPortSettingsList',
    'networkingSwitchPortSettingsCreate',
    'networkingSwitchPortSettingsDelete',
    'networkingSwitchPortSettingsView',
  ]),
  ...group('support bundles need a real rack to collect', [
    'supportBundleList',
    'supportBundleCreate',
    'supportBundleView',
    'supportBundleUpdate',
    'supportBundleDelete',
    'supportBundleDownload',
    'supportBundleHead',
    'supportBundleDownloadFile',
    'supportBundleHeadFile',
    'supportBundleIndex',
  ]),
  ...group('recovering needs a real rack', ['systemUpdateRecoveryFinish']),
]

/** The operations answered with 501 (a literal union, for the completeness check). */
export type StubbedOperationId = (typeof list)[number]['operationId']

export const notImplemented: NotImplemented[] = list
