import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useRouterSelector, type RouterSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadRouter } from '~/resources/vpcs/router-queries'

import { routeDocs, RouteFields } from './route-form'
import { routeDefaults, valuesToBody, type RouteFormValues } from './route-values'

export const loader = loadRouter

/** The request the form sends. */
export const request = (values: RouteFormValues, sel: RouterSelector) =>
  apiRequest('vpcRouterRouteCreate', { query: sel, body: valuesToBody(values) })

export const handle: RouteHandle = { crumb: 'New route', titleOnly: true }

/** Side modal at routes-new: a route of a custom router. */
export function Component() {
  const sel = useRouterSelector()
  const navigate = useNavigate()
  const form = useForm({ defaultValues: routeDefaults })
  const back = () => navigate(pb.vpcRouter(sel))
  const createRoute = useApiMutation('vpcRouterRouteCreate', {
    onSuccess: useCreated({
      kind: 'route',
      invalidates: ['vpcRouterRouteList'],
      to: () => pb.vpcRouter(sel),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="route"
      onDismiss={back}
      onSubmit={(values) => createRoute.mutate(request(values, sel))}
      request={(values) => request(values, sel)}
      loading={createRoute.isPending}
      submitError={createRoute.error}
      docs={routeDocs}
    >
      <RouteFields form={form} sel={sel} />
    </SideModalForm>
  )
}
