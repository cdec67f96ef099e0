/** Values and checks of the SAML identity provider form. */

/** The ACS URL a silo's provider uses: the silo's own address, /login/<silo>/saml/<provider>. */
export function acsUrlFor(
  silo: string,
  provider: string,
  { protocol, hostname, host }: { protocol: string; hostname: string; host: string },
): string {
  const at = hostname.indexOf('.sys.')
  const origin = at >= 0 ? `https://${silo}.sys.${hostname.slice(at + 5)}` : `${protocol}//${host}`
  return `${origin}/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}`
}

export function validateHttpUrl(value: string): string | true {
  const v = value.trim()
  if (!v) return true
  try {
    const url = new URL(v)
    if (url.protocol === 'https:' || url.protocol === 'http:') return true
  } catch {
    // fall through
  }
  return 'Must be a URL starting with https:// or http://'
}

export function validateEmail(value: string): string | true {
  const v = value.trim()
  return !v || /^[^\s@]+@[^\s@]+$/.test(v) ? true : 'Must be an email address'
}

/** A file's bytes as base64, as the API takes XML metadata and DER keys. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let bin = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(bin)
}
