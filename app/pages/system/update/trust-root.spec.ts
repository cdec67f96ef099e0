import { describe, expect, it } from 'vitest'

import { type UpdatesTrustRoot } from '~/api/__generated__/Api'
import { processResponseBody } from '~/api/__generated__/util'

import { rootDocument, rootField } from './trust-root'

/** A trust root as the client hands it over: every key of the response camel-cased. */
const received = (rootRole: unknown) =>
  processResponseBody({
    id: 'r-1',
    time_created: '2026-01-01T00:00:00Z',
    root_role: rootRole,
  }) as UpdatesTrustRoot

describe('trust root document', () => {
  const doc = {
    _type: 'root',
    spec_version: '1.0.0',
    consistent_snapshot: true,
    version: 3,
    expires: '2030-01-01T00:00:00Z',
    keys: { '4f2a9c': { keytype: 'ed25519', keyval: { public: 'abc' } } },
    roles: { root: { keyids: ['4f2a9c'], threshold: 1 } },
  }

  it('gives back the document with the keys it was sent with', () => {
    const root = received(doc)
    expect(root.rootRole).toHaveProperty('specVersion')
    expect(rootDocument(root)).toEqual(doc)
  })

  it('reads its own fields, and nothing from what is not an object', () => {
    const root = received(doc)
    expect(rootField(root, '_type')).toBe('root')
    expect(rootField(root, 'spec_version')).toBe('1.0.0')
    expect(rootField(root, 'version')).toBe('3')
    expect(rootField(root, 'keys')).toBeUndefined()
    expect(rootField(received(null), 'version')).toBeUndefined()
  })
})
