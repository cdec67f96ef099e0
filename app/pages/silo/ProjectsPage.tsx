import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'

import { type Project } from '~/api/__generated__/Api'
import { invalidate, q, qAll, qList, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmDelete } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { ACTIONS_GROUP, useQuickActions, useQuickActionsOpen } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { buttonClass } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, ProjectIcon } from '~/ui/icons'
import { PageHeader, TableActions } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

const projectPage = (pageToken?: string) => qList('projectList', {}, pageToken)

export async function loader() {
  // without a cached copy any failure (a 403 above all) reaches the error screen, which then
  // explains a user without groups or roles; a stale copy shows at once and is refetched
  await queryClient.ensureQueryData(projectPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Projects', crumbPath: pb.projects() }

const columns: TableColumn<Project>[] = [
  nameLinkColumn<Project>((p) => pb.project({ project: p.name })),
  descriptionColumn<Project>(),
  dateColumn<Project>('timeCreated', 'created'),
]

const docsLinks = [
  { href: 'https://docs.oxide.computer/guides/key-entities-and-concepts', label: 'Projects' },
]

function ProjectsEmptyState() {
  return (
    <EmptyState
      icon={<ProjectIcon />}
      title="No projects"
      body="Projects hold your instances, disks and networks; create one to begin"
      action={
        <Link to={pb.projectsNew()} className={buttonClass('ghost', 'sm')}>
          <AddIcon size={12} />
          New project
        </Link>
      }
    />
  )
}

/** The silo's projects; the create and edit side modals render in the outlet. */
export function Component() {
  const navigate = useNavigate()

  const deleteProject = useApiMutation('projectDelete', {
    onSuccess: () => invalidate('projectList'),
  })
  const { mutateAsync: doDelete } = deleteProject

  const rowActions = useCallback(
    (project: Project): RowAction[] => [
      {
        label: 'Edit',
        onActivate() {
          // the edit form opens at once from the row instead of fetching the project again
          queryClient.setQueryData(
            q('projectView', { path: { project: project.name } }).queryKey,
            project,
          )
          navigate(pb.projectEdit({ project: project.name }))
        },
      },
      {
        label: 'Delete',
        onActivate: () =>
          confirmDelete({
            kind: 'project',
            label: project.name,
            doDelete: async () => {
              await doDelete({ path: { project: project.name } })
              addToast({
                content: (
                  <>
                    Project <ToastName>{project.name}</ToastName> deleted
                  </>
                ),
              })
            },
          }),
      },
    ],
    [navigate, doDelete],
  )

  const { table, data } = useQueryTable({
    query: projectPage,
    columns,
    emptyState: <ProjectsEmptyState />,
    rowActions,
  })

  // every project for "Go to project", fetched when the palette opens; the page until then
  const { data: all } = useQuery({ ...qAll('projectList', {}), enabled: useQuickActionsOpen() })
  const projects = all?.items ?? data?.items
  useQuickActions(
    useMemo(
      () => [
        { value: 'New project', group: ACTIONS_GROUP, to: pb.projectsNew() },
        ...(projects ?? []).map((p) => ({
          value: p.name,
          group: 'Go to project',
          to: pb.project({ project: p.name }),
        })),
      ],
      [projects],
    ),
  )

  return (
    <>
      <PageHeader
        title="Projects"
        icon={<ProjectIcon size={20} />}
        adornment={
          <DocsPopover
            heading="Projects"
            summary="A project groups the instances, disks, networks and images that belong together, with its own access rules."
            links={docsLinks}
          />
        }
      />
      <TableActions>
        <Link to={pb.projectsNew()} className={buttonClass('primary', 'sm')}>
          <AddIcon size={12} />
          New project
        </Link>
      </TableActions>
      {table}
      <Outlet />
    </>
  )
}
