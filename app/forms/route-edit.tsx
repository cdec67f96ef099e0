import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type RouterRoute, type VpcRouter } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { routeSelector, useSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'
import { routeReason, routerView, routeView } from '~/resources/vpcs/router-queries'
import { Message } from '~/ui/message'
import { PropertiesTable } from '~/ui/page-header'

import { routeDocs, RouteFields } from './route-form'
import { routeToValues, valuesToBody, type RouteFormValues } from './route-values'

type Sel = ReturnType<typeof routeSelector>

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = routeSelector(params)
  // a failure opens the modal with the error, over the router page
  await Promise.all([
    queryClient.prefetchQuery(routeView(sel)),
    queryClient.prefetchQuery(routerView(sel)),
  ])
  return null
}

/** The request the form sends. */
export const request = (values: RouteFormValues, sel: Sel) =>
  apiRequest('vpcRouterRouteUpdate', {
    path: { route: sel.route },
    query: { project: sel.project, vpc: sel.vpc, router: sel.router },
    body: valuesToBody(values),
  })

export const handle: RouteHandle = { crumb: 'Edit route', titleOnly: true }

/** Side modal at routes/:route/edit; a route the API fixes is shown read-only with why. */
export function Component() {
  const navigate = useNavigate()
  const sel = useSelector(routeSelector)
  const view = useQuery({ ...routeView(sel), throwOnError: false })
  const router = useQuery({ ...routerView(sel), throwOnError: false })
  if (!view.data || !router.data) {
    return (
      <ModalFallback
        title="Edit route"
        error={view.error ?? router.error}
        onRetry={() => {
          void view.refetch()
          void router.refetch()
        }}
        onDismiss={() => navigate(pb.vpcRouter(sel))}
      />
    )
  }
  return <EditForm sel={sel} route={view.data} router={router.data} />
}

function EditForm({ sel, route, router }: { sel: Sel; route: RouterRoute; router: VpcRouter }) {
  const navigate = useNavigate()
  const form = useForm({ defaultValues: routeToValues(route) })
  const fixed = routeReason.edit(router, route)
  const back = () => navigate(pb.vpcRouter(sel))
  const update = useApiMutation('vpcRouterRouteUpdate', {
    onSuccess: useUpdated({
      kind: 'route',
      invalidates: ['vpcRouterRouteList', 'vpcRouterRouteView'],
      to: () => pb.vpcRouter(sel),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="route"
      onDismiss={back}
      onSubmit={(values) => update.mutate(request(values, { ...sel, route: route.name }))}
      request={(values) => request(values, { ...sel, route: route.name })}
      loading={update.isPending}
      submitError={update.error}
      submitDisabled={fixed}
      docs={routeDocs}
    >
      <ResourceProperties resource={route} className="mb-0">
        <PropertiesTable.Row label="Kind">{route.kind}</PropertiesTable.Row>
      </ResourceProperties>
      {fixed && <Message content={fixed} />}
      <RouteFields form={form} sel={sel} disabled={!!fixed} />
    </SideModalForm>
  )
}
