import { type UpdatesTrustRoot } from '~/api/__generated__/Api'
import { snakeify } from '~/api/__generated__/util'

/**
 * A trust root's TUF document with its own keys: the client turns every key of a response into
 * camelCase, this free-form document's too (`spec_version` arrives as `specVersion`, `_type` as
 * `Type`); turned back, a TUF root role's keys (lower-case words, hex key ids) are as sent.
 */
export const rootDocument = (r: UpdatesTrustRoot): unknown => snakeify(r.rootRole)

/** What a trust root's document says of itself, when it says it. */
export const rootField = (r: UpdatesTrustRoot, key: string): string | undefined => {
  const role = rootDocument(r) as Record<string, unknown> | null
  const v = role && typeof role === 'object' ? role[key] : undefined
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined
}
