import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { vpcView } from '~/resources/vpcs/vpc-queries'

import { validateVpcIpv6Prefix } from './vpc-validators'

/** The request the form sends. */
export const request = ({ ipv6Prefix, ...values }: typeof defaultValues, project: string) =>
  apiRequest('vpcCreate', {
    query: { project },
    body: { ...values, ipv6Prefix: ipv6Prefix.trim() || undefined },
  })

export const handle: RouteHandle = { crumb: 'New VPC', titleOnly: true }

const defaultValues = { name: '', description: '', dnsName: '', ipv6Prefix: '' }

export const vpcDocs = [
  { href: 'https://docs.oxide.computer/guides/configuring-guest-networking', label: 'Networking' },
]

/** Side modal at vpcs-new; on success it opens the new VPC. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createVpc = useApiMutation('vpcCreate', {
    onSuccess: useCreated({
      kind: 'VPC',
      invalidates: ['vpcList'],
      detailKey: (v) => vpcView({ project, vpc: v.name }).queryKey,
      to: (v) => pb.vpc({ project, vpc: v.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="VPC"
      onDismiss={() => navigate(pb.vpcs({ project }))}
      onSubmit={(v) => createVpc.mutate(request(v, project))}
      request={(v) => request(v, project)}
      loading={createVpc.isPending}
      submitError={createVpc.error}
      docs={vpcDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <NameField
        name="dnsName"
        label="DNS name"
        control={form.control}
        description="The name of the VPC in DNS; lower-case letters, digits and dashes"
      />
      <TextField
        name="ipv6Prefix"
        label="IPv6 prefix"
        control={form.control}
        description="A unique local /48, like fd12:3456:789a::/48; leave blank to have one chosen"
        validate={validateVpcIpv6Prefix}
      />
    </SideModalForm>
  )
}
