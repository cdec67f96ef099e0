import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type InternetGatewayCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, type VpcSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { gatewayView } from '~/resources/vpcs/gateway-queries'
import { loadVpc } from '~/resources/vpcs/vpc-queries'

export const loader = loadVpc

/** The request the form sends. */
export const request = (body: InternetGatewayCreate, sel: VpcSelector) =>
  apiRequest('internetGatewayCreate', { query: sel, body })

export const handle: RouteHandle = { crumb: 'New internet gateway', titleOnly: true }

const docs = [
  { href: 'https://docs.oxide.computer/guides/configuring-guest-networking', label: 'Networking' },
]

const defaultValues: InternetGatewayCreate = { name: '', description: '' }

/**
 * Side modal at internet-gateways-new: a gateway that routes can then target; its page opens
 * next, to attach an IP pool or address.
 */
export function Component() {
  const sel = useVpcSelector()
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const create = useApiMutation('internetGatewayCreate', {
    onSuccess: useCreated({
      kind: 'internet gateway',
      invalidates: ['internetGatewayList'],
      detailKey: (g) => gatewayView(sel, g.name).queryKey,
      to: (g) => pb.vpcInternetGateway({ ...sel, gateway: g.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="internet gateway"
      onDismiss={() => navigate(pb.vpcInternetGateways(sel))}
      onSubmit={(body) => create.mutate(request(body, sel))}
      request={(body) => request(body, sel)}
      loading={create.isPending}
      submitError={create.error}
      docs={docs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
