import { q, qAll, qList } from '~/api/client'

export const bgpConfigPage = (pageToken?: string) => qList('networkingBgpConfigList', {}, pageToken)

/** Every BGP config: the API has no view of one, so an edit form finds it here. */
export const allBgpConfigs = qAll('networkingBgpConfigList', {})

export const allLots = qAll('networkingAddressLotList', {})

export const allRacks = qAll('rackList', {})

export const announceSets = q('networkingBgpAnnounceSetList', { query: { limit: 100 } })

export const announcements = (announceSet: string) =>
  q('networkingBgpAnnouncementList', { path: { announceSet } })

export const bgpStatus = q('networkingBgpStatus', {})

export const bgpExported = q('networkingBgpExported', {})

export const bgpImported = (asn: number) => q('networkingBgpImported', { query: { asn } })

export const bgpHistory = (asn: number) => q('networkingBgpMessageHistory', { query: { asn } })

export const bfdStatus = q('networkingBfdStatus', {})

export const lotPage = (pageToken?: string) => qList('networkingAddressLotList', {}, pageToken)

export const lotView = (addressLot: string) =>
  q('networkingAddressLotView', { path: { addressLot } })

export const loopbackPage = (pageToken?: string) =>
  qList('networkingLoopbackAddressList', {}, pageToken)

export const allowList = q('networkingAllowListView', {})

export const inboundIcmp = q('networkingInboundIcmpView', {})

export const networkingSettings = q('systemNetworkingSettingsView', {})
