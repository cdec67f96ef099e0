import { type BgpConfig, type BgpPeerStatus } from '~/api/__generated__/Api'

/**
 * The ASN the rack speaks BGP as: the local ASN its peers report, else the first config's.
 * Imported routes and message history are read per ASN.
 */
export function rackAsn(peers: BgpPeerStatus[], configs: BgpConfig[]): number | undefined {
  return peers[0]?.localAsn ?? configs[0]?.asn
}
