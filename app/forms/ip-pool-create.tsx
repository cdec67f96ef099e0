import { type RouteHandle } from '~/components/shell/crumbs'
import { ipPoolKind } from '~/resources/pools/pool-kind'

import { PoolCreateForm } from './pool-form'

export const handle: RouteHandle = { crumb: 'New IP pool', titleOnly: true }

export const ipPoolDocs = [
  { href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP pools' },
]

/** Side modal at /system/networking/ip-pools-new; on success it opens the new pool. */
export function Component() {
  return (
    <PoolCreateForm
      kind={ipPoolKind}
      docs={ipPoolDocs}
      holds="addresses"
      extraBody={{ poolType: 'unicast' }}
    />
  )
}
