import { q, qList } from '~/api/client'

export const subnetPoolPage = (pageToken?: string) => qList('systemSubnetPoolList', {}, pageToken)

export const subnetPoolView = (pool: string) => q('systemSubnetPoolView', { path: { pool } })

export const subnetPoolUtilization = (pool: string) =>
  q('systemSubnetPoolUtilizationView', { path: { pool } })

export const memberPage = (pool: string) => (pageToken?: string) =>
  qList('systemSubnetPoolMemberList', { path: { pool } }, pageToken)
