import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  certWarnings,
  keyMatchesCertificate,
  nameMatches,
  parseCertificate,
  siloDnsName,
} from './silo-cert-check'

// self-signed test certificates (P-256), also used by test/e2e/silos.spec.ts
const GOOD = `-----BEGIN CERTIFICATE-----
MIIBWTCCAQCgAwIBAgIUJL5dakuG3r5q+CN+92CwAzflI9AwCgYIKoZIzj0EAwIw
HDEaMBgGA1UEAwwRKi5zeXMuZXhhbXBsZS5jb20wHhcNMjUwMTAxMDAwMDAwWhcN
NDUwMTAxMDAwMDAwWjAcMRowGAYDVQQDDBEqLnN5cy5leGFtcGxlLmNvbTBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABFfc9peB/W2rWU3d1c1YHXrPTv7VbI/sBBoR
rNi/ZCaEL8/LpBClgruT3ToT1/QgBNl1B17GsaY0QrQQUF8Gov6jIDAeMBwGA1Ud
EQQVMBOCESouc3lzLmV4YW1wbGUuY29tMAoGCCqGSM49BAMCA0cAMEQCIGRtxj93
+FNEIATa8Ok3WVhJRS+uNNf9wAGyPQ+aifjmAiBBjvKBSjDENx7TFRoEcymIRjRU
e7FygvbUovVFnXzf1w==
-----END CERTIFICATE-----`
const EXPIRED = `-----BEGIN CERTIFICATE-----
MIIBZjCCAQugAwIBAgIUfON7B+cSN0go9+NXh0VZDFBXzJMwCgYIKoZIzj0EAwIw
GjEYMBYGA1UEAwwPd3d3LmV4YW1wbGUub3JnMB4XDTIwMDEwMTAwMDAwMFoXDTIx
MDEwMTAwMDAwMFowGjEYMBYGA1UEAwwPd3d3LmV4YW1wbGUub3JnMFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAEV9z2l4H9batZTd3VzVgdes9O/tVsj+wEGhGs2L9k
JoQvz8ukEKWCu5PdOhPX9CAE2XUHXsaxpjRCtBBQXwai/qMvMC0wKwYDVR0RBCQw
IoIPd3d3LmV4YW1wbGUub3Jngg9hcGkuZXhhbXBsZS5vcmcwCgYIKoZIzj0EAwID
SQAwRgIhAI6OkJnwFtxsvngjmuCTkUOGtYD6YBQg7CfeUf7jhwacAiEA28m0FrkZ
tjwmDO4makr/IwsWDwoPr+knzrvla0xYTik=
-----END CERTIFICATE-----`
const CN_ONLY = `-----BEGIN CERTIFICATE-----
MIIBPzCB5qADAgECAhQ5Ow2FoTgnGE14bARS/Tzx/dlQpTAKBggqhkjOPQQDAjAg
MR4wHAYDVQQDDBVsdW1lbi5zeXMuZXhhbXBsZS5jb20wHhcNMjUwMTAxMDAwMDAw
WhcNNDUwMTAxMDAwMDAwWjAgMR4wHAYDVQQDDBVsdW1lbi5zeXMuZXhhbXBsZS5j
b20wWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAARX3PaXgf1tq1lN3dXNWB16z07+
1WyP7AQaEazYv2QmhC/Py6QQpYK7k906E9f0IATZdQdexrGmNEK0EFBfBqL+MAoG
CCqGSM49BAMCA0gAMEUCIApqLu0OpYMebmwmXifr+xb+wSlR4dCiqUFNkVYjBCsz
AiEArm8laII+bLJOz3Gp2E8vIpYNEjX8J19/ZAGhiSiO6uE=
-----END CERTIFICATE-----`

const now = new Date('2026-06-01T00:00:00Z')

describe('parseCertificate', () => {
  it('reads validity, common name and DNS names', () => {
    const info = parseCertificate(EXPIRED)!
    expect(info.notBefore.toISOString()).toBe('2020-01-01T00:00:00.000Z')
    expect(info.notAfter.toISOString()).toBe('2021-01-01T00:00:00.000Z')
    expect(info.commonName).toBe('www.example.org')
    expect(info.dnsNames).toEqual(['www.example.org', 'api.example.org'])
  })
  it('reads a certificate without alternative names', () => {
    expect(parseCertificate(CN_ONLY)).toMatchObject({
      commonName: 'lumen.sys.example.com',
      dnsNames: [],
    })
  })
  it('returns null for what is not a certificate', () => {
    expect(parseCertificate('hello')).toBeNull()
    expect(
      parseCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'),
    ).toBeNull()
  })
})

describe('nameMatches', () => {
  it('follows RFC 6125 wildcards', () => {
    expect(nameMatches('*.sys.example.com', 'lumen.sys.example.com')).toBe(true)
    expect(nameMatches('*.example.com', 'lumen.sys.example.com')).toBe(false)
    expect(nameMatches('LUMEN.sys.example.com.', 'lumen.sys.example.com')).toBe(true)
    expect(nameMatches('a.*.example.com', 'a.b.example.com')).toBe(false)
  })
})

describe('certWarnings', () => {
  it('is quiet for a good certificate', () => {
    expect(certWarnings(GOOD, { silo: 'lumen', dnsName: 'lumen.sys.example.com', now })).toEqual([])
    expect(certWarnings(GOOD, { silo: 'lumen', dnsName: null, now })).toEqual([])
    expect(certWarnings(CN_ONLY, { silo: 'lumen', dnsName: null, now })).toEqual([])
  })
  it('warns about expiry and names', () => {
    const w = certWarnings(EXPIRED, { silo: 'lumen', dnsName: 'lumen.sys.example.com', now })
    expect(w.map((x) => x.title)).toEqual([
      'Certificate expired',
      'Certificate does not match the silo',
    ])
    expect(w[1]!.body).toContain('www.example.org, api.example.org')
    expect(certWarnings(CN_ONLY, { silo: 'tesla', dnsName: null, now })).toHaveLength(1)
  })
  it('says when it cannot read the file', () => {
    expect(certWarnings('nope', { silo: 'x', dnsName: null, now })[0]!.title).toBe(
      'Could not read the certificate',
    )
  })
})

describe('siloDnsName', () => {
  it('takes the domain from a silo address', () => {
    expect(siloDnsName('lumen', 'tesla.sys.rack.example.com')).toBe('lumen.sys.rack.example.com')
    expect(siloDnsName('lumen', 'localhost')).toBeNull()
  })
})

describe('keyMatchesCertificate', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`../../test/e2e/fixtures/${name}`, import.meta.url), 'utf8')
  const cert = fixture('silo-cert-good.pem')
  const rsaCert = fixture('silo-cert-rsa.pem')

  it('accepts the certificate’s own key, as PKCS #8 or SEC 1 (EC) and PKCS #1 (RSA)', async () => {
    expect(await keyMatchesCertificate(cert, fixture('silo-key.pem'))).toBe('match')
    expect(await keyMatchesCertificate(cert, fixture('silo-key-sec1.pem'))).toBe('match')
    expect(await keyMatchesCertificate(rsaCert, fixture('silo-key-rsa.pem'))).toBe('match')
  })

  it('flags a key that belongs to another certificate', async () => {
    // another P-256 key
    expect(await keyMatchesCertificate(cert, fixture('silo-key-other.pem'))).toBe('mismatch')
    // an RSA key for an EC certificate and the other way round
    expect(await keyMatchesCertificate(cert, fixture('silo-key-rsa.pem'))).toBe('mismatch')
    expect(await keyMatchesCertificate(rsaCert, fixture('silo-key.pem'))).toBe('mismatch')
  })

  it('says when the key cannot be read, and when it cannot tell', async () => {
    const garbled = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'
    expect(await keyMatchesCertificate(cert, garbled)).toBe('unreadable')
    const encrypted =
      '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----'
    expect(await keyMatchesCertificate(cert, encrypted)).toBe('unknown')
    expect(await keyMatchesCertificate('hello', fixture('silo-key.pem'))).toBe('unknown')
  })
})

describe('a certificate file that is not PEM', () => {
  it('is not read as a certificate (DER bytes, say)', () => {
    const der = readFileSync(new URL('../../test/e2e/fixtures/silo-cert-good.der', import.meta.url))
    expect(parseCertificate(der.toString('latin1'))).toBeNull()
  })
})
