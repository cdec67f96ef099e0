import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { type Image } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ModalForm } from '~/components/form/modal-form'
import { ProjectListboxField } from '~/components/form/project-listbox-field'
import { addToast, ToastName } from '~/ui/toast'

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

/** What Demote sends: the silo image (by id) back to the chosen project. */
export const request = ({ project }: { project: string }, imageId: string) =>
  apiRequest('imageDemote', { path: { image: imageId }, query: { project } })

/** "Demote": picks the project the silo image goes back to. */
export function DemoteImageModal({ image, onDismiss }: { image: Image; onDismiss: () => void }) {
  const form = useForm({ defaultValues: { project: '' } })
  const projects = useQuery(qAll('projectList', {}))
  const demote = useApiMutation('imageDemote', {
    onSuccess(_, { query }) {
      void invalidate('imageList')
      addToast({
        content: (
          <>
            Image <ToastName>{image.name}</ToastName> demoted
          </>
        ),
        cta: { text: 'View project images', to: pb.projectImages({ project: query.project }) },
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      form={form}
      title="Demote image"
      submitLabel="Demote"
      onDismiss={onDismiss}
      request={(v) => request(v, image.id)}
      onSubmit={(v) => {
        const { operationId: _, ...params } = request(v, image.id)
        demote.mutate(params)
      }}
      loading={demote.isPending}
      submitError={demote.error ?? projects.error}
    >
      <p className="text-sm text-secondary">
        <Strong>{image.name}</Strong> will be visible only to the project you choose; other projects
        can no longer make disks from it.
      </p>
      <ProjectListboxField name="project" control={form.control} projects={projects} />
    </ModalForm>
  )
}
