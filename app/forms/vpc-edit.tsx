import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type Vpc, type VpcUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector, type VpcSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'
import { vpcView } from '~/resources/vpcs/vpc-queries'
import { PropertiesTable } from '~/ui/page-header'

import { vpcDocs } from './vpc-create'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(vpcView(vpcSelector(params)))
  return null
}

/** The request the form sends. */
export const request = (body: VpcUpdate, sel: VpcSelector) =>
  apiRequest('vpcUpdate', { path: { vpc: sel.vpc }, query: { project: sel.project }, body })

export const handle: RouteHandle = { crumb: 'Edit VPC', titleOnly: true }

/** Side modal at vpcs/:vpc/edit; the IPv6 prefix is fixed once the VPC exists. */
export function Component() {
  const navigate = useNavigate()
  const sel = useVpcSelector()
  const view = useQuery({ ...vpcView(sel), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title="Edit VPC"
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(pb.vpcs(sel))}
      />
    )
  }
  return <EditForm sel={sel} vpc={view.data} />
}

function EditForm({ sel, vpc }: { sel: VpcSelector; vpc: Vpc }) {
  const navigate = useNavigate()
  const { project } = sel
  const form = useForm({
    defaultValues: { name: vpc.name, description: vpc.description, dnsName: vpc.dnsName },
  })

  const updateVpc = useApiMutation('vpcUpdate', {
    onSuccess: useUpdated({
      kind: 'VPC',
      invalidates: ['vpcList'],
      detail: { query: (name) => vpcView({ project, vpc: name }), name: vpc.name },
      to: () => pb.vpcs({ project }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="VPC"
      onDismiss={() => navigate(pb.vpcs({ project }))}
      onSubmit={(body) => updateVpc.mutate(request(body, { project, vpc: vpc.name }))}
      request={(body) => request(body, { project, vpc: vpc.name })}
      loading={updateVpc.isPending}
      submitError={updateVpc.error}
      docs={vpcDocs}
    >
      <ResourceProperties resource={vpc} className="mb-0">
        <PropertiesTable.Row label="IPv6 prefix">
          <span className="font-mono text-xs">{vpc.ipv6Prefix}</span>
        </PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <NameField name="dnsName" label="DNS name" control={form.control} />
    </SideModalForm>
  )
}
