import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { sendRequest } from '~/api/api-request'
import { queryClient } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { placementGroupSelector, useSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { KindBadge, PolicyBadge } from '~/resources/affinity/group-columns'
import {
  groupView,
  invalidateGroups,
  updateGroupRequest,
  type Group,
  type GroupRef,
} from '~/resources/affinity/group-kinds'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(groupView(placementGroupSelector(params)))
  return null
}

/** The request the form sends. */
export const request = (body: { name: string; description: string }, ref: GroupRef) =>
  updateGroupRequest(ref, body)

export const handle: RouteHandle = { crumb: 'Edit group', titleOnly: true }

/**
 * Side modal at affinity/:antiAffinityGroup/edit and affinity-groups/:affinityGroup/edit:
 * name and description, all the API lets change (kind, policy and failure domain are fixed).
 */
export function Component() {
  const navigate = useNavigate()
  const ref = useSelector(placementGroupSelector)
  const view = useQuery({ ...groupView(ref), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title={`Edit ${ref.kind} group`}
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(pb.affinity(ref))}
      />
    )
  }
  return <EditForm groupRef={ref} group={view.data} />
}

function EditForm({ groupRef: ref, group }: { groupRef: GroupRef; group: Group }) {
  const navigate = useNavigate()
  const form = useForm({ defaultValues: { name: group.name, description: group.description } })

  // the old name's cache entry goes once this form, which reads it, is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current)
        queryClient.removeQueries(groupView({ ...ref, group: staleName.current }))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  const update = useMutation<Group, ApiError, { name: string; description: string }>({
    mutationFn: (body) => {
      const req = request(body, ref)
      return req.operationId === 'affinityGroupUpdate' ? sendRequest(req) : sendRequest(req)
    },
    onSuccess(updated) {
      if (updated.name !== ref.group) staleName.current = ref.group
      queryClient.setQueryData(groupView({ ...ref, group: updated.name }).queryKey, updated)
      void invalidateGroups()
      addToast({
        content: (
          <>
            {ref.kind === 'affinity' ? 'Affinity' : 'Anti-affinity'} group{' '}
            <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      void navigate(pb.affinity(ref))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName={`${ref.kind} group`}
      onDismiss={() => navigate(pb.affinity(ref))}
      onSubmit={(body) => update.mutate(body)}
      request={(body) => request(body, ref)}
      loading={update.isPending}
      submitError={update.error}
    >
      <ResourceProperties resource={group} className="mb-0">
        <PropertiesTable.Row label="Kind">
          <KindBadge kind={ref.kind} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Policy">
          <PolicyBadge kind={ref.kind} policy={group.policy} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Failure domain">{group.failureDomain}</PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
