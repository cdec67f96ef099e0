import { ipVersion } from '~/components/form/validators'

type SiloPool = { ipVersion: 'v4' | 'v6'; poolType?: 'unicast' | 'multicast' }

/**
 * An address to attach: a valid IP address of a version some unicast pool linked to the silo
 * holds (`pools` undefined while they load: only the address is checked then). Whether the
 * address lies in one of the pools' ranges the API says, as a silo's user cannot read ranges.
 */
export function validateGatewayAddress(
  value: string,
  pools: readonly SiloPool[] | undefined,
): string | undefined {
  const address = value.trim()
  const version = ipVersion(address)
  if (!version) return 'Not a valid IP address'
  if (!pools) return undefined
  const unicast = pools.filter((p) => (p.poolType ?? 'unicast') === 'unicast')
  if (unicast.length === 0) return 'No IP pool is linked to this silo'
  if (!unicast.some((p) => p.ipVersion === `v${version}`)) {
    return `No IP pool linked to this silo holds IPv${version} addresses`
  }
  return undefined
}
