import { generateKeyPairSync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { validateSshPublicKey } from './validators'

/** SSH wire format: each part as a 4-byte big-endian length and its bytes. */
function blob(...parts: (string | Uint8Array)[]): string {
  const bytes = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p))
  const out = new Uint8Array(bytes.reduce((n, b) => n + 4 + b.length, 0))
  let at = 0
  for (const b of bytes) {
    new DataView(out.buffer).setUint32(at, b.length)
    out.set(b, at + 4)
    at += 4 + b.length
  }
  return Buffer.from(out).toString('base64')
}

const b64url = (s: string | undefined) => new Uint8Array(Buffer.from(s ?? '', 'base64url'))
/** An SSH mpint: a leading zero byte when the top bit is set. */
const mpint = (b: Uint8Array) => (b[0]! & 0x80 ? Uint8Array.from([0, ...b]) : b)

function ed25519Body() {
  const { publicKey } = generateKeyPairSync('ed25519')
  return b64url(publicKey.export({ format: 'jwk' }).x)
}

function ecdsaPoint(curve: 'P-256' | 'P-384' | 'P-521') {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: curve })
  const jwk = publicKey.export({ format: 'jwk' })
  return Uint8Array.from([4, ...b64url(jwk.x), ...b64url(jwk.y)])
}

function rsaKey() {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = publicKey.export({ format: 'jwk' })
  return `ssh-rsa ${blob('ssh-rsa', mpint(b64url(jwk.e)), mpint(b64url(jwk.n)))}`
}

const ed25519 = `ssh-ed25519 ${blob('ssh-ed25519', ed25519Body())}`

describe('validateSshPublicKey accepts every supported key type', () => {
  const keys: [string, string][] = [
    ['Ed25519', ed25519],
    ['RSA', rsaKey()],
    ...(['256', '384', '521'] as const).map((bits): [string, string] => [
      `ECDSA nistp${bits}`,
      `ecdsa-sha2-nistp${bits} ${blob(`ecdsa-sha2-nistp${bits}`, `nistp${bits}`, ecdsaPoint(`P-${bits}`))}`,
    ]),
    [
      'security key Ed25519',
      `sk-ssh-ed25519@openssh.com ${blob('sk-ssh-ed25519@openssh.com', ed25519Body(), 'ssh:')}`,
    ],
    [
      'security key ECDSA',
      `sk-ecdsa-sha2-nistp256@openssh.com ${blob('sk-ecdsa-sha2-nistp256@openssh.com', 'nistp256', ecdsaPoint('P-256'), 'ssh:')}`,
    ],
  ]
  it.each(keys)('%s', (_, key) => {
    expect(validateSshPublicKey(key)).toBeUndefined()
    // with a comment (spaces allowed), and with the whitespace a paste brings
    expect(validateSshPublicKey(`${key} ada@laptop (work)`)).toBeUndefined()
    expect(validateSshPublicKey(`  ${key}\n`)).toBeUndefined()
  })
})

describe('validateSshPublicKey says what is wrong', () => {
  it('leaves an empty field to the required rule', () => {
    expect(validateSshPublicKey('')).toBeUndefined()
  })

  it('an unknown type', () => {
    expect(validateSshPublicKey('ssh-foo AAAA')).toMatch(
      /^Unknown key type "ssh-foo": use ssh-ed25519, ssh-rsa/,
    )
    expect(validateSshPublicKey('not a key')).toMatch(/^Unknown key type "not"/)
  })

  it('the data without its type', () => {
    expect(validateSshPublicKey(blob('ssh-ed25519', ed25519Body()))).toBe(
      'Start with the key type, e.g. ssh-ed25519, before the key data',
    )
  })

  it('a type without data, or data that is not base64', () => {
    expect(validateSshPublicKey('ssh-ed25519')).toBe('The key data is missing after ssh-ed25519')
    expect(validateSshPublicKey('ssh-ed25519 not*base64!')).toBe('The key data is not valid base64')
    expect(validateSshPublicKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI')).toBe(
      'The key data is not valid base64',
    )
  })

  it('data of another type than the line says', () => {
    const rsa = rsaKey().split(' ')[1]
    expect(validateSshPublicKey(`ssh-ed25519 ${rsa}`)).toBe(
      'The key data is an ssh-rsa key, but the line says ssh-ed25519',
    )
    expect(validateSshPublicKey(`ssh-rsa ${blob('something-else', 'x')}`)).toBe(
      'The key data does not hold an ssh-rsa key',
    )
  })

  it('truncated or damaged data', () => {
    const full = blob('ssh-ed25519', ed25519Body())
    const cut = Buffer.from(Buffer.from(full, 'base64').subarray(0, 40)).toString('base64')
    expect(validateSshPublicKey(`ssh-ed25519 ${cut}`)).toBe('The key data is incomplete or damaged')
    expect(validateSshPublicKey(`ssh-ed25519 ${blob('ssh-ed25519', new Uint8Array(31))}`)).toBe(
      'The key data is incomplete or damaged',
    )
    expect(
      validateSshPublicKey(
        `ecdsa-sha2-nistp256 ${blob('ecdsa-sha2-nistp256', 'nistp384', ecdsaPoint('P-384'))}`,
      ),
    ).toBe('The key data is incomplete or damaged')
  })

  it('a private key, an SSH2 key, two keys', () => {
    expect(
      validateSshPublicKey(
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
      ),
    ).toBe('This is a private key: paste the public key (the .pub file) instead')
    expect(
      validateSshPublicKey('---- BEGIN SSH2 PUBLIC KEY ----\nAAAA\n---- END SSH2 PUBLIC KEY ----'),
    ).toMatch(/SSH2 \(RFC 4716\) format/)
    expect(validateSshPublicKey(`${ed25519}\n${ed25519}`)).toBe('Paste one key on a single line')
  })
})
