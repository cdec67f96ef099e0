import { type LoaderFunctionArgs } from 'react-router'

import { siloSelector, useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AccessPanel, loadAccess } from '~/pages/access/access-page'
import { loadSilo } from '~/resources/silos/silo-queries'

export async function loader({ params }: LoaderFunctionArgs) {
  const { silo } = siloSelector(params)
  await Promise.all([loadSilo(params), loadAccess({ level: 'silo', silo })])
  return null
}

export const handle: RouteHandle = { crumb: 'Access' }

/** Who has which role on the silo, changed from the system area (by a fleet admin). */
export function Component() {
  const { silo } = useSiloSelector()
  return <AccessPanel scope={{ level: 'silo', silo }} scopeName={`silo ${silo}`} />
}
