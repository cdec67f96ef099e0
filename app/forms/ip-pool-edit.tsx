import { type RouteHandle } from '~/components/shell/crumbs'
import { ipPoolKind } from '~/resources/pools/pool-kind'

import { PoolEditForm, poolEditLoader } from './pool-form'

export const loader = poolEditLoader(ipPoolKind)

export const handle: RouteHandle = { crumb: 'Edit IP pool', titleOnly: true }

/** Side modal at /system/networking/ip-pools/:pool/edit, over the pool's page. */
export function Component() {
  return <PoolEditForm kind={ipPoolKind} />
}
