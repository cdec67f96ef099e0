import { useQuery } from '@tanstack/react-query'
import { useLoaderData, useNavigate } from 'react-router'

import { type Project } from '~/api/__generated__/Api'
import { q, qAll, qList, queryClient } from '~/api/client'
import { isApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { useIdlePreload } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useProjectDelete } from '~/forms/project-delete'
import { loadMyRole, unlessRole, useMyRole } from '~/resources/access/my-role'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'
import { ProjectIcon } from '~/ui/icons'
import { preloadable } from '~/ui/preloadable'

import { useProjectRefusal } from './project-refusal'

const projectPage = (pageToken?: string) => qList('projectList', {}, pageToken)

// for a user without a role on the silo only: its code loads when the list is refused
const ProjectsRefused = preloadable(() =>
  import('./projects-refused').then((m) => m.ProjectsRefused),
)

/**
 * The first page. A 403 (no role on the silo: the list is not the user's to see) shows the way
 * into the projects she has a role on instead; any other failure reaches the error screen.
 */
export async function loader() {
  const [list] = await Promise.allSettled([
    queryClient.ensureQueryData(projectPage()),
    loadMyRole(),
  ])
  if (list.status === 'fulfilled') return { refused: false }
  if (!isApiError(list.reason) || list.reason.statusCode !== 403) throw list.reason
  await ProjectsRefused.preload()
  return { refused: true }
}

export const handle: RouteHandle = { crumb: 'Projects', crumbPath: pb.projects() }

const columns: TableColumn<Project>[] = [
  nameLinkColumn<Project>((p) => pb.project({ project: p.name })),
  descriptionColumn<Project>(),
  dateColumn<Project>('timeCreated', 'created'),
]

const docs = (
  <DocsPopover
    heading="Projects"
    summary="A project groups the instances, disks, networks and images that belong together, with its own access rules."
    links={[
      { href: 'https://docs.oxide.computer/guides/key-entities-and-concepts', label: 'Projects' },
    ]}
  />
)

export function Component() {
  const { refused } = useLoaderData<typeof loader>()
  return refused ? <ProjectsRefused /> : <ProjectList />
}

/** The silo's projects; the create and edit side modals render in the outlet. */
function ProjectList() {
  const navigate = useNavigate()
  // says what the project still holds, and clears its default VPC first
  const { deleteAction, dialog: deleteDialog } = useProjectDelete()
  const refusal = useProjectRefusal(
    'collaborator',
    'Your role on this project does not allow changing it',
  )
  const rowActions = (project: Project): RowAction[] => {
    const refused = refusal(project.name)
    const remove = deleteAction(project)
    return [
      {
        label: 'Edit',
        disabled: refused ?? false,
        onActivate() {
          // the edit form opens at once from the row instead of fetching the project again
          queryClient.setQueryData(
            q('projectView', { path: { project: project.name } }).queryKey,
            project,
          )
          void navigate(pb.projectEdit({ project: project.name }))
        },
      },
      refused ? { ...remove, disabled: refused } : remove,
    ]
  }

  const create = {
    to: pb.projectsNew(),
    label: 'New project',
    disabledReason: unlessRole(
      useMyRole(),
      'limited_collaborator',
      'Your role on this silo does not allow creating projects',
    ),
  }
  // the first page stands in for every project until the palette opens
  const { data: first } = useQuery(projectPage())
  useListQuickActions({
    all: qAll('projectList', {}),
    fallback: first?.items,
    create,
    group: 'Go to project',
    to: (p) => pb.project({ project: p.name }),
  })
  // from here a user opens a project (its instances), most likely the first
  const next = first?.items[0]
  useIdlePreload(next && pb.instances({ project: next.name }))

  return (
    <ListPage
      title="Projects"
      icon={ProjectIcon}
      docs={docs}
      create={create}
      empty={{
        title: 'No projects',
        body: 'Projects hold your instances, disks and networks; create one to begin',
      }}
      query={projectPage}
      columns={columns}
      rowActions={rowActions}
    >
      {deleteDialog}
    </ListPage>
  )
}
