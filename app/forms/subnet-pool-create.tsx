import { type RouteHandle } from '~/components/shell/crumbs'
import { subnetPoolKind } from '~/resources/pools/pool-kind'

import { PoolCreateForm } from './pool-form'

export const handle: RouteHandle = { crumb: 'New subnet pool', titleOnly: true }

export const subnetPoolFormDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP and subnet pools' },
]

/** Side modal at /system/networking/subnet-pools-new; on success it opens the new pool. */
export function Component() {
  return <PoolCreateForm kind={subnetPoolKind} docs={subnetPoolFormDocs} holds="subnets" />
}
