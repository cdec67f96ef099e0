import { type RouteHandle } from '~/components/shell/crumbs'
import { subnetPoolKind } from '~/resources/pools/pool-kind'

import { PoolEditForm, poolEditLoader } from './pool-form'

export const loader = poolEditLoader(subnetPoolKind)

export const handle: RouteHandle = { crumb: 'Edit subnet pool', titleOnly: true }

/** Side modal at /system/networking/subnet-pools/:pool/edit, over the pool's page. */
export function Component() {
  return <PoolEditForm kind={subnetPoolKind} />
}
