import { Link, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { groupSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { directoryQuery, projectPoliciesQuery } from '~/resources/directory/directory-queries'
import { groupAssignments } from '~/resources/directory/directory-rules'
import { formatDateTime } from '~/table/columns'
import { SimpleTable } from '~/table/simple-table'
import { UserIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

import { directoryDocs, RoleBadge, Section, userLink } from './directory-display'

const linkClass = 'text-fg underline-offset-2 hover:text-accent hover:underline'

const groupView = (groupId: string) => q('groupView', { path: { groupId } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { groupId } = groupSelector(params)
  await Promise.all([
    queryClient.ensureQueryData(groupView(groupId)),
    queryClient.ensureQueryData(directoryQuery),
    queryClient.ensureQueryData(projectPoliciesQuery),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) =>
    queryClient.getQueryData(groupView(groupSelector(params).groupId).queryKey)?.displayName ??
    'Group',
}

/** A group: its members and the roles it holds on the silo and on projects. */
export function Component() {
  const { groupId } = useSelector(groupSelector)
  const group = usePrefetchedQuery(groupView(groupId))
  const dir = usePrefetchedQuery(directoryQuery)
  const projects = usePrefetchedQuery(projectPoliciesQuery)
  const members = dir.groups.find((g) => g.id === groupId)?.members ?? []
  const assignments = groupAssignments(groupId, dir.siloPolicy, projects)
  return (
    <>
      <PageHeader
        title={group.displayName}
        icon={<UserIcon size={20} />}
        adornment={directoryDocs('Groups')}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.IdRow id={group.id} label="Group ID" copyLabel="Copy ID" />
        <PropertiesTable.Row label="Members">{members.length}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(group.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Modified">
          {formatDateTime(group.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <Section title="Members">
        <SimpleTable
          label="Members"
          headers={['name']}
          empty="This group has no members."
          rows={members
            .map((id) => ({ id, name: dir.names.get(id) ?? id }))
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((u) => ({ key: u.id, cells: [userLink(u.id, u.name)] }))}
        />
      </Section>
      <Section title="Role assignments">
        <SimpleTable
          label="Role assignments"
          headers={['on', 'role']}
          empty="This group has no role on the silo or on any project you can see."
          rows={assignments.map((a) => ({
            key: a.project ?? 'silo',
            cells: [
              a.level === 'silo' ? (
                <Link key="o" to={pb.siloAccess()} className={linkClass}>
                  The silo
                </Link>
              ) : (
                <Link key="o" to={pb.projectAccess({ project: a.project! })} className={linkClass}>
                  Project {a.project}
                </Link>
              ),
              <RoleBadge key="r" prefix={a.level} role={a.role} />,
            ],
          }))}
        />
      </Section>
    </>
  )
}
