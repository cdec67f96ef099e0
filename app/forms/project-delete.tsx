/**
 * Deleting a project from the list: the row's Delete opens a confirmation that says what the
 * project still holds and clears its default VPC first (project-delete-dialog.tsx, loaded on
 * first use: the projects list is the first screen).
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'

import { type Project } from '~/api/__generated__/Api'
import { type RowAction } from '~/table/row-actions'

const loadDialog = () => import('./project-delete-dialog')
const ProjectDeleteDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.ProjectDeleteDialog })),
)

/**
 * The Delete row action of a project and the dialog it opens. The page renders `dialog`
 * (anywhere: it is a modal) and uses `deleteAction(project)` among its row actions.
 */
export function useProjectDelete(): {
  deleteAction: (project: Project) => RowAction
  dialog: ReactNode
} {
  const [target, setTarget] = useState<Project | null>(null)
  const deleteAction = useCallback(
    (project: Project): RowAction => ({
      label: 'Delete',
      variant: 'danger',
      onActivate: () => setTarget(project),
    }),
    [],
  )
  const dialog = target ? (
    <Suspense fallback={null}>
      <ProjectDeleteDialog key={target.id} project={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null
  return { deleteAction, dialog }
}
