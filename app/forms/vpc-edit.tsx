import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type Vpc } from '~/api/__generated__/Api'

import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, vpcSelector, type VpcSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ModalFallback } from '~/components/form/modal-fallback'
import { vpcView } from '~/resources/vpcs/vpc-queries'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { vpcDocs } from './vpc-create'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(vpcView(vpcSelector(params)))
  return null
}

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

  // drop the old name's cache entry once this form, which still reads it, is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current) {
        queryClient.removeQueries(vpcView({ project, vpc: staleName.current }))
      }
    },
    [project],
  )

  const updateVpc = useApiMutation('vpcUpdate', {
    onSuccess(updated) {
      void invalidate('vpcList')
      if (updated.name !== vpc.name) staleName.current = vpc.name
      queryClient.setQueryData(vpcView({ project, vpc: updated.name }).queryKey, updated)
      addToast({
        content: (
          <>
            VPC <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      void navigate(pb.vpcs({ project }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="VPC"
      onDismiss={() => navigate(pb.vpcs({ project }))}
      onSubmit={(body) => updateVpc.mutate({ path: { vpc: vpc.name }, query: { project }, body })}
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
