import { useQueries, type QueryFunction } from '@tanstack/react-query'

import { type Lookup } from './columns'

/*
 * Apart from the column presets: only the lists with a lookup cell (disks, floating IPs,
 * external subnets) load TanStack Query's `useQueries` with it (its weight: docs/performance.md).
 */

/** A lookup cell's text, once its queries are in (`pending` until then). */
export function useLookupText<Row>(l: Lookup<Row>, row: Row): { text: string; pending: boolean } {
  const results = useQueries({
    queries: l.queries(row).map((query) => ({
      queryKey: query.queryKey,
      queryFn: query.queryFn as QueryFunction<unknown>,
      throwOnError: false,
    })),
  })
  return {
    text: l.text(
      row,
      results.map((r) => r.data),
    ),
    pending: results.some((r) => r.isPending),
  }
}
