import { type BgpConfigCreate, type BgpConfigUpdate } from '~/api/__generated__/Api'

/** The largest 32-bit ASN (RFC 6793); 0 is reserved, so the range starts at 1. */
export const ASN_MAX = 4_294_967_295

export type BgpConfigValues = {
  name: string
  description: string
  /** NaN while empty (the number field's "unset"). */
  asn: number
  bgpAnnounceSetId: string
  maxPaths: number
  vrf: string
}

export const bgpDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/rack-networking', label: 'Rack networking' },
]

const orNull = (n: number) => (Number.isNaN(n) ? null : n)

/** The create body; an empty VRF is left out (the API's default: none). */
export function bgpConfigBody(v: BgpConfigValues): BgpConfigCreate {
  return {
    name: v.name,
    description: v.description,
    asn: orNull(v.asn) as number,
    bgpAnnounceSetId: v.bgpAnnounceSetId,
    maxPaths: orNull(v.maxPaths) ?? undefined,
    vrf: v.vrf.trim() || null,
  }
}

/**
 * The update body: only what the API lets change (the ASN and VRF are fixed once created); an
 * announce set left unchosen stays as it is.
 */
export function bgpConfigUpdateBody(v: Omit<BgpConfigValues, 'asn' | 'vrf'>): BgpConfigUpdate {
  return {
    name: v.name,
    description: v.description,
    maxPaths: orNull(v.maxPaths),
    bgpAnnounceSetId: v.bgpAnnounceSetId || null,
  }
}
