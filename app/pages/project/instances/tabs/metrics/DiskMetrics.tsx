/** metrics/disk: I/O of all the instance's disks together, or of one. */
import { useQuery } from '@tanstack/react-query'

import { queryClient } from '~/api/client'
import { useInstanceSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { PartError } from '~/components/shell/part-error'
import { useInstance } from '~/resources/instances/instance-queries'
import { instanceDisks } from '~/resources/instances/storage-queries'

import { devicesLoader, DevicesMetrics, type DeviceChart } from './devices-metrics'

export const loader = devicesLoader((sel) => queryClient.ensureQueryData(instanceDisks(sel)))

export const handle: RouteHandle = { crumb: 'Disk' }

const CHARTS: DeviceChart[] = [
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

export function Component() {
  const instance = useInstance()
  const devices = useQuery({ ...instanceDisks(useInstanceSelector()), throwOnError: false })
  if (devices.isError) {
    return <PartError what="the disks of this instance" onRetry={() => void devices.refetch()} />
  }
  const { data } = devices
  return (
    <DevicesMetrics
      devices={data?.items ?? []}
      empty={{
        title: 'No disk metrics available',
        body: 'This instance has no disks, so there is no disk activity to chart.',
      }}
      pickerLabel="Disk"
      allLabel="All disks"
      charts={CHARTS}
      timeseries="virtual_disk"
      instanceField="attached_instance_id"
      deviceField="disk_id"
      instanceId={instance.id}
    />
  )
}
