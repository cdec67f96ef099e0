import { useEffect } from 'react'
import { Outlet, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { roleLabel } from '~/resources/access/access-rules'
import { loadMyRole, unlessRole, useMyRole } from '~/resources/access/my-role'
import { WriteGate } from '~/ui/write-gate'

import { AreaShell, ProjectsLink, Sidebar, type NavItem } from './sidebar'

const projectView = (path: { project: string }) => q('projectView', { path })

/** An unknown project 404s here and becomes the not-found screen. */
export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  // the project, and what the user may change in it (the write gate below), in parallel
  await Promise.all([queryClient.ensureQueryData(projectView({ project })), loadMyRole(project)])
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => projectSelector(params).project,
  // the project itself has no page: link its crumb to where its index redirects
  crumbPath: (params) => pb.instances(projectSelector(params)),
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
    { label: 'External Subnets', to: pb.externalSubnets(p) },
    { label: 'Affinity Groups', to: pb.affinity(p) },
    { label: 'Project Access', to: pb.projectAccess(p) },
  ]
}

export function Component() {
  const project = usePrefetchedQuery(projectView(useProjectSelector()))
  const me = usePrefetchedQuery(q('currentUserView', {}))
  // the way back for a user who may not list the silo's projects (components/shell/no-access);
  // loaded after the page is drawn, so the project's pages carry none of it
  useEffect(() => {
    void import('~/components/recent-projects').then((m) => m.rememberProject(me.id, project.name))
  }, [me.id, project.name])
  const nav = navFor(project.name)
  useQuickActions(
    nav.map((i) => ({ value: i.label, group: `Project '${project.name}'`, to: i.to })),
    'layout',
  )
  const role = useMyRole(project.name)
  const gate = unlessRole(
    role,
    'limited_collaborator',
    `Your role on this project (${role ? roleLabel(role) : 'none'}) does not allow changes`,
  )
  return (
    <AreaShell sidebar={<Sidebar heading={project.name} items={nav} links={<ProjectsLink />} />}>
      <WriteGate reason={gate}>
        <Outlet />
      </WriteGate>
    </AreaShell>
  )
}
