import { q } from '~/api/client'

export const statusQ = q('systemUpdateStatus', {})

export const repositoryView = (systemVersion: string) =>
  q('systemUpdateRepositoryView', { path: { systemVersion } })

export const trustRootView = (trustRootId: string) =>
  q('systemUpdateTrustRootView', { path: { trustRootId } })
