/** What the metrics layout hands its sub-tabs (CPU, disk, network) through the outlet. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useOutletContext } from 'react-router'

import { q } from '~/api/client'

import { type TimeWindow } from './time-range'

export type MetricsContext = {
  project: string
  window: TimeWindow
  /** Alignment window, seconds. */
  intervalS: number
  /** Start of the query: one window early, as the first point returned is dropped. */
  queryStart: Date
}

export const useMetricsContext = () => useOutletContext<MetricsContext>()

/**
 * One chart's query. The key holds the query text, so a new window is a new entry; the
 * previous answer stays on screen while the next one loads.
 */
export function useOxqlQuery(project: string, query: string) {
  return useQuery({
    ...q('timeseriesQuery', { query: { project }, body: { query } }),
    placeholderData: keepPreviousData,
    throwOnError: false,
  })
}
