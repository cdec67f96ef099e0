import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type VpcRouter, type VpcRouterUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { routerSelector, useRouterSelector, type RouterSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'
import { routerReason, routerView } from '~/resources/vpcs/router-queries'
import { Message } from '~/ui/message'
import { PropertiesTable } from '~/ui/page-header'

import { routerDocs } from './router-create'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(routerView(routerSelector(params)))
  return null
}

/** The request the form sends. */
export const request = (body: VpcRouterUpdate, sel: RouterSelector) =>
  apiRequest('vpcRouterUpdate', {
    path: { router: sel.router },
    query: { project: sel.project, vpc: sel.vpc },
    body,
  })

export const handle: RouteHandle = { crumb: 'Edit router', titleOnly: true }

/** Side modal at routers/:router/edit; the system router is shown but cannot be changed. */
export function Component() {
  const navigate = useNavigate()
  const sel = useRouterSelector()
  const view = useQuery({ ...routerView(sel), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title="Edit router"
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(pb.vpcRouters(sel))}
      />
    )
  }
  return <EditForm sel={sel} router={view.data} />
}

function EditForm({ sel, router }: { sel: RouterSelector; router: VpcRouter }) {
  const navigate = useNavigate()
  const { project, vpc } = sel
  const form = useForm({ defaultValues: { name: router.name, description: router.description } })
  const back = () => navigate(pb.vpcRouters({ project, vpc }))
  const fixed = routerReason.edit(router)

  const update = useApiMutation('vpcRouterUpdate', {
    onSuccess: useUpdated({
      kind: 'router',
      invalidates: ['vpcRouterList'],
      detail: { query: (name) => routerView({ project, vpc, router: name }), name: router.name },
      to: () => pb.vpcRouters({ project, vpc }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="router"
      onDismiss={back}
      onSubmit={(body) => update.mutate(request(body, { project, vpc, router: router.name }))}
      request={(body) => request(body, { project, vpc, router: router.name })}
      loading={update.isPending}
      submitError={update.error}
      submitDisabled={fixed}
      docs={routerDocs}
    >
      <ResourceProperties resource={router} className="mb-0">
        <PropertiesTable.Row label="Kind">{router.kind}</PropertiesTable.Row>
      </ResourceProperties>
      {fixed && <Message content={fixed} />}
      <NameField name="name" control={form.control} disabled={!!fixed} />
      <DescriptionField name="description" control={form.control} disabled={!!fixed} />
    </SideModalForm>
  )
}
