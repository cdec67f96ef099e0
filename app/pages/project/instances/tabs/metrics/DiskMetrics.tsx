/** metrics/disk: I/O of all the instance's disks together, or of one. */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { type RouteHandle } from '~/components/shell/crumbs'
import { EmptyState } from '~/ui/empty-state'

import {
  instanceSelector,
  loadInstance,
  useInstance,
  useInstanceSelector,
} from '../../instance-data'
import { instanceDisks } from '../storage/storage-queries'
import { MetricChart } from './MetricChart'
import { type MetricUnit } from './format'
import { perSecond } from './rates'
import { Select } from './Select'

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadInstance(params),
    queryClient.ensureQueryData(instanceDisks(instanceSelector(params))),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Disk' }

const CHARTS: { metric: string; title: string; description: string; unit: MetricUnit }[] = [
  {
    metric: 'bytes_read',
    title: 'Bytes read',
    description: 'Data read from disk, per second',
    unit: 'bytesPerSecond',
  },
  {
    metric: 'bytes_written',
    title: 'Bytes written',
    description: 'Data written to disk, per second',
    unit: 'bytesPerSecond',
  },
  { metric: 'reads', title: 'Reads', description: 'Read operations per second', unit: 'perSecond' },
  {
    metric: 'writes',
    title: 'Writes',
    description: 'Write operations per second',
    unit: 'perSecond',
  },
  {
    metric: 'flushes',
    title: 'Flushes',
    description: 'Flush operations per second',
    unit: 'perSecond',
  },
]

const ALL = 'all'

export function Component() {
  const instance = useInstance()
  const { data } = useQuery(instanceDisks(useInstanceSelector()))
  const disks = data?.items ?? []
  const [disk, setDisk] = useState(ALL)
  const chosen = disks.find((d) => d.id === disk)

  if (disks.length === 0) {
    return (
      <EmptyState
        title="No disk metrics available"
        body="Disk metrics are only available if there are disks attached."
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Disk"
        value={chosen ? disk : ALL}
        items={[
          { value: ALL, label: 'All disks' },
          ...disks.map((d) => ({ value: d.id, label: d.name })),
        ]}
        onChange={setDisk}
        className="self-start"
      />
      <div className="grid gap-4 xl:grid-cols-2">
        {CHARTS.map((c) => (
          <MetricChart
            key={c.metric}
            title={c.title}
            description={
              chosen ? `${c.description}, ${chosen.name}` : `${c.description}, all disks`
            }
            unit={c.unit}
            query={{
              metric: `virtual_disk:${c.metric}`,
              filters: { attached_instance_id: instance.id, disk_id: chosen?.id },
              groupBy: chosen ? undefined : { fields: ['attached_instance_id'], reducer: 'sum' },
            }}
            transform={perSecond}
          />
        ))}
      </div>
    </div>
  )
}
