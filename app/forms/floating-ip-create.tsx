import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { qAll, useApiMutation } from '~/api/client'
import { useProjectSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useAttachableCreate } from '~/resources/attachable/attachable-kind'
import { floatingIpKind } from '~/resources/floating-ips/floating-ip-kind'

import {
  floatingIpDefaults,
  FloatingIpFields,
  floatingIpRequest,
  type FloatingIpValues,
} from './floating-ip-fields'

export const handle: RouteHandle = { crumb: 'New floating IP', titleOnly: true }

/** Side modal at /projects/:project/floating-ips-new. */
export function Component() {
  const { project } = useProjectSelector()
  const form = useForm<FloatingIpValues>({ defaultValues: floatingIpDefaults })
  const pools = useQuery(qAll('ipPoolList', {}))

  const created = useAttachableCreate(floatingIpKind, project)
  const create = useApiMutation('floatingIpCreate', { onSuccess: created.onSuccess })

  return (
    <SideModalForm
      form={form}
      {...created.modalProps(create)}
      onSubmit={(v) => create.mutate(floatingIpRequest(v, project))}
      request={(v) => floatingIpRequest(v, project)}
    >
      <FloatingIpFields
        form={form}
        pools={pools.data?.items ?? []}
        poolsLoading={pools.isPending}
      />
    </SideModalForm>
  )
}
