import { type ReactNode } from 'react'

import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation, type OperationId, type ParamsOf } from '~/api/client'
import { confirmDelete } from '~/components/confirm'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'

type DeleteActionOptions<M extends OperationId, Row> = {
  /** Lower-case kind: "project", "SSH key" ("Delete project", "Project web deleted"). */
  kind: string
  /** What the confirmation and the toast call the row (its name, or an ID). */
  label: (row: Row) => string
  params: (row: Row) => ParamsOf<M>
  /** Lists to refetch once it is gone. */
  invalidates: OperationId[]
  extraContent?: ReactNode
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The "Delete" row action: asks (confirmDelete), calls the operation, refetches the lists and
 * says so in a toast. Destructive by its variant, whatever the label.
 */
export function useDeleteAction<M extends OperationId, Row>(
  method: M,
  { kind, label, params, invalidates, extraContent }: DeleteActionOptions<M, Row>,
): (row: Row) => RowAction {
  const { mutateAsync } = useApiMutation(method, {
    onSuccess: () => Promise.all(invalidates.map((op) => invalidate(op))),
  })
  return (row: Row) => ({
    label: 'Delete',
    variant: 'danger',
    onActivate: () =>
      confirmDelete({
        kind,
        label: label(row),
        extraContent,
        requests: () => apiRequest(method, params(row)),
        doDelete: async () => {
          await mutateAsync(params(row))
          addToast({
            content: (
              <>
                {capitalise(kind)} <ToastName>{label(row)}</ToastName> deleted
              </>
            ),
          })
        },
      }),
  })
}
