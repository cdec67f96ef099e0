import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { ListboxField } from '~/components/form/listbox-field'
import { ModalForm } from '~/components/form/modal-form'
import { ProjectListboxField } from '~/components/form/project-listbox-field'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'

type Values = { project: string; image: string }

/** What Promote sends: the project's image (by name) to the silo. */
export const request = (v: Values) =>
  apiRequest('imagePromote', { path: { image: v.image }, query: { project: v.project } })

/**
 * "Promote image": picks a project, then one of its images, and makes that image the silo's
 * (every project may then start disks from it).
 */
export function PromoteImageModal({ onDismiss }: { onDismiss: () => void }) {
  const form = useForm<Values>({ defaultValues: { project: '', image: '' } })
  const [project, image] = useWatch({ control: form.control, name: ['project', 'image'] })
  const projects = useQuery(qAll('projectList', {}))
  const images = useQuery({ ...qAll('imageList', { query: { project } }), enabled: !!project })
  const promote = useApiMutation('imagePromote', {
    onSuccess(promoted) {
      void invalidate('imageList')
      addToast({
        content: (
          <>
            Image <ToastName>{promoted.name}</ToastName> promoted
          </>
        ),
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      form={form}
      title="Promote image"
      submitLabel="Promote"
      onDismiss={onDismiss}
      request={request}
      onSubmit={(v) => {
        const { operationId: _, ...params } = request(v)
        promote.mutate(params)
      }}
      loading={promote.isPending}
      submitError={promote.error ?? projects.error ?? images.error}
      submitDisabled={!project ? 'Select a project' : !image ? 'Select an image' : undefined}
    >
      <ProjectListboxField
        name="project"
        control={form.control}
        projects={projects}
        // another project's images are not this one's: the choice starts over
        onChange={() => form.setValue('image', '')}
      />
      <ListboxField
        name="image"
        label="Image"
        control={form.control}
        required
        disabled={!project}
        isLoading={!!project && images.isPending}
        placeholder={project ? 'Select an image' : 'Select a project first'}
        noItemsPlaceholder={project ? 'No images in this project' : 'Select a project first'}
        items={(images.data?.items ?? []).map((i) => ({
          value: i.name,
          selectedLabel: i.name,
          label: (
            <span className="block min-w-0">
              <span className="block truncate">{i.name}</span>
              <span className="block truncate text-xs text-tertiary">
                {[i.os, i.version].filter(Boolean).join(' ')}
                {i.description && ` · ${i.description}`}
              </span>
            </span>
          ),
        }))}
      />
      <Message
        variant="info"
        content="Once an image has been promoted it is visible to all projects in a silo"
      />
    </ModalForm>
  )
}
