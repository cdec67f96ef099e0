/**
 * metrics/cpu: vCPU utilisation of the instance, one state at a time, or all states in one chart
 * (a line each: together they make up all of the vCPUs' time).
 */
import { useCallback, useMemo, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type RouteHandle } from '~/components/shell/crumbs'
import { loadInstance, useInstance } from '~/resources/instances/instance-queries'

import { linesByField } from './all-states'
import { MetricChart } from './metric-chart'
import { SAMPLE_INTERVAL_S } from './oxql'
import { Select } from './select'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadInstance(params)
  return null
}

export const handle: RouteHandle = { crumb: 'CPU' }

const STATES = [
  {
    value: 'run',
    label: 'Running',
    about: 'running guest instructions',
    color: { name: '--color-accent', swatch: 'bg-accent' },
  },
  {
    value: 'emulation',
    label: 'Emulation',
    about: 'in the host, handling guest operations such as I/O',
    color: { name: '--color-info', swatch: 'bg-info' },
  },
  {
    value: 'idle',
    label: 'Idle',
    about: 'idle, with nothing to run',
    color: { name: '--color-tertiary', swatch: 'bg-tertiary' },
  },
  {
    value: 'waiting',
    label: 'Waiting',
    about: 'ready to run but waiting for a host CPU',
    color: { name: '--color-warning', swatch: 'bg-warning' },
  },
] as const

const ALL = { value: 'all', label: 'All states' } as const
const CHOICES = [...STATES, ALL]

type Choice = (typeof CHOICES)[number]['value']

export function Component() {
  const instance = useInstance()
  const [state, setState] = useState<Choice>('run')
  const ncpus = instance.ncpus
  // a sample is 5 s; all vCPUs together have ncpus × 5e9 ns of it
  const toPercent = useCallback(
    (ns: number) => (ns / (SAMPLE_INTERVAL_S * 1e9 * ncpus)) * 100,
    [ncpus],
  )
  // the all-states chart: the query keeps the state, and each state is a line
  const byState = useMemo(() => linesByField('state', STATES, toPercent), [toPercent])
  const vcpus = `${ncpus} vCPU${ncpus === 1 ? '' : 's'}`
  const chosen = STATES.find((s) => s.value === state)
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="vCPU state"
        value={state}
        items={CHOICES}
        onChange={setState}
        className="self-start"
      />
      {chosen ? (
        <MetricChart
          key={state}
          title={`CPU utilization: ${chosen.label}`}
          description={`Share of time the instance's ${vcpus} spent ${chosen.about}`}
          unit="percent"
          query={{
            metric: 'virtual_machine:vcpu_usage',
            filters: { instance_id: instance.id, state },
            groupBy: { fields: ['instance_id'], reducer: 'sum' },
          }}
          transform={toPercent}
        />
      ) : (
        <MetricChart
          key={state}
          title={`CPU utilization: ${ALL.label}`}
          description={`Share of time the instance's ${vcpus} spent in each state; together the states make up all of it`}
          unit="percent"
          query={{
            metric: 'virtual_machine:vcpu_usage',
            filters: { instance_id: instance.id },
            groupBy: { fields: ['instance_id', 'state'], reducer: 'sum' },
          }}
          transform={toPercent}
          many={byState}
        />
      )}
    </div>
  )
}
