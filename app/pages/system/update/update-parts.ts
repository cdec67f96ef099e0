import { type UpdatesTrustRoot } from '~/api/__generated__/Api'
import { q } from '~/api/client'

export const statusQ = q('systemUpdateStatus', {})
export const repositoryView = (systemVersion: string) =>
  q('systemUpdateRepositoryView', { path: { systemVersion } })
export const trustRootView = (trustRootId: string) =>
  q('systemUpdateTrustRootView', { path: { trustRootId } })

/** What a trust root's document says of itself, when it says it. */
export const rootField = (r: UpdatesTrustRoot, key: string): string | undefined => {
  const role = r.rootRole as Record<string, unknown> | null
  const v = role && typeof role === 'object' ? role[key] : undefined
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined
}
