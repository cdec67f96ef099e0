/**
 * Reads just enough of an X.509 certificate (PEM, first CERTIFICATE block) to warn before a
 * silo is created with it: the validity dates, the subject's common name and the DNS names of
 * the subject alternative names. A small DER walker of our own: no crypto, no verification.
 */

type CertInfo = {
  notBefore: Date
  notAfter: Date
  commonName: string | null
  dnsNames: string[]
}

type Tlv = { tag: number; start: number; end: number; next: number }

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
  return { tag, start, end, next: end }
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

/** The DER bytes of the first CERTIFICATE block of a PEM text, or null. */
function firstPemCertificate(pem: string): Uint8Array | null {
  const m = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem)
  if (!m) return null
  try {
    const bin = atob(m[1]!.replace(/\s+/g, ''))
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

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
    if (!validity || !subject) return null
    const [nb, na] = children(der, validity)
    if (!nb || !na) return null
    const extensions = fields.slice(i + 6).find((f) => f.tag === 0xa3)
    return {
      notBefore: readTime(der, nb),
      notAfter: readTime(der, na),
      commonName: commonNameOf(der, subject),
      dnsNames: extensions ? dnsNamesOf(der, extensions) : [],
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
