/** A probe's record as the mock keeps it, built by the probe handlers and the seed alike. */
import type { ProbeRecord } from '../db/schema'

/** The probe network: every probe's interface gets the next address of this block. */
export const PROBE_SUBNET = '172.30.0.0/22'
const PROBE_VNI = 100

function probeMac(id: string): string {
  const hex = id.replace(/-/g, '').slice(0, 6).toUpperCase()
  return `A8:40:25:FF:${hex.slice(0, 2)}:${hex.slice(2, 4)}`
}

export function newProbe(args: {
  id: string
  name: string
  description: string
  time: string
  projectId: string
  sled: string
  poolId: string
  /** The ephemeral external address, from the pool. */
  externalIp: string
  /** The interface's address on the probe network. */
  nicIp: string
}): ProbeRecord {
  return {
    id: args.id,
    name: args.name,
    description: args.description,
    sled: args.sled,
    time_created: args.time,
    time_modified: args.time,
    project_id: args.projectId,
    ip_pool_id: args.poolId,
    external_ips: [{ ip: args.externalIp, kind: 'ephemeral', first_port: 0, last_port: 65535 }],
    interface: {
      id: `${args.id.slice(0, -4)}0001`,
      name: `probe-${args.name}`.slice(0, 63),
      kind: { type: 'probe', id: args.id },
      mac: probeMac(args.id),
      primary: true,
      slot: 0,
      vni: PROBE_VNI,
      ip_config: {
        type: 'v4',
        value: { ip: args.nicIp, subnet: PROBE_SUBNET, transit_ips: [] },
      },
    },
  }
}
