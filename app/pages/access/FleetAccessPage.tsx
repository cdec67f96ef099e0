import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'

import { AccessPage, loadAccess } from './access-page'

const scope = { level: 'fleet' } as const

export async function loader() {
  await loadAccess(scope)
  return null
}

export const handle: RouteHandle = { crumb: 'Fleet Access', crumbPath: pb.fleetAccess() }

/** Who has which role on the fleet (the operator area). */
export function Component() {
  return <AccessPage scope={scope} scopeName="the fleet" />
}
