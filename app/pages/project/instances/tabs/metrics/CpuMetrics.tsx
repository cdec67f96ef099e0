/** metrics/cpu: vCPU utilisation of the instance, one state at a time. */
import { useCallback, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type RouteHandle } from '~/components/shell/crumbs'

import { loadInstance, useInstance } from '../../instance-data'
import { MetricChart } from './metric-chart'
import { SAMPLE_INTERVAL_S } from './oxql'
import { Select } from './select'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadInstance(params)
  return null
}

export const handle: RouteHandle = { crumb: 'CPU' }

const STATES = [
  { value: 'run', label: 'Running', about: 'running guest instructions' },
  {
    value: 'emulation',
    label: 'Emulation',
    about: 'in the host, handling guest operations such as I/O',
  },
  { value: 'idle', label: 'Idle', about: 'idle, with nothing to run' },
  { value: 'waiting', label: 'Waiting', about: 'ready to run but waiting for a host CPU' },
] as const

type VcpuState = (typeof STATES)[number]['value']

export function Component() {
  const instance = useInstance()
  const [state, setState] = useState<VcpuState>('run')
  const chosen = STATES.find((s) => s.value === state)!
  const ncpus = instance.ncpus
  // a sample is 5 s; all vCPUs together have ncpus × 5e9 ns of it
  const toPercent = useCallback(
    (ns: number) => (ns / (SAMPLE_INTERVAL_S * 1e9 * ncpus)) * 100,
    [ncpus],
  )
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="vCPU state"
        value={state}
        items={STATES}
        onChange={setState}
        className="self-start"
      />
      <MetricChart
        title={`CPU utilization: ${chosen.label}`}
        description={`Share of time the instance's ${ncpus} vCPU${ncpus === 1 ? '' : 's'} spent ${chosen.about}`}
        unit="percent"
        query={{
          metric: 'virtual_machine:vcpu_usage',
          filters: { instance_id: instance.id, state },
          groupBy: { fields: ['instance_id'], reducer: 'sum' },
        }}
        transform={toPercent}
      />
    </div>
  )
}
