import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type FloatingIp } from '~/api/__generated__/Api'
import { invalidate, q, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { floatingIpSelector, useSelector } from '~/api/selectors'
import { DescriptionField, NameField, SideModalForm } from '~/components/form'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { ModalFallback } from '~/pages/project/disks/modal-fallback'
import { useAttachedInstance, usePoolName } from '~/pages/project/floating-ips/floating-ip-columns'

const floatingIpView = (project: string, floatingIp: string) =>
  q('floatingIpView', { path: { floatingIp }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, floatingIp } = floatingIpSelector(params)
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(floatingIpView(project, floatingIp))
  return null
}

export const handle: RouteHandle = { crumb: 'Edit floating IP', titleOnly: true }

/** Side modal at /projects/:project/floating-ips/:floatingIp/edit: name and description. */
export function Component() {
  const navigate = useNavigate()
  const { project, floatingIp: name } = useSelector(floatingIpSelector)
  const view = useQuery({ ...floatingIpView(project, name), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title="Edit floating IP"
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(pb.floatingIps({ project }))}
      />
    )
  }
  return <EditForm project={project} ip={view.data} />
}

function EditForm({ project, ip }: { project: string; ip: FloatingIp }) {
  const navigate = useNavigate()
  const name = ip.name
  const instance = useAttachedInstance(project, ip.instanceId)
  const pool = usePoolName(ip.ipPoolId)
  const form = useForm({ defaultValues: { name: ip.name, description: ip.description } })

  // the old name's cache entry goes once this form, which reads it, is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current) queryClient.removeQueries(floatingIpView(project, staleName.current))
    },
    [project],
  )

  const update = useApiMutation('floatingIpUpdate', {
    onSuccess(updated) {
      void invalidate('floatingIpList')
      if (updated.name !== name) staleName.current = name
      queryClient.setQueryData(floatingIpView(project, updated.name).queryKey, updated)
      addToast({
        content: (
          <>
            Floating IP <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      navigate(pb.floatingIps({ project }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="floating IP"
      onDismiss={() => navigate(pb.floatingIps({ project }))}
      onSubmit={(body) => update.mutate({ path: { floatingIp: name }, query: { project }, body })}
      loading={update.isPending}
      submitError={update.error}
    >
      <ResourceProperties resource={ip} className="mb-0">
        <PropertiesTable.Row label="IP address">
          <span className="font-mono text-xs">{ip.ip}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="IP pool">{pool ?? '…'}</PropertiesTable.Row>
        <PropertiesTable.Row label="Instance">
          {ip.instanceId ? (instance?.name ?? '…') : 'Not attached'}
        </PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
