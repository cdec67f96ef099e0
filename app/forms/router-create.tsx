import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type VpcRouterCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, type VpcSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { routerView } from '~/resources/vpcs/router-queries'
import { loadVpc } from '~/resources/vpcs/vpc-queries'

export const loader = loadVpc

/** The request the form sends. */
export const request = (body: VpcRouterCreate, sel: VpcSelector) =>
  apiRequest('vpcRouterCreate', { query: sel, body })

export const handle: RouteHandle = { crumb: 'New router', titleOnly: true }

export const routerDocs = [
  { href: 'https://docs.oxide.computer/guides/configuring-guest-networking', label: 'Networking' },
]

const defaultValues: VpcRouterCreate = { name: '', description: '' }

/** Side modal at routers-new: a custom router, which subnets may then choose. */
export function Component() {
  const sel = useVpcSelector()
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createRouter = useApiMutation('vpcRouterCreate', {
    onSuccess: useCreated({
      kind: 'router',
      invalidates: ['vpcRouterList'],
      detailKey: (r) => routerView({ ...sel, router: r.name }).queryKey,
      to: (r) => pb.vpcRouter({ ...sel, router: r.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="router"
      onDismiss={() => navigate(pb.vpcRouters(sel))}
      onSubmit={(body) => createRouter.mutate(request(body, sel))}
      request={(body) => request(body, sel)}
      loading={createRouter.isPending}
      submitError={createRouter.error}
      docs={routerDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
