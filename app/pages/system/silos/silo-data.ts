import { useParams } from 'react-router'

import { q, queryClient } from '~/api/client'
import { siloSelector } from '~/api/selectors'

export { siloSelector }

export const siloView = (silo: string) => q('siloView', { path: { silo } })

export const loadSilo = (params: Parameters<typeof siloSelector>[0]) =>
  queryClient.ensureQueryData(siloView(siloSelector(params).silo))

/** The silo of the current route, by name (or ID) as in the address. */
export const useSiloSelector = () => siloSelector(useParams())
