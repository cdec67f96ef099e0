import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type ProjectUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'

const projectView = (project: string) => q('projectView', { path: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  // the list's Edit action seeds this, so the modal usually opens without a request
  await queryClient.ensureQueryData(projectView(projectSelector(params).project))
  return null
}

/** The request the form sends. */
export const request = (body: ProjectUpdate, project: string) =>
  apiRequest('projectUpdate', { path: { project }, body })

export const handle: RouteHandle = { crumb: 'Edit project', titleOnly: true }

/** Side modal at /projects/:project/edit. */
export function Component() {
  const navigate = useNavigate()
  const { project: projectName } = useProjectSelector()
  const project = usePrefetchedQuery(projectView(projectName))
  const form = useForm({
    defaultValues: { name: project.name, description: project.description },
  })

  const updateProject = useApiMutation('projectUpdate', {
    onSuccess: useUpdated({
      kind: 'project',
      invalidates: ['projectList'],
      detail: { query: projectView, name: projectName },
      to: () => pb.projects(),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="project"
      onDismiss={() => navigate(pb.projects())}
      onSubmit={(body) => updateProject.mutate(request(body, projectName))}
      request={(body) => request(body, projectName)}
      loading={updateProject.isPending}
      submitError={updateProject.error}
    >
      <ResourceProperties resource={project} className="mb-0" />
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
