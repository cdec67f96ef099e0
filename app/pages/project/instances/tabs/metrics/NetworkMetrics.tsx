/** metrics/network: traffic of all the instance's network interfaces together, or of one. */
import { useQuery } from '@tanstack/react-query'

import { queryClient } from '~/api/client'
import { useInstanceSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { PartError } from '~/components/shell/part-error'
import { useInstance } from '~/resources/instances/instance-queries'
import { instanceNics } from '~/resources/instances/networking-queries'

import { devicesLoader, DevicesMetrics, type DeviceChart } from './devices-metrics'

export const loader = devicesLoader((sel) => queryClient.ensureQueryData(instanceNics(sel)))

export const handle: RouteHandle = { crumb: 'Network' }

const CHARTS: DeviceChart[] = [
  {
    metric: 'bytes_received',
    title: 'Bytes received',
    description: 'Inbound traffic per second',
    unit: 'bytesPerSecond',
  },
  {
    metric: 'bytes_sent',
    title: 'Bytes sent',
    description: 'Outbound traffic per second',
    unit: 'bytesPerSecond',
  },
  {
    metric: 'packets_received',
    title: 'Packets received',
    description: 'Inbound packets per second',
    unit: 'perSecond',
  },
  {
    metric: 'packets_sent',
    title: 'Packets sent',
    description: 'Outbound packets per second',
    unit: 'perSecond',
  },
  {
    metric: 'packets_dropped',
    title: 'Packets dropped',
    description: 'Inbound packets dropped per second',
    unit: 'perSecond',
  },
]

export function Component() {
  const instance = useInstance()
  const devices = useQuery({ ...instanceNics(useInstanceSelector()), throwOnError: false })
  if (devices.isError) {
    return (
      <PartError
        what="the network interfaces of this instance"
        onRetry={() => void devices.refetch()}
      />
    )
  }
  const { data } = devices
  return (
    <DevicesMetrics
      devices={data?.items ?? []}
      empty={{
        title: 'No network metrics available',
        body: 'This instance has no network interfaces, so there is no traffic to chart.',
      }}
      pickerLabel="Network interface"
      allLabel="All interfaces"
      charts={CHARTS}
      timeseries="instance_network_interface"
      instanceField="instance_id"
      deviceField="interface_id"
      instanceId={instance.id}
    />
  )
}
