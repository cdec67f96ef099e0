/**
 * The disk and network metrics pages: a picker of the instance's devices (all together, or one)
 * and a grid of per-second charts of the chosen one.
 */
import { useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { instanceSelector, type InstanceSelector } from '~/api/selectors'
import { loadInstance } from '~/resources/instances/instance-queries'
import { EmptyState } from '~/ui/empty-state'

import { type MetricUnit } from './format'
import { MetricChart } from './metric-chart'
import { perSecond } from './rates'
import { Select } from './select'

export type DeviceChart = { metric: string; title: string; description: string; unit: MetricUnit }

/** The route loader: the instance, and the list of its devices (`prefetch` ensures it). */
export const devicesLoader =
  (prefetch: (sel: InstanceSelector) => Promise<unknown>) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([loadInstance(params), prefetch(instanceSelector(params))])
    return null
  }

const ALL = 'all'

export function DevicesMetrics({
  devices,
  empty,
  pickerLabel,
  allLabel,
  charts,
  timeseries,
  instanceField,
  deviceField,
  instanceId,
}: {
  devices: { id: string; name: string }[]
  empty: { title: string; body: string }
  pickerLabel: string
  /** The picker's first item, e.g. "All disks"; its lower-case form ends the descriptions. */
  allLabel: string
  charts: DeviceChart[]
  /** Timeseries name prefix, e.g. `virtual_disk`. */
  timeseries: string
  /** The field holding the instance id, and the one holding the device id. */
  instanceField: string
  deviceField: string
  instanceId: string
}) {
  const [picked, setPicked] = useState(ALL)
  const chosen = devices.find((d) => d.id === picked)

  if (devices.length === 0) return <EmptyState title={empty.title} body={empty.body} />
  return (
    <div className="flex flex-col gap-4">
      <Select
        label={pickerLabel}
        value={chosen ? picked : ALL}
        items={[
          { value: ALL, label: allLabel },
          ...devices.map((d) => ({ value: d.id, label: d.name })),
        ]}
        onChange={setPicked}
        className="self-start"
      />
      <div className="grid gap-4 xl:grid-cols-2">
        {charts.map((c) => (
          <MetricChart
            key={c.metric}
            title={c.title}
            description={`${c.description}, ${chosen ? chosen.name : allLabel.toLowerCase()}`}
            unit={c.unit}
            query={{
              metric: `${timeseries}:${c.metric}`,
              filters: { [instanceField]: instanceId, [deviceField]: chosen?.id },
              groupBy: chosen ? undefined : { fields: [instanceField], reducer: 'sum' },
            }}
            transform={perSecond}
          />
        ))}
      </div>
    </div>
  )
}
