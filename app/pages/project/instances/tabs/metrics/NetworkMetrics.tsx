/** metrics/network: traffic of all the instance's network interfaces together, or of one. */
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
import { instanceNics } from '../networking/networking-queries'
import { MetricChart } from './MetricChart'
import { type MetricUnit } from './format'
import { perSecond } from './rates'
import { Select } from './Select'

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadInstance(params),
    queryClient.ensureQueryData(instanceNics(instanceSelector(params))),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Network' }

const CHARTS: { metric: string; title: string; description: string; unit: MetricUnit }[] = [
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

const ALL = 'all'

export function Component() {
  const instance = useInstance()
  const { data } = useQuery(instanceNics(useInstanceSelector()))
  const nics = data?.items ?? []
  const [nic, setNic] = useState(ALL)
  const chosen = nics.find((n) => n.id === nic)

  if (nics.length === 0) {
    return (
      <EmptyState
        title="No network metrics available"
        body="Network metrics are only available if there are network interfaces attached."
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Network interface"
        value={chosen ? nic : ALL}
        items={[
          { value: ALL, label: 'All interfaces' },
          ...nics.map((n) => ({ value: n.id, label: n.name })),
        ]}
        onChange={setNic}
        className="self-start"
      />
      <div className="grid gap-4 xl:grid-cols-2">
        {CHARTS.map((c) => (
          <MetricChart
            key={c.metric}
            title={c.title}
            description={
              chosen ? `${c.description}, ${chosen.name}` : `${c.description}, all interfaces`
            }
            unit={c.unit}
            query={{
              metric: `instance_network_interface:${c.metric}`,
              filters: { instance_id: instance.id, interface_id: chosen?.id },
              groupBy: chosen ? undefined : { fields: ['instance_id'], reducer: 'sum' },
            }}
            transform={perSecond}
          />
        ))}
      </div>
    </div>
  )
}
