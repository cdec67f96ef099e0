import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'

import { AreaShell, ProjectsLink, Sidebar, type NavItem } from './Sidebar'

const projectParams = (params: LoaderFunctionArgs['params']) => ({
  path: { project: params.project ?? '' },
})

/** An unknown project 404s here and becomes the not-found screen. */
export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(q('projectView', projectParams(params)))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => params.project ?? '',
  // the project itself has no page: link its crumb to where its index redirects
  crumbPath: (params) => pb.instances({ project: params.project ?? '' }),
}

function navFor(project: string): NavItem[] {
  const p = { project }
  return [
    { label: 'Instances', to: pb.instances(p) },
    { label: 'Disks', to: pb.disks(p) },
    { label: 'Snapshots', to: pb.snapshots(p) },
    { label: 'Images', to: pb.projectImages(p) },
    { label: 'VPCs', to: pb.vpcs(p) },
    { label: 'Floating IPs', to: pb.floatingIps(p) },
    { label: 'Affinity Groups', to: pb.affinity(p) },
    { label: 'Project Access', to: pb.projectAccess(p) },
  ]
}

export function Component() {
  const params = useParams()
  const project = usePrefetchedQuery(q('projectView', projectParams(params)))
  const nav = navFor(project.name)
  useQuickActions(
    nav.map((i) => ({ value: i.label, group: `Project '${project.name}'`, to: i.to })),
    'layout',
  )
  return (
    <AreaShell sidebar={<Sidebar heading={project.name} items={nav} links={<ProjectsLink />} />}>
      <Outlet />
    </AreaShell>
  )
}
