/**
 * Instrumentation probes (experimental): a probe sits on a sled, in a project, with a network
 * interface on the probe network and an ephemeral external IP from one of the silo's pools.
 * Lists and views give ProbeInfo (no timestamps, as the API has it); create answers Probe.
 *
 * Who may: project viewers read, project collaborators (compute writers) create and delete; a
 * probe is placed on a sled by id, which only fleet viewers can list, so in practice this is an
 * operator's tool.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER, requireProject } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { formatIp, parseCidr } from '../db/ip'
import type { Api, Json, ProbeRecord } from '../db/schema'
import { lookupIn, lookupProject } from '../lookup'
import { allocateIp, selectPool } from './ip-util'
import { newProbe, PROBE_SUBNET } from './probe-record'
import { projectCreate, projectPage } from './project-scoped'
import { check, identityMetadata, stamp } from './util'

function nextProbeIp(): string {
  const used = new Set<string>()
  for (const p of db.probes.all()) {
    if (p.interface.ip_config.type === 'v4') used.add(p.interface.ip_config.value.ip)
  }
  const { base } = parseCidr(PROBE_SUBNET)
  for (let n = 5n; n < 1023n; n++) {
    const ip = formatIp(base + n, 'v4')
    if (!used.has(ip)) return ip
  }
  throw new Error('probe subnet full')
}

const info = (p: ProbeRecord): Json<Api.ProbeInfo> => ({
  id: p.id,
  name: p.name,
  sled: p.sled,
  external_ips: p.external_ips,
  interface: p.interface,
})

const asProbe = (p: ProbeRecord): Json<Api.Probe> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  sled: p.sled,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

function lookupProbe(req: Request, key: string, projectKey: string) {
  const actor = actorOf(req)
  const project = lookupProject(actor, projectKey)
  return {
    actor,
    project,
    probe: lookupIn('probe', db.probes, project.id, key, (p) => p.project_id === project.id),
  }
}

export const probeHandlers = {
  probeList({ query, req }) {
    const page = projectPage(db.probes, query, req)
    return { ...page, items: page.items.map(info) }
  },

  probeView: ({ path, query, req }) => info(lookupProbe(req, path.probe, query.project).probe),

  probeCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.probes,
      body.name,
      'probe',
    )
    const sled = lookupIn('sled', db.sleds, 'fleet', body.sled)
    check(
      sled.policy.kind === 'in_service' && sled.state === 'active',
      `sled ${sled.id} is not in service; probes can only be placed on an active sled`,
    )
    const pool = selectPool(actor.siloId, body.pool_selector ?? { type: 'auto', ip_version: null })
    check(pool.pool_type === 'unicast', `IP pool "${pool.name}" is not a unicast pool`)
    const s = stamp()
    const meta = identityMetadata(s, 'probe', body)
    const probe = newProbe({
      id: meta.id,
      name: body.name,
      description: body.description,
      time: s.time,
      projectId: project.id,
      sled: sled.id,
      poolId: pool.id,
      externalIp: allocateIp(pool),
      nicIp: nextProbeIp(),
    })
    return asProbe(db.probes.insert(probe, project.id))
  },

  probeDelete({ path, query, req }) {
    const { actor, project, probe } = lookupProbe(req, path.probe, query.project)
    requireProject(actor, project, COMPUTE_WRITER)
    db.probes.delete(probe.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
