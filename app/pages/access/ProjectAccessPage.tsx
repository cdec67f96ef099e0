import { type LoaderFunctionArgs } from 'react-router'

import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'

import { AccessPage, loadAccess } from './access-page'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadAccess({ level: 'project', ...projectSelector(params) })
  return null
}

export const handle: RouteHandle = {
  crumb: 'Access',
  crumbPath: (params) => pb.projectAccess(projectSelector(params)),
}

/** Who has which role on the project, its own and carried over from the silo. */
export function Component() {
  const { project } = useProjectSelector()
  return <AccessPage scope={{ level: 'project', project }} scopeName={`project ${project}`} />
}
