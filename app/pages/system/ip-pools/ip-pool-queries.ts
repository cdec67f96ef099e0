import { q, qList } from '~/api/client'

export const poolPage = (pageToken?: string) => qList('systemIpPoolList', {}, pageToken)

export const poolView = (pool: string) => q('systemIpPoolView', { path: { pool } })

export const poolUtilization = (pool: string) =>
  q('systemIpPoolUtilizationView', { path: { pool } })

export const rangePage = (pool: string) => (pageToken?: string) =>
  qList('systemIpPoolRangeList', { path: { pool } }, pageToken)
