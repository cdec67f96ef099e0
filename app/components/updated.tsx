import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

import { invalidate, queryClient, type OperationId } from '~/api/client'
import { addToast, ToastName } from '~/ui/toast'

type UpdatedOptions<R> = {
  /** Lower-case kind: "project" ("Project web updated"). */
  kind: string
  /** Lists and views that show it. */
  invalidates: OperationId[]
  /**
   * The resource's view query by name, with the name the form opened with: the result seeds
   * the new name's entry, and after a rename the old name's entry is dropped once the form is
   * gone (the form still reads it; dropping it earlier would refetch the old name and 404).
   */
  detail?: { query: (name: string) => { queryKey: readonly unknown[] }; name: string }
  /** Where to go next. */
  to: (updated: R) => string
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * What an edit form does on success: refetch, seed the view, say so in a toast and go back.
 * Use it as a mutation's `onSuccess`.
 */
export function useUpdated<R extends { name: string }>({
  kind,
  invalidates,
  detail,
  to,
}: UpdatedOptions<R>) {
  const navigate = useNavigate()
  const staleName = useRef<string | null>(null)
  const viewOf = useRef(detail?.query)
  useEffect(() => {
    viewOf.current = detail?.query
  })
  useEffect(
    () => () => {
      const view = viewOf.current
      if (staleName.current && view) queryClient.removeQueries(view(staleName.current))
    },
    [],
  )
  return (updated: R) => {
    for (const op of invalidates) void invalidate(op)
    if (detail) {
      if (updated.name !== detail.name) staleName.current = detail.name
      queryClient.setQueryData(detail.query(updated.name).queryKey, updated)
    }
    addToast({
      content: (
        <>
          {capitalise(kind)} <ToastName>{updated.name}</ToastName> updated
        </>
      ),
    })
    void navigate(to(updated))
  }
}
