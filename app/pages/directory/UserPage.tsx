import { lazy, Suspense } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { userSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { directoryQuery, projectPoliciesQuery } from '~/resources/directory/directory-queries'
import { projectRolesOf } from '~/resources/directory/directory-rules'
import { formatDateTime } from '~/table/columns'
import { SimpleTable } from '~/table/simple-table'
import { UserIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

import {
  directoryDocs,
  groupLink,
  RoleBadge,
  RoleWithSource,
  Section,
  sourcesText,
} from './directory-display'

// operators only: not part of everyone's first paint
const UserSessions = lazy(() =>
  import('./user-sessions').then((m) => ({ default: m.UserSessions })),
)

const userView = (userId: string) => q('userView', { path: { userId } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { userId } = userSelector(params)
  await Promise.all([
    queryClient.ensureQueryData(userView(userId)),
    queryClient.ensureQueryData(directoryQuery),
    queryClient.ensureQueryData(projectPoliciesQuery),
    queryClient.ensureQueryData(q('currentUserGroups', {})),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) =>
    queryClient.getQueryData(userView(userSelector(params).userId).queryKey)?.displayName ?? 'User',
}

const linkClass = 'text-fg underline-offset-2 hover:text-accent hover:underline'

/** A user: their groups, their roles on the silo and on projects, and for operators their sign-ins. */
export function Component() {
  const { userId } = useSelector(userSelector)
  const me = usePrefetchedQuery(q('currentUserView', {}))
  const user = usePrefetchedQuery(userView(userId))
  const dir = usePrefetchedQuery(directoryQuery)
  const projects = usePrefetchedQuery(projectPoliciesQuery)
  const nameOf = (id: string) => dir.names.get(id) ?? id
  const row = dir.users.find((u) => u.id === userId)
  const groups = row?.groups ?? []
  const projectRoles = projectRolesOf(
    userId,
    groups.map((g) => g.id),
    projects,
    dir.siloPolicy,
  )
  return (
    <>
      <PageHeader
        title={user.displayName}
        icon={<UserIcon size={20} />}
        adornment={directoryDocs('Users')}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.IdRow id={user.id} label="User ID" copyLabel="Copy ID" />
        <PropertiesTable.Row label="Silo role">
          <RoleWithSource
            prefix="silo"
            role={row?.siloRole ?? null}
            sources={row?.siloRoleSources ?? []}
            nameOf={nameOf}
          />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(user.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Modified">
          {formatDateTime(user.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <Section title="Groups">
        <SimpleTable
          label="Groups"
          headers={['name']}
          empty="This user belongs to no group."
          rows={groups.map((g) => ({ key: g.id, cells: [groupLink(g.id, g.name)] }))}
        />
      </Section>
      <Section title="Project roles">
        {row?.siloRole && (
          <p className="mb-3 text-sm text-secondary">
            Their silo {row.siloRole} role also applies to every project of the silo.
          </p>
        )}
        <SimpleTable
          label="Project roles"
          headers={['project', 'role', 'from', 'effective role']}
          empty="No role assignments on the projects you can see."
          rows={projectRoles.map((r) => ({
            key: r.project,
            cells: [
              <Link key="p" to={pb.projectAccess({ project: r.project })} className={linkClass}>
                {r.project}
              </Link>,
              <RoleBadge key="r" prefix="project" role={r.role} />,
              sourcesText(r.sources, nameOf),
              <RoleBadge key="e" prefix="project" role={r.effective} />,
            ],
          }))}
        />
      </Section>
      {me.fleetViewer && (
        <Suspense fallback={null}>
          <UserSessions userId={user.id} userName={user.displayName} />
        </Suspense>
      )}
    </>
  )
}
