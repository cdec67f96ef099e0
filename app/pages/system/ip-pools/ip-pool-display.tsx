import { type IpPool } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { icon } from '~/ui/icons'

/** A pool: stacked address blocks. Decorative unless given a title. */
export const IpPoolIcon = icon(
  'IpPool',
  <>
    <rect x="2.5" y="2.5" width="11" height="3" rx="1" />
    <rect x="2.5" y="6.5" width="11" height="3" rx="1" />
    <rect x="2.5" y="10.5" width="11" height="3" rx="1" />
  </>,
)

export const assignmentLabel = (p: IpPool) =>
  p.assignment === 'silos' ? 'Silos' : 'System services'

/** Why a pool cannot be deleted now, from its utilization (undefined: it may be tried). */
export function poolDeleteReason(capacity: number | undefined): string | undefined {
  return capacity ? 'IP pool cannot be deleted while it contains IP ranges' : undefined
}

export const ipPoolsDocs = (
  <DocsPopover
    heading="IP pools"
    summary="An IP pool holds ranges of external addresses. Silos linked to a pool hand its addresses out to instances and floating IPs; a silo's default pool is used when none is chosen."
    links={[{ href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP pools' }]}
  />
)
