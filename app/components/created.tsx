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
  /** Anything else the form does with what was saved, before the toast. */
  also?: (saved: R) => void
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function useSaved<R extends { name: string }>(
  verb: 'created' | 'updated',
  { kind, invalidates, detailKey, to, also }: CreatedOptions<R>,
) {
  const navigate = useNavigate()
  return (saved: R) => {
    for (const op of invalidates) void invalidate(op)
    if (detailKey) queryClient.setQueryData(detailKey(saved), saved)
    also?.(saved)
    addToast({
      content: (
        <>
          {capitalise(kind)} <ToastName>{saved.name}</ToastName> {verb}
        </>
      ),
    })
    navigate(to(saved))
  }
}

/**
 * What a create form does on success: refetch the lists, seed the detail cache, say so in a
 * toast and navigate. Use it as a mutation's `onSuccess`.
 */
export const useCreated = <R extends { name: string }>(options: CreatedOptions<R>) =>
  useSaved('created', options)

/** The same for an edit form ("Subnet dmz updated"). */
export const useUpdated = <R extends { name: string }>(options: CreatedOptions<R>) =>
  useSaved('updated', options)
