/**
 * Floating IPs: addresses a project keeps and moves between its instances (attach and detach
 * follow the instance rules of instance-external-ips.ts).
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { isUuid, now } from '../db/ids'
import { ipVersion } from '../db/ip'
import { lookupFloatingIp, lookupInstance, writableFloatingIp } from '../lookup'
import {
  assertExternalIpChange,
  assertIpVersionFits,
  MAX_FLOATING_IPS_PER_INSTANCE,
} from './instance-external-ips'
import { allocateIp, poolContains, selectPool, usedIps } from './ip-util'
import { projectCreate, projectPage } from './project-scoped'
import { check, identityMetadata, renamePatch, stamp } from './util'

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
      const pool = db.ipPoolSiloLinks
        .filter((l) => l.silo_id === actor.siloId)
        .map((l) => db.ipPools.get(l.ip_pool_id)!)
        .find((p) => poolContains(p, allocator.ip))
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

  floatingIpUpdate({ path, query, body, req }) {
    const fip = writableFloatingIp(actorOf(req), path.floatingIp, query.project)
    return db.floatingIps.update(
      fip.id,
      renamePatch(db.floatingIps, fip.project_id, fip, 'floating-ip', body),
    )
  },

  floatingIpDelete({ path, query, req }) {
    const fip = writableFloatingIp(actorOf(req), path.floatingIp, query.project)
    check(
      !fip.instance_id,
      `floating IP "${fip.name}" cannot be deleted while attached to an instance`,
    )
    db.floatingIps.delete(fip.id)
    return 204
  },

  floatingIpAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const fip = writableFloatingIp(actor, path.floatingIp, query.project)
    check(body.kind === 'instance', `cannot attach a floating IP to a ${body.kind}`)
    const instance = lookupInstance(
      actor,
      body.parent,
      isUuid(body.parent) ? undefined : fip.project_id,
    )
    check(
      instance.project_id === fip.project_id,
      `floating IP "${fip.name}" and instance "${instance.name}" must be in the same project`,
    )
    if (fip.instance_id === instance.id) return fip
    check(!fip.instance_id, `floating IP "${fip.name}" is already attached to an instance`)
    assertExternalIpChange(instance, 'attach a floating IP to')
    assertIpVersionFits(instance, ipVersion(fip.ip), 'floating IP')
    const attached = db.floatingIps
      .inScope(instance.project_id)
      .filter((f) => f.instance_id === instance.id).length
    check(
      attached < MAX_FLOATING_IPS_PER_INSTANCE,
      `an instance may have at most ${MAX_FLOATING_IPS_PER_INSTANCE} floating IPs`,
    )
    return db.floatingIps.update(fip.id, { instance_id: instance.id, time_modified: now() })
  },

  floatingIpDetach({ path, query, req }) {
    const fip = writableFloatingIp(actorOf(req), path.floatingIp, query.project)
    check(fip.instance_id, `floating IP "${fip.name}" is not attached to an instance`)
    const instance = db.instances.get(fip.instance_id)
    if (instance) assertExternalIpChange(instance, 'detach a floating IP from')
    return db.floatingIps.update(fip.id, { instance_id: null, time_modified: now() })
  },
} satisfies Partial<MSWHandlers>
