/* The edit side modal of an attachable address: name and description, over the list. */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import {
  capitalise,
  useAttachedInstance,
  usePoolName,
  type Attachable,
  type AttachableKind,
  type AttachableOps,
} from './attachable-kind'

/** The request the edit form sends. */
export const editRequest = <R extends Attachable, O extends AttachableOps>(
  body: { name: string; description: string },
  kind: AttachableKind<R, O>,
  project: string,
  name: string,
) => apiRequest(kind.ops.update, kind.updateParams(project, name, body))

type Props<R extends Attachable, O extends AttachableOps> = {
  kind: AttachableKind<R, O>
  project: string
}

/** The form once the address is in; its loading error, with a retry, until then. */
export function AttachableEdit<R extends Attachable, O extends AttachableOps>({
  kind,
  project,
  name,
}: Props<R, O> & { name: string }) {
  const navigate = useNavigate()
  const view = useQuery({ ...kind.view(project, name), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title={`Edit ${kind.kind}`}
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(kind.listPath(project))}
      />
    )
  }
  return <EditForm kind={kind} project={project} row={view.data} />
}

function EditForm<R extends Attachable, O extends AttachableOps>({
  kind,
  project,
  row,
}: Props<R, O> & { row: R }) {
  const navigate = useNavigate()
  const name = row.name
  const instance = useAttachedInstance(project, row.instanceId)
  const pool = usePoolName(kind, kind.poolId(row))
  const form = useForm({ defaultValues: { name: row.name, description: row.description } })

  // the old name's cache entry goes once this form, which reads it, is gone
  const staleName = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (staleName.current) queryClient.removeQueries(kind.view(project, staleName.current))
    },
    [kind, project],
  )

  const update = useApiMutation(kind.ops.update, {
    onSuccess(data) {
      const updated = data as R
      void invalidate(kind.ops.list)
      if (updated.name !== name) staleName.current = name
      queryClient.setQueryData(kind.view(project, updated.name).queryKey, updated)
      addToast({
        content: (
          <>
            {capitalise(kind.kind)} <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      void navigate(kind.listPath(project))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName={kind.kind}
      onDismiss={() => navigate(kind.listPath(project))}
      onSubmit={(body) => update.mutate(editRequest(body, kind, project, name))}
      request={(body) => editRequest(body, kind, project, name)}
      loading={update.isPending}
      submitError={update.error}
    >
      <ResourceProperties resource={row} className="mb-0">
        <PropertiesTable.Row label={capitalise(kind.words.address)}>
          <span className="font-mono text-xs">{kind.address(row)}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label={capitalise(kind.words.pool)}>{pool ?? '…'}</PropertiesTable.Row>
        <PropertiesTable.Row label="Instance">
          {row.instanceId ? (instance?.name ?? '…') : 'Not attached'}
        </PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  )
}
