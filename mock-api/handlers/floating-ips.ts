/**
 * Floating IPs: addresses a project keeps and moves between its instances (attach, detach and
 * delete follow the rules of attachable.ts, which external subnets share).
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { ipVersion } from '../db/ip'
import { lookupFloatingIp, writableFloatingIp } from '../lookup'
import { attachableWrites, attachTarget, attachTo, type AttachableWords } from './attachable'
import { assertIpVersionFits, MAX_FLOATING_IPS_PER_INSTANCE } from './instance-external-ips'
import { allocateIp, selectPool, siloPoolHolding, usedIps } from './ip-util'
import { projectCreate, projectPage } from './project-scoped'
import { check, identityMetadata, stamp } from './util'

const FLOATING_IP: AttachableWords = {
  what: 'floating IP',
  a: 'a floating IP',
  type: 'floating-ip',
}

const writes = attachableWrites(() => db.floatingIps, writableFloatingIp, FLOATING_IP)

export const floatingIpHandlers = {
  floatingIpList: ({ query, req }) => projectPage(db.floatingIps, query, req),

  floatingIpView: ({ path, query, req }) =>
    lookupFloatingIp(actorOf(req), path.floatingIp, query.project),

  floatingIpCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.floatingIps,
      body.name,
      'floating-ip',
    )
    const allocator = body.address_allocator ?? {
      type: 'auto',
      pool_selector: { type: 'auto', ip_version: null },
    }
    let ip: string
    let poolId: string
    if (allocator.type === 'explicit') {
      const pool = siloPoolHolding(actor.siloId, allocator.ip)
      check(pool, `address ${allocator.ip} is not in any IP pool linked to this silo`)
      check(!usedIps().has(allocator.ip), `address ${allocator.ip} is already in use`)
      ip = allocator.ip
      poolId = pool.id
    } else {
      const pool = selectPool(
        actor.siloId,
        allocator.pool_selector ?? { type: 'auto', ip_version: null },
      )
      ip = allocateIp(pool)
      poolId = pool.id
    }
    const s = stamp()
    return db.floatingIps.insert(
      {
        ...identityMetadata(s, 'floating-ip', body),
        ip,
        ip_pool_id: poolId,
        project_id: project.id,
        instance_id: null,
      },
      project.id,
    )
  },

  floatingIpUpdate: ({ path, query, body, req }) =>
    writes.update(req, path.floatingIp, query.project, body),

  floatingIpDelete: ({ path, query, req }) => writes.delete(req, path.floatingIp, query.project),

  floatingIpAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const fip = writableFloatingIp(actor, path.floatingIp, query.project)
    check(body.kind === 'instance', `cannot attach a floating IP to a ${body.kind}`)
    const instance = attachTarget(actor, fip, body.parent, FLOATING_IP)
    if (!instance) return fip
    assertIpVersionFits(instance, ipVersion(fip.ip), 'floating IP')
    const attached = db.floatingIps
      .inScope(instance.project_id)
      .filter((f) => f.instance_id === instance.id).length
    check(
      attached < MAX_FLOATING_IPS_PER_INSTANCE,
      `an instance may have at most ${MAX_FLOATING_IPS_PER_INSTANCE} floating IPs`,
    )
    return attachTo(db.floatingIps, fip, instance.id)
  },

  floatingIpDetach: ({ path, query, req }) => writes.detach(req, path.floatingIp, query.project),
} satisfies Partial<MSWHandlers>
