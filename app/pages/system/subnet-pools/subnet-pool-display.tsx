import { DocsPopover } from '~/components/docs-popover'

/** Why a pool cannot be deleted now, from its utilization (undefined: it may be tried). */
export function subnetPoolDeleteReason(capacity: number | undefined): string | undefined {
  return capacity ? 'Subnet pool cannot be deleted while it contains subnets' : undefined
}

const subnetPoolDocLinks = [
  { href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP and subnet pools' },
]

export const subnetPoolsDocs = (
  <DocsPopover
    heading="Subnet pools"
    summary="A subnet pool holds blocks of external addresses. Projects in linked silos take external subnets from it, cut to a prefix length each block allows; a silo's default pool is used when none is chosen."
    links={subnetPoolDocLinks}
  />
)
