import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type ProjectCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { q, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'

export const handle: RouteHandle = { crumb: 'New project', titleOnly: true }

const defaultValues: ProjectCreate = { name: '', description: '' }

/** The request the form sends. */
export const request = (body: ProjectCreate) => apiRequest('projectCreate', { body })

const projectDocs = [
  { href: 'https://docs.oxide.computer/guides/key-entities-and-concepts', label: 'Projects' },
]

/** Side modal at /projects-new; on success it goes straight into the new project. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createProject = useApiMutation('projectCreate', {
    onSuccess: useCreated({
      kind: 'project',
      invalidates: ['projectList'],
      // the project layout reads this right away: no second request, no spinner
      detailKey: (p) => q('projectView', { path: { project: p.name } }).queryKey,
      to: (p) => pb.project({ project: p.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="project"
      onDismiss={() => navigate(pb.projects())}
      onSubmit={(values) => createProject.mutate(request(values))}
      request={request}
      loading={createProject.isPending}
      submitError={createProject.error}
      docs={projectDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
