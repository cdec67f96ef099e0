import { useNavigate } from 'react-router'

import { invalidate, queryClient, type OperationId } from '~/api/client'
import { addToast, ToastName } from '~/ui/toast'

type CreatedOptions<R> = {
  /** Lower-case kind: "project" ("Project web created"). */
  kind: string
  /** Lists that now hold it. */
  invalidates: OperationId[]
  /** The detail query the next page reads, seeded so it shows without a request. */
  detailKey?: (created: R) => readonly unknown[]
  /** Where to go next. */
  to: (created: R) => string
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * What a create form does on success: refetch the lists, seed the detail cache, say so in a
 * toast and navigate. Use it as a mutation's `onSuccess`.
 */
export function useCreated<R extends { name: string }>({
  kind,
  invalidates,
  detailKey,
  to,
}: CreatedOptions<R>) {
  const navigate = useNavigate()
  return (created: R) => {
    for (const op of invalidates) void invalidate(op)
    if (detailKey) queryClient.setQueryData(detailKey(created), created)
    addToast({
      content: (
        <>
          {capitalise(kind)} <ToastName>{created.name}</ToastName> created
        </>
      ),
    })
    void navigate(to(created))
  }
}
