import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type ExternalSubnet } from '~/api/__generated__/Api'
import { invalidate, q, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { externalSubnetSelector, useSelector } from '~/api/selectors'
import { DescriptionField, NameField, SideModalForm } from '~/components/form'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { ModalFallback } from '~/pages/project/disks/modal-fallback'
import {
  useAttachedInstance,
  useSubnetPoolName,
} from '~/pages/project/external-subnets/external-subnet-columns'

const externalSubnetView = (project: string, externalSubnet: string) =>
  q('externalSubnetView', { path: { externalSubnet }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, externalSubnet } = externalSubnetSelector(params)
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(externalSubnetView(project, externalSubnet))
  return null
}

export const handle: RouteHandle = { crumb: 'Edit external subnet', titleOnly: true }

/** Side modal at /projects/:project/external-subnets/:externalSubnet/edit. */
export function Component() {
  const navigate = useNavigate()
  const { project, externalSubnet: name } = useSelector(externalSubnetSelector)
  const view = useQuery({ ...externalSubnetView(project, name), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title="Edit external subnet"
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(pb.externalSubnets({ project }))}
      />
    )
  }
  return <EditForm project={project} subnet={view.data} />
}

function EditForm({ project, subnet }: { project: string; subnet: ExternalSubnet }) {
  const navigate = useNavigate()
  const name = subnet.name
  const instance = useAttachedInstance(project, subnet.instanceId)
  const pool = useSubnetPoolName(subnet.subnetPoolId)
  const form = useForm({ defaultValues: { name: subnet.name, description: subnet.description } })

  // the old name's cache entry goes once this form, which reads it, is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current)
        queryClient.removeQueries(externalSubnetView(project, staleName.current))
    },
    [project],
  )

  const update = useApiMutation('externalSubnetUpdate', {
    onSuccess(updated) {
      void invalidate('externalSubnetList')
      if (updated.name !== name) staleName.current = name
      queryClient.setQueryData(externalSubnetView(project, updated.name).queryKey, updated)
      addToast({
        content: (
          <>
            External subnet <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      navigate(pb.externalSubnets({ project }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="external subnet"
      onDismiss={() => navigate(pb.externalSubnets({ project }))}
      onSubmit={(body) =>
        update.mutate({ path: { externalSubnet: name }, query: { project }, body })
      }
      loading={update.isPending}
      submitError={update.error}
    >
      <ResourceProperties resource={subnet} className="mb-0">
        <PropertiesTable.Row label="Subnet">
          <span className="font-mono text-xs">{subnet.subnet}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Subnet pool">{pool ?? '…'}</PropertiesTable.Row>
        <PropertiesTable.Row label="Instance">
          {subnet.instanceId ? (instance?.name ?? '…') : 'Not attached'}
        </PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
