import { q, qList } from '~/api/client'

export const groupPage = (pageToken?: string) => qList('multicastGroupList', {}, pageToken)

export const groupView = (group: string) =>
  q('multicastGroupView', { path: { multicastGroup: group } })

export const memberPage = (group: string) => (pageToken?: string) =>
  qList('multicastGroupMemberList', { path: { multicastGroup: group } }, pageToken)
