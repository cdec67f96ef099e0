/**
 * Reads just enough of an X.509 certificate (PEM, first CERTIFICATE block) to warn before a
 * silo is created with it: the validity dates, the subject's common name, the DNS names of
 * the subject alternative names and its public key. A small DER walker of our own; the one
 * cryptographic check, that a private key belongs to the certificate, is the platform's
 * WebCrypto (`keyMatchesCertificate`). No chain or signature verification.
 */

type CertInfo = {
  notBefore: Date
  notAfter: Date
  commonName: string | null
  dnsNames: string[]
  /** The SubjectPublicKeyInfo, whole (DER). */
  spki: Uint8Array<ArrayBuffer>
}

/** A DER element: its tag, where it begins (`pos`), where its contents start and end. */
type Tlv = { tag: number; pos: number; start: number; end: number; next: number }

function readTlv(der: Uint8Array, pos: number): Tlv {
  if (pos + 2 > der.length) throw new Error('truncated')
  const tag = der[pos]!
  let len = der[pos + 1]!
  let start = pos + 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4) throw new Error('bad length')
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i]!
    start += n
  }
  const end = start + len
  if (end > der.length) throw new Error('truncated')
  return { tag, pos, start, end, next: end }
}

/** The elements inside a constructed element. */
function children(der: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = []
  for (let pos = parent.start; pos < parent.end;) {
    const t = readTlv(der, pos)
    out.push(t)
    pos = t.next
  }
  return out
}

const ascii = (der: Uint8Array, t: Tlv) => new TextDecoder().decode(der.subarray(t.start, t.end))

const bytesEqual = (der: Uint8Array, t: Tlv, expected: number[]) =>
  t.end - t.start === expected.length && expected.every((b, i) => der[t.start + i] === b)

const OID_CN = [0x55, 0x04, 0x03]
const OID_SAN = [0x55, 0x1d, 0x11]

function readTime(der: Uint8Array, t: Tlv): Date {
  const s = ascii(der, t)
  // UTCTime YYMMDDHHMMSSZ (years 1950-2049) or GeneralizedTime YYYYMMDDHHMMSSZ
  const m =
    t.tag === 0x17
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(s)
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(s)
  if (!m) throw new Error('bad time')
  let year = Number(m[1])
  if (t.tag === 0x17) year += year < 50 ? 2000 : 1900
  return new Date(
    Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)),
  )
}

function commonNameOf(der: Uint8Array, name: Tlv): string | null {
  for (const rdn of children(der, name)) {
    for (const attr of children(der, rdn)) {
      const [oid, value] = children(der, attr)
      if (oid && value && bytesEqual(der, oid, OID_CN)) return ascii(der, value)
    }
  }
  return null
}

function dnsNamesOf(der: Uint8Array, extensions: Tlv): string[] {
  const seq = children(der, extensions)[0]
  if (!seq) return []
  for (const ext of children(der, seq)) {
    const parts = children(der, ext)
    const oid = parts[0]
    const value = parts[parts.length - 1]
    if (!oid || !value || !bytesEqual(der, oid, OID_SAN)) continue
    const names = readTlv(der, value.start)
    // dNSName is [2] IMPLICIT IA5String
    return children(der, names)
      .filter((n) => n.tag === 0x82)
      .map((n) => ascii(der, n))
  }
  return []
}

/** The DER bytes of the first PEM block of a label ("CERTIFICATE", "EC PRIVATE KEY"), or null. */
function firstPemBlock(pem: string, label: string): Uint8Array<ArrayBuffer> | null {
  const m = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem)
  if (!m) return null
  try {
    const bin = atob(m[1]!.replace(/\s+/g, ''))
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

const firstPemCertificate = (pem: string) => firstPemBlock(pem, 'CERTIFICATE')

/** What the first certificate of a PEM text says, or null when it cannot be read. */
export function parseCertificate(pem: string): CertInfo | null {
  const der = firstPemCertificate(pem)
  if (!der) return null
  try {
    const cert = readTlv(der, 0)
    const tbs = children(der, cert)[0]
    if (cert.tag !== 0x30 || !tbs || tbs.tag !== 0x30) return null
    const fields = children(der, tbs)
    // the version is an explicit [0] that may be left out
    const i = fields[0]?.tag === 0xa0 ? 1 : 0
    const validity = fields[i + 3]
    const subject = fields[i + 4]
    const spki = fields[i + 5]
    if (!validity || !subject || !spki || spki.tag !== 0x30) return null
    const [nb, na] = children(der, validity)
    if (!nb || !na) return null
    const extensions = fields.slice(i + 6).find((f) => f.tag === 0xa3)
    return {
      notBefore: readTime(der, nb),
      notAfter: readTime(der, na),
      commonName: commonNameOf(der, subject),
      dnsNames: extensions ? dnsNamesOf(der, extensions) : [],
      spki: der.slice(spki.pos, spki.end),
    }
  } catch {
    return null
  }
}

/**
 * Whether a certificate name covers a host name (RFC 6125 6.4.3): a wildcard only as the
 * whole left-most label, matching exactly one label.
 */
export function nameMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase().replace(/\.$/, '').split('.')
  const h = host.toLowerCase().replace(/\.$/, '').split('.')
  if (p.length !== h.length) return false
  return p.every((label, i) => label === h[i] || (i === 0 && label === '*' && h[i] !== ''))
}

/**
 * The silo's DNS name as the console knows it: `<silo>.sys.<domain>`, the domain taken from the
 * address this console is served from when it is itself a silo's address; else null.
 */
export function siloDnsName(silo: string, hostname: string): string | null {
  const at = hostname.indexOf('.sys.')
  if (at < 0) return null
  return `${silo}.sys.${hostname.slice(at + 5)}`
}

export type CertWarning = { title: string; body: string }

/**
 * The warnings a certificate gives for a silo: unreadable, expired or not yet valid, or not
 * naming the silo's DNS name (any `<silo>.sys.*` name when the domain is not known here).
 */
export function certWarnings(
  pem: string,
  { silo, dnsName, now = new Date() }: { silo: string; dnsName: string | null; now?: Date },
): CertWarning[] {
  const info = parseCertificate(pem)
  if (!info) {
    return [
      {
        title: 'Could not read the certificate',
        body: 'Expected an X.509 certificate in PEM format (a block starting with -----BEGIN CERTIFICATE-----).',
      },
    ]
  }
  const out: CertWarning[] = []
  const day = (d: Date) => d.toISOString().slice(0, 10)
  if (info.notAfter < now) {
    out.push({
      title: 'Certificate expired',
      body: `It expired on ${day(info.notAfter)}; browsers will refuse the silo's address.`,
    })
  } else if (info.notBefore > now) {
    out.push({
      title: 'Certificate not yet valid',
      body: `It becomes valid on ${day(info.notBefore)}.`,
    })
  }
  const names = info.dnsNames.length ? info.dnsNames : info.commonName ? [info.commonName] : []
  if (silo) {
    const matches = dnsName
      ? names.some((n) => nameMatches(n, dnsName))
      : names.some((n) => {
          const at = n.toLowerCase().indexOf('.sys.')
          return at > 0 && nameMatches(n.slice(0, at), silo)
        })
    if (!matches) {
      out.push({
        title: 'Certificate does not match the silo',
        body: `Expected a name covering ${dnsName ?? `${silo}.sys.<rack domain>`}; it names ${
          names.length ? names.join(', ') : 'no host at all'
        }.`,
      })
    }
  }
  return out
}

// --- whether a private key belongs to the certificate ---

const OID_RSA = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01]
const OID_EC = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01]
const OID_ED25519 = [0x2b, 0x65, 0x70]
const CURVES: [string, number[]][] = [
  ['P-256', [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]],
  ['P-384', [0x2b, 0x81, 0x04, 0x00, 0x22]],
  ['P-521', [0x2b, 0x81, 0x04, 0x00, 0x23]],
]

type KeyAlgorithm =
  { kind: 'rsa' } | { kind: 'ec'; curve: string; curveOid: number[] } | { kind: 'ed25519' }

/** The key algorithm of an AlgorithmIdentifier (SEQUENCE { OID, parameters }), if known. */
function keyAlgorithm(der: Uint8Array, algId: Tlv): KeyAlgorithm | null {
  const [oid, params] = children(der, algId)
  if (!oid || oid.tag !== 0x06) return null
  if (bytesEqual(der, oid, OID_RSA)) return { kind: 'rsa' }
  if (bytesEqual(der, oid, OID_ED25519)) return { kind: 'ed25519' }
  if (bytesEqual(der, oid, OID_EC) && params?.tag === 0x06) return curveOf(der, params)
  return null
}

function curveOf(der: Uint8Array, oid: Tlv): KeyAlgorithm | null {
  const known = CURVES.find(([, bytes]) => bytesEqual(der, oid, bytes))
  return known ? { kind: 'ec', curve: known[0], curveOid: known[1] } : null
}

/** One DER element: a tag and a body. */
function encode(tag: number, ...parts: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const body = parts.flatMap((p) => [...p])
  const n = body.length
  const len = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]
  return Uint8Array.from([tag, ...len, ...body])
}

const algorithmIdentifier = (alg: KeyAlgorithm): Uint8Array<ArrayBuffer> =>
  alg.kind === 'rsa'
    ? encode(0x30, encode(0x06, OID_RSA), [0x05, 0x00])
    : alg.kind === 'ec'
      ? encode(0x30, encode(0x06, OID_EC), encode(0x06, alg.curveOid))
      : encode(0x30, encode(0x06, OID_ED25519))

/** A PKCS #8 PrivateKeyInfo around a key of the older, algorithm-specific formats. */
const pkcs8 = (alg: KeyAlgorithm, key: Uint8Array) =>
  encode(0x30, encode(0x02, [0]), algorithmIdentifier(alg), encode(0x04, key))

/**
 * A private key PEM as PKCS #8 with its algorithm: "PRIVATE KEY" as it is, "RSA PRIVATE KEY"
 * (PKCS #1) and "EC PRIVATE KEY" (SEC 1) wrapped. Null when it cannot be read (an encrypted
 * key, say); `curve` is the certificate's, for an EC key that does not name its own.
 */
function readPrivateKey(
  pem: string,
  certAlg: KeyAlgorithm,
): { alg: KeyAlgorithm; der: Uint8Array<ArrayBuffer> } | null {
  const p8 = firstPemBlock(pem, 'PRIVATE KEY')
  if (p8) {
    const [, algId] = children(p8, readTlv(p8, 0))
    const alg = algId && keyAlgorithm(p8, algId)
    return alg ? { alg, der: p8 } : null
  }
  const rsa = firstPemBlock(pem, 'RSA PRIVATE KEY')
  if (rsa) return { alg: { kind: 'rsa' }, der: pkcs8({ kind: 'rsa' }, rsa) }
  const ec = firstPemBlock(pem, 'EC PRIVATE KEY')
  if (ec) {
    const named = children(ec, readTlv(ec, 0)).find((t) => t.tag === 0xa0)
    const oid = named && readTlv(ec, named.start)
    const alg = oid ? curveOf(ec, oid) : certAlg.kind === 'ec' ? certAlg : null
    return alg ? { alg, der: pkcs8(alg, ec) } : null
  }
  return null
}

const importParams = (alg: KeyAlgorithm): RsaHashedImportParams | EcKeyImportParams | Algorithm =>
  alg.kind === 'rsa'
    ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
    : alg.kind === 'ec'
      ? { name: 'ECDSA', namedCurve: alg.curve }
      : { name: 'Ed25519' }

/**
 * Whether the private key belongs to the certificate: both are imported with WebCrypto and the
 * public part of the key compared with the certificate's public key. 'unknown' when the
 * browser cannot tell (an algorithm it does not import, an encrypted key, an unreadable
 * certificate); 'unreadable' when the key is not a private key it can read.
 */
export async function keyMatchesCertificate(
  certPem: string,
  keyPem: string,
): Promise<'match' | 'mismatch' | 'unreadable' | 'unknown'> {
  const cert = parseCertificate(certPem)
  const subtle = globalThis.crypto?.subtle
  if (!cert || !subtle) return 'unknown'
  let certAlg: KeyAlgorithm | null
  try {
    const algId = children(cert.spki, readTlv(cert.spki, 0))[0]
    certAlg = algId ? keyAlgorithm(cert.spki, algId) : null
  } catch {
    return 'unknown'
  }
  if (!certAlg) return 'unknown'
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(keyPem)) return 'unknown'
  let key: ReturnType<typeof readPrivateKey>
  try {
    key = readPrivateKey(keyPem, certAlg)
  } catch {
    return 'unreadable'
  }
  if (!key) return 'unreadable'
  if (key.alg.kind !== certAlg.kind) return 'mismatch'
  if (key.alg.kind === 'ec' && certAlg.kind === 'ec' && key.alg.curve !== certAlg.curve) {
    return 'mismatch'
  }
  const params = importParams(certAlg)
  let publicJwk: JsonWebKey
  try {
    const pub = await subtle.importKey('spki', cert.spki, params, true, ['verify'])
    publicJwk = await subtle.exportKey('jwk', pub)
  } catch {
    return 'unknown'
  }
  let privateJwk: JsonWebKey
  try {
    const priv = await subtle.importKey('pkcs8', key.der, params, true, ['sign'])
    privateJwk = await subtle.exportKey('jwk', priv)
  } catch {
    return 'unreadable'
  }
  const same =
    certAlg.kind === 'rsa'
      ? publicJwk.n === privateJwk.n && publicJwk.e === privateJwk.e
      : publicJwk.x === privateJwk.x && publicJwk.y === privateJwk.y
  return same ? 'match' : 'mismatch'
}
