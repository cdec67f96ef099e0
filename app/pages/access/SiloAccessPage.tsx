import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'

import { AccessPage, loadAccess } from './access-page'

const scope = { level: 'silo' } as const

export async function loader() {
  await loadAccess(scope)
  return null
}

export const handle: RouteHandle = { crumb: 'Silo Access', crumbPath: pb.siloAccess() }

/** Who has which role on the silo. */
export function Component() {
  return <AccessPage scope={scope} scopeName="the silo" />
}
