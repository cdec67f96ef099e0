/**
 * Synthetic, deterministic metric data for the instance timeseries the console charts: the
 * schemas (as Oximeter defines them), which timeseries exist for which instance, and a value
 * for any sample time. Values depend only on the series and the time, so the same query gives
 * the same answer on every load.
 *
 * Every metric here is cumulative; OxQL hands them out as deltas, one per sample. Propolis
 * samples every 5 s, so a vCPU's four states add up to 5e9 ns per sample.
 */
import { db } from '../db'
import type { Api, Json } from '../db/schema'

export const SAMPLE_MS = 5000

type FieldType = Json<Api.FieldSchema>['field_type']
type Units = Json<Api.TimeseriesSchema>['units']

export interface MetricSchema {
  name: string
  description: string
  units: Units
  /** Target fields, then metric fields. */
  fields: Record<string, { type: FieldType; source: 'target' | 'metric'; description: string }>
}

const uuid = (description: string) => ({
  type: 'uuid' as const,
  source: 'target' as const,
  description,
})

const VM_FIELDS = {
  instance_id: uuid('ID of the virtual machine instance'),
  project_id: uuid("ID of the virtual machine instance's project"),
  silo_id: uuid("ID of the virtual machine instance's silo"),
  sled_id: uuid('ID of the sled hosting the instance'),
}
const DISK_FIELDS = {
  attached_instance_id: uuid('ID of the instance the disk is attached to'),
  block_size: {
    type: 'u32' as const,
    source: 'target' as const,
    description: 'Block size of the disk, in bytes',
  },
  disk_id: uuid('ID of the disk'),
  project_id: uuid('ID of the project containing the disk'),
  silo_id: uuid('ID for the silo containing the disk'),
}
const NIC_FIELDS = {
  interface_id: uuid('The ID of the network interface'),
  instance_id: uuid('The ID of the virtual machine instance this network interface is attached to'),
  project_id: uuid('The ID of the project containing the instance'),
  silo_id: uuid('The ID of the silo containing the instance'),
}

const disk = (metric: string, units: Units, description: string): MetricSchema => ({
  name: `virtual_disk:${metric}`,
  description,
  units,
  fields: DISK_FIELDS,
})
const nic = (metric: string, units: Units, description: string): MetricSchema => ({
  name: `instance_network_interface:${metric}`,
  description,
  units,
  fields: NIC_FIELDS,
})

export const SCHEMAS: MetricSchema[] = [
  {
    name: 'virtual_machine:vcpu_usage',
    description: 'Cumulative time each vCPU has spent in a state',
    units: 'nanoseconds',
    fields: {
      ...VM_FIELDS,
      state: { type: 'string', source: 'metric', description: 'The state of the vCPU' },
      vcpu_id: { type: 'u32', source: 'metric', description: 'The ID of the vCPU' },
    },
  },
  disk('bytes_read', 'bytes', 'Number of bytes read from the disk'),
  disk('bytes_written', 'bytes', 'Number of bytes written to the disk'),
  disk('reads', 'count', 'Total number of read operations from the disk'),
  disk('writes', 'count', 'Total number of write operations to the disk'),
  disk('flushes', 'count', 'Total number of flush operations on the disk'),
  nic('bytes_sent', 'bytes', 'Total number of bytes sent on the network interface'),
  nic('bytes_received', 'bytes', 'Total number of bytes received on the network interface'),
  nic('packets_sent', 'count', 'Total number of packets sent on the network interface'),
  nic('packets_received', 'count', 'Total number of packets received on the network interface'),
  nic(
    'packets_dropped',
    'count',
    'Number of packets dropped on the RX queue of the network interface',
  ),
]

export const schemaByName = new Map(SCHEMAS.map((s) => [s.name, s]))

const VCPU_STATES = ['run', 'emulation', 'idle', 'waiting'] as const

/** Instance states with a VMM that reports metrics. */
const REPORTING = new Set(['running', 'rebooting', 'migrating', 'repairing', 'stopping'])

type FieldValues = Record<string, string | number>

export interface SeriesSource {
  fields: FieldValues
  /** Data exists from here (ms) to now. */
  sinceMs: number
  /** value(sampleIndex): the delta of the sample that ends at sampleIndex * SAMPLE_MS. */
  value: (sample: number) => number
}

/** FNV-1a: a stable 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A stable number in [0, 1) for a key and a sample. */
const noise = (seed: number, sample: number) => hash(`${seed}:${sample}`) / 2 ** 32

/** A smooth wave in [0, 1] with phases from the seed (periods of minutes to a day). */
function wave(seed: number, sample: number): number {
  const t = sample * SAMPLE_MS
  const p = (seed % 997) / 997
  const turn = (period: number, phase: number) => Math.sin((t / period + phase) * 2 * Math.PI)
  const sum =
    turn(360_000, p * 7) * 0.2 + // 6 min
    turn(1_020_000, p) * 0.35 + // 17 min
    turn(11_880_000, p * 3) * 0.2 + // 3.3 h
    turn(86_400_000, p * 5) * 0.25 // a day
  return (sum + 1) / 2
}

/** A load level in [0, 1]: the wave, jitter, and a burst now and then. */
function load(seed: number, sample: number): number {
  const burst = noise(seed + 7, Math.floor(sample / 24)) > 0.93 ? 0.35 : 0
  return Math.min(1, wave(seed, sample) * 0.75 + noise(seed, sample) * 0.15 + burst)
}

type Instance = Json<Api.Instance>

function reporting(instance: Instance): boolean {
  return REPORTING.has(instance.run_state)
}

const siloOf = (projectId: string) => db.projects.scopeOf(projectId) ?? ''

function vcpuSeries(instance: Instance, silo: string): SeriesSource[] {
  const seed = hash(instance.id)
  const busy = 0.12 + (seed % 43) / 100 // each instance has its own typical load
  const out: SeriesSource[] = []
  for (let vcpu = 0; vcpu < instance.ncpus; vcpu++) {
    const vseed = hash(`${instance.id}:${vcpu}`)
    const share = (sample: number) => {
      const run = Math.min(0.9, busy * (0.3 + 1.5 * load(vseed, sample)))
      const emulation = 0.01 + 0.04 * noise(vseed + 1, sample)
      const waiting = 0.005 + 0.02 * noise(vseed + 2, sample) * (run > 0.6 ? 3 : 1)
      const idle = Math.max(0, 1 - run - emulation - waiting)
      return { run, emulation, waiting, idle }
    }
    for (const state of VCPU_STATES) {
      out.push({
        fields: {
          instance_id: instance.id,
          project_id: instance.project_id,
          silo_id: silo,
          sled_id: db.instanceSleds.get(instance.id) ?? '00000000-0000-0000-0000-000000000000',
          state,
          vcpu_id: vcpu,
        },
        sinceMs: Date.parse(instance.time_created),
        value: (sample) => Math.round(share(sample)[state] * SAMPLE_MS * 1e6),
      })
    }
  }
  return out
}

/** Per-sample bytes for a device with a base rate in bytes per second. */
const bytesPerSample = (seed: number, perSecond: number) => (sample: number) =>
  Math.round(perSecond * (SAMPLE_MS / 1000) * (0.1 + load(seed, sample) * 1.8))

function diskSeries(metric: string, instance: Instance, silo: string): SeriesSource[] {
  return db.disks
    .inScope(instance.project_id)
    .filter((d) => d.state.state === 'attached' && d.state.instance === instance.id)
    .map((d) => {
      const seed = hash(`${d.id}:${metric.includes('read') ? 'r' : 'w'}`)
      const rate = 64 * 1024 + (seed % 4096) * 1024 // 64 KiB/s to 4 MiB/s
      const bytes = bytesPerSample(seed, rate)
      const ioSize = 16 * 1024 * (1 + (seed % 4)) // 16 to 64 KiB per operation
      const value: Record<string, (s: number) => number> = {
        bytes_read: bytes,
        bytes_written: bytes,
        reads: (s) => Math.round(bytes(s) / ioSize),
        writes: (s) => Math.round(bytes(s) / ioSize),
        flushes: (s) => Math.round(bytes(s) / ioSize / 16),
      }
      return {
        fields: {
          attached_instance_id: instance.id,
          block_size: d.block_size,
          disk_id: d.id,
          project_id: d.project_id,
          silo_id: silo,
        },
        sinceMs: Math.max(Date.parse(instance.time_created), Date.parse(d.time_created)),
        value: value[metric]!,
      }
    })
}

function nicSeries(metric: string, instance: Instance, silo: string): SeriesSource[] {
  return db.networkInterfaces.inScope(instance.id).map((n) => {
    const seed = hash(`${n.id}:${metric.includes('sent') ? 'tx' : 'rx'}`)
    const rate = 16 * 1024 + (seed % 2048) * 1024 // 16 KiB/s to 2 MiB/s
    const bytes = bytesPerSample(seed, rate)
    const packetSize = 600 + (seed % 800)
    const value: Record<string, (s: number) => number> = {
      bytes_sent: bytes,
      bytes_received: bytes,
      packets_sent: (s) => Math.round(bytes(s) / packetSize),
      packets_received: (s) => Math.round(bytes(s) / packetSize),
      // drops are rare: now and then a handful
      packets_dropped: (s) => (noise(seed, s) > 0.97 ? Math.round(noise(seed + 3, s) * 12) : 0),
    }
    return {
      fields: {
        interface_id: n.id,
        instance_id: instance.id,
        project_id: instance.project_id,
        silo_id: silo,
      },
      sinceMs: Date.parse(instance.time_created),
      value: value[metric]!,
    }
  })
}

/** Every timeseries of a metric for the given instances (those without a VMM have none). */
export function seriesFor(schema: MetricSchema, instances: Iterable<Instance>): SeriesSource[] {
  const [target, metric] = schema.name.split(':') as [string, string]
  const out: SeriesSource[] = []
  for (const instance of instances) {
    if (!reporting(instance)) continue
    const silo = siloOf(instance.project_id)
    if (target === 'virtual_machine') out.push(...vcpuSeries(instance, silo))
    else if (target === 'virtual_disk') out.push(...diskSeries(metric, instance, silo))
    else out.push(...nicSeries(metric, instance, silo))
  }
  return out
}

/** The schema list entry, as /v1/system/timeseries/schemas answers it. */
export function schemaView(schema: MetricSchema): Json<Api.TimeseriesSchema> {
  const [target, metric] = schema.name.split(':') as [string, string]
  return {
    timeseries_name: schema.name,
    authz_scope: 'project',
    created: '2024-08-01T00:00:00.000Z',
    datum_type: 'cumulative_u64',
    description: { target, metric },
    field_schema: Object.entries(schema.fields).map(([name, f]) => ({
      name,
      field_type: f.type,
      source: f.source,
      description: f.description,
    })),
    units: schema.units,
    version: 1,
  }
}
