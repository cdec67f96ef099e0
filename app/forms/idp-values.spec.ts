import { describe, expect, it } from 'vitest'

import { acsUrlFor, fileToBase64, validateEmail, validateHttpUrl } from './idp-values'

describe('acsUrlFor', () => {
  it("uses the silo's own address on a rack", () => {
    const loc = {
      protocol: 'https:',
      hostname: 'ops.sys.r1.example.com',
      host: 'ops.sys.r1.example.com',
    }
    expect(acsUrlFor('lumen', 'okta', loc)).toBe(
      'https://lumen.sys.r1.example.com/login/lumen/saml/okta',
    )
  })
  it('uses the current origin elsewhere', () => {
    const loc = { protocol: 'http:', hostname: 'localhost', host: 'localhost:4000' }
    expect(acsUrlFor('lumen', 'okta', loc)).toBe('http://localhost:4000/login/lumen/saml/okta')
  })
})

describe('validators', () => {
  it('checks URLs and emails', () => {
    expect(validateHttpUrl('https://idp.example.com/meta')).toBe(true)
    expect(validateHttpUrl('ftp://x')).toBe('Must be a URL starting with https:// or http://')
    expect(validateHttpUrl('nope')).toBe('Must be a URL starting with https:// or http://')
    expect(validateEmail('ops@example.com')).toBe(true)
    expect(validateEmail('ops')).toBe('Must be an email address')
  })
  it('encodes files as base64', async () => {
    expect(await fileToBase64(new Blob(['<xml/>']))).toBe(btoa('<xml/>'))
  })
})
