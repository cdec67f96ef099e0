/**
 * The `oxide` CLI's command for each operation the console sends. The CLI's command tree
 * mirrors the API's operations (resource, then verb); these are its names. An operation the CLI
 * has no command for is run through `oxide api` (see commands.ts).
 */
const TABLE = `
projectCreate project create
projectUpdate project update
projectDelete project delete
projectPolicyUpdate project policy update
instanceCreate instance create
instanceUpdate instance update
instanceDelete instance delete
instanceStart instance start
instanceStop instance stop
instanceReboot instance reboot
instanceDiskAttach instance disk attach
instanceDiskDetach instance disk detach
instanceEphemeralIpAttach instance external-ip attach-ephemeral
instanceEphemeralIpDetach instance external-ip detach-ephemeral
instanceNetworkInterfaceCreate instance nic create
instanceNetworkInterfaceUpdate instance nic update
instanceNetworkInterfaceDelete instance nic delete
instanceMulticastGroupJoin instance multicast-group join
instanceMulticastGroupLeave instance multicast-group leave
affinityGroupCreate experimental affinity create
affinityGroupUpdate experimental affinity update
affinityGroupDelete experimental affinity delete
affinityGroupMemberInstanceAdd experimental affinity member add-instance
affinityGroupMemberInstanceDelete experimental affinity member remove-instance
antiAffinityGroupCreate instance anti-affinity create
antiAffinityGroupUpdate instance anti-affinity update
antiAffinityGroupDelete instance anti-affinity delete
antiAffinityGroupMemberInstanceAdd instance anti-affinity member add-instance
antiAffinityGroupMemberInstanceDelete instance anti-affinity member remove-instance
diskCreate disk create
diskDelete disk delete
snapshotCreate snapshot create
snapshotDelete snapshot delete
imageCreate image create
imageDelete image delete
imagePromote image promote
imageDemote image demote
floatingIpCreate floating-ip create
floatingIpUpdate floating-ip update
floatingIpDelete floating-ip delete
floatingIpAttach floating-ip attach
floatingIpDetach floating-ip detach
externalSubnetCreate external-subnet create
externalSubnetUpdate external-subnet update
externalSubnetDelete external-subnet delete
externalSubnetAttach external-subnet attach
externalSubnetDetach external-subnet detach
vpcCreate vpc create
vpcUpdate vpc update
vpcDelete vpc delete
vpcFirewallRulesUpdate vpc firewall-rules update
vpcSubnetCreate vpc subnet create
vpcSubnetUpdate vpc subnet update
vpcSubnetDelete vpc subnet delete
vpcRouterCreate vpc router create
vpcRouterUpdate vpc router update
vpcRouterDelete vpc router delete
vpcRouterRouteCreate vpc router route create
vpcRouterRouteUpdate vpc router route update
vpcRouterRouteDelete vpc router route delete
internetGatewayCreate internet-gateway create
internetGatewayDelete internet-gateway delete
internetGatewayIpAddressCreate internet-gateway address create
internetGatewayIpAddressDelete internet-gateway address delete
internetGatewayIpPoolCreate internet-gateway ip-pool attach
internetGatewayIpPoolDelete internet-gateway ip-pool detach
currentUserSshKeyCreate current-user ssh-key create
currentUserSshKeyDelete current-user ssh-key delete
currentUserAccessTokenDelete current-user access-token delete
policyUpdate policy update
siloCreate silo create
siloDelete silo delete
siloPolicyUpdate silo policy update
siloQuotasUpdate silo quotas update
localIdpUserCreate silo idp local user create
localIdpUserDelete silo idp local user delete
localIdpUserSetPassword silo idp local user set-password
samlIdentityProviderCreate silo idp saml create
certificateCreate certificate create
certificateDelete certificate delete
authSettingsUpdate auth-settings update
systemPolicyUpdate system policy update
systemIpPoolCreate ip-pool create
systemIpPoolUpdate ip-pool update
systemIpPoolDelete ip-pool delete
systemIpPoolRangeAdd ip-pool range add
systemIpPoolRangeRemove ip-pool range remove
systemIpPoolSiloLink ip-pool silo link
systemIpPoolSiloUpdate ip-pool silo update
systemIpPoolSiloUnlink ip-pool silo unlink
systemSubnetPoolCreate subnet-pool create
systemSubnetPoolUpdate subnet-pool update
systemSubnetPoolDelete subnet-pool delete
systemSubnetPoolMemberAdd subnet-pool member add
systemSubnetPoolMemberRemove subnet-pool member remove
systemSubnetPoolSiloLink subnet-pool silo link
systemSubnetPoolSiloUpdate subnet-pool silo update
systemSubnetPoolSiloUnlink subnet-pool silo unlink
sledSetProvisionPolicy system hardware sled set-provision-policy
networkingAddressLotCreate system networking address-lot create
networkingAddressLotDelete system networking address-lot delete
networkingLoopbackAddressCreate system networking loopback-address create
networkingLoopbackAddressDelete system networking loopback-address delete
networkingSwitchPortApplySettings system hardware switch-port apply-settings
networkingSwitchPortClearSettings system hardware switch-port clear-settings
networkingSwitchPortSettingsCreate system networking switch-port-settings create
networkingSwitchPortSettingsDelete system networking switch-port-settings delete
networkingSwitchPortLldpConfigUpdate system networking lldp update
networkingBfdEnable system networking bfd enable
networkingBfdDisable system networking bfd disable
networkingBgpConfigCreate system networking bgp config create
networkingBgpConfigDelete system networking bgp config delete
networkingBgpAnnounceSetUpdate system networking bgp announce-set update
networkingBgpAnnounceSetDelete system networking bgp announce-set delete
networkingAllowListUpdate system networking allow-list update
probeCreate experimental probe create
probeDelete experimental probe delete
alertReceiverDelete alert receiver delete
alertReceiverProbe alert receiver probe
alertDeliveryResend alert receiver resend
alertReceiverSubscriptionAdd alert receiver subscribe
alertReceiverSubscriptionRemove alert receiver unsubscribe
webhookReceiverCreate alert receiver webhook create
webhookReceiverUpdate alert receiver webhook update
webhookSecretsAdd alert receiver webhook secret add
webhookSecretsDelete alert receiver webhook secret delete
supportBundleCreate bundle create
supportBundleUpdate bundle update
supportBundleDelete bundle delete
`

const NAMES = new Map(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [op, ...words] = line.split(' ')
      return [op, words.join(' ')] as const
    }),
)

/** `oxide <command>` for the operation, or undefined when the CLI has none. */
export const cliCommandName = (operationId: string) => NAMES.get(operationId)
