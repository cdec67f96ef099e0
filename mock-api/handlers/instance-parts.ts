/** What hangs off an instance: disks, external IPs, network interfaces, groups, SSH keys. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER, requireProject } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { createNic } from '../db/factories'
import { cidrContains, ipVersion } from '../db/ip'
import { isUuid, now } from '../db/ids'
import type { Api, Json } from '../db/schema'
import { invalidRequest, notFoundById, notFoundByName } from '../errors'
import { lookupInstance, lookupNic, projectOf } from '../lookup'
import { assertState, disksOf, MAX_DISKS_PER_INSTANCE, MAX_NICS_PER_INSTANCE } from './compute-util'
import { explicitV4 } from './instances'
import { allocateIp, selectPool } from './ip-util'
import { assertNameFree, check, paginate, paginateArray, renamePatch, stamp } from './util'

function instanceDisk(projectId: string, key: string) {
  const disk = isUuid(key) ? db.disks.get(key) : db.disks.byName(projectId, key)
  if (!disk || disk.project_id !== projectId)
    throw isUuid(key) ? notFoundById('disk', key) : notFoundByName('disk', key)
  return disk
}

export const instancePartHandlers = {
  instanceDiskList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    return paginateArray(disksOf(instance), query, (d) => d.name)
  },

  instanceDiskAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    const disk = instanceDisk(instance.project_id, body.disk)
    if ('instance' in disk.state && disk.state.instance === instance.id) return disk
    assertState(instance, ['creating', 'stopped'], 'attach a disk to')
    check(
      disk.state.state === 'detached' || disk.state.state === 'creating',
      `disk "${disk.name}" cannot be attached in state "${disk.state.state}"`,
    )
    check(
      disksOf(instance).length < MAX_DISKS_PER_INSTANCE,
      `cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to an instance`,
    )
    return db.disks.update(disk.id, {
      state: { state: 'attached', instance: instance.id },
      time_modified: now(),
    })
  },

  instanceDiskDetach({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    const disk = instanceDisk(instance.project_id, body.disk)
    check(
      'instance' in disk.state && disk.state.instance === instance.id,
      `disk "${disk.name}" is not attached to instance "${instance.name}"`,
    )
    assertState(instance, ['creating', 'stopped', 'failed'], 'detach a disk from')
    check(
      instance.boot_disk_id !== disk.id,
      `disk "${disk.name}" is the boot disk of instance "${instance.name}"; choose another boot disk first`,
    )
    return db.disks.update(disk.id, { state: { state: 'detached' }, time_modified: now() })
  },

  instanceExternalIpList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const items: Json<Api.ExternalIp>[] = []
    items.push(...(db.ephemeralIps.get(instance.id) ?? []))
    for (const fip of db.floatingIps.inScope(instance.project_id)) {
      if (fip.instance_id === instance.id) items.push({ ...fip, kind: 'floating' })
    }
    return { items, next_page: null }
  },

  instanceEphemeralIpAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    const pool = selectPool(actor.siloId, body.pool_selector ?? { type: 'auto', ip_version: null })
    // one ephemeral IP per IP version
    const current = db.ephemeralIps.get(instance.id) ?? []
    check(
      !current.some((e) => ipVersion(e.ip) === pool.ip_version),
      `instance "${instance.name}" already has an ephemeral ${pool.ip_version} IP`,
    )
    const ip: Json<Api.ExternalIp> & { kind: 'ephemeral' } = {
      kind: 'ephemeral',
      ip: allocateIp(pool),
      ip_pool_id: pool.id,
    }
    db.ephemeralIps.set(instance.id, [...current, ip])
    return ip
  },

  instanceEphemeralIpDetach({ path, query, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    const current = db.ephemeralIps.get(instance.id) ?? []
    const version = query.ipVersion
    check(current.length > 0, `instance "${instance.name}" has no ephemeral IP`)
    check(
      version || current.length === 1,
      `instance "${instance.name}" has ephemeral IPs of both versions; specify ip_version`,
    )
    const rest = version ? current.filter((e) => ipVersion(e.ip) !== version) : []
    check(
      rest.length < current.length,
      `instance "${instance.name}" has no ephemeral ${version ?? ''} IP`,
    )
    if (rest.length) db.ephemeralIps.set(instance.id, rest)
    else db.ephemeralIps.delete(instance.id)
    return 204
  },

  instanceAntiAffinityGroupList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const groups = db.antiAffinityGroups
      .inScope(instance.project_id)
      .filter((g) => db.groupInstances.get(g.id)?.has(instance.id))
    return paginateArray(groups, query, (g) => g.name)
  },

  instanceAffinityGroupList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const groups = db.affinityGroups
      .inScope(instance.project_id)
      .filter((g) => db.groupInstances.get(g.id)?.has(instance.id))
    return paginateArray(groups, query, (g) => g.name)
  },

  instanceSshPublicKeyList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const keys = (db.instanceSshKeys.get(instance.id) ?? []).flatMap(
      (id) => db.sshKeys.get(id) ?? [],
    )
    return paginateArray(keys, query, (k) => k.name)
  },

  instanceNetworkInterfaceList({ query, req }) {
    check(query.instance, 'instance must be specified')
    const instance = lookupInstance(actorOf(req), query.instance, query.project)
    return paginate(db.networkInterfaces, instance.id, query)
  },

  instanceNetworkInterfaceView: ({ path, query, req }) =>
    lookupNic(actorOf(req), path.interface, query.instance, query.project),

  instanceNetworkInterfaceCreate({ query, body, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, query.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    assertState(instance, ['creating', 'stopped'], 'add a network interface to')
    assertNameFree(db.networkInterfaces, instance.id, body.name, 'instance-network-interface')
    const existing = db.networkInterfaces.inScope(instance.id)
    check(
      existing.length < MAX_NICS_PER_INSTANCE,
      `an instance may have at most ${MAX_NICS_PER_INSTANCE} network interfaces`,
    )
    const vpc = db.vpcs.byName(instance.project_id, body.vpc_name)
    if (!vpc) throw notFoundByName('vpc', body.vpc_name)
    check(
      !existing[0] || existing[0].vpc_id === vpc.id,
      'all network interfaces of an instance must be in the same VPC',
    )
    const subnet = db.vpcSubnets.byName(vpc.id, body.subnet_name)
    if (!subnet) throw notFoundByName('vpc-subnet', body.subnet_name)
    const ip = explicitV4(body.ip_config)
    if (ip) {
      check(
        cidrContains(subnet.ipv4_block, ip),
        `IP ${ip} is not in subnet ${subnet.name} (${subnet.ipv4_block})`,
      )
      const taken = [...db.networkInterfaces.all()].some(
        (n) =>
          n.subnet_id === subnet.id &&
          n.ip_stack.type !== 'v6' &&
          (n.ip_stack.type === 'v4' ? n.ip_stack.value.ip : n.ip_stack.value.v4.ip) === ip,
      )
      check(!taken, `IP ${ip} is already in use in subnet ${subnet.name}`)
    }
    return createNic(
      db,
      {
        instanceId: instance.id,
        subnet,
        name: body.name,
        description: body.description,
        primary: existing.length === 0,
        ip,
      },
      stamp(),
    )
  },

  instanceNetworkInterfaceUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const nic = lookupNic(actor, path.interface, query.instance, query.project)
    const instance = db.instances.get(nic.instance_id)!
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    const patch = renamePatch(
      db.networkInterfaces,
      instance.id,
      nic,
      'instance-network-interface',
      body,
    )
    if (body.primary && !nic.primary) {
      assertState(instance, ['stopped'], 'change the primary network interface of')
      for (const other of db.networkInterfaces.inScope(instance.id)) {
        if (other.primary) db.networkInterfaces.update(other.id, { primary: false })
      }
      patch.primary = true
    }
    return db.networkInterfaces.update(nic.id, patch)
  },

  instanceNetworkInterfaceDelete({ path, query, req }) {
    const actor = actorOf(req)
    const nic = lookupNic(actor, path.interface, query.instance, query.project)
    const instance = db.instances.get(nic.instance_id)!
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    assertState(instance, ['creating', 'stopped'], 'remove a network interface from')
    if (nic.primary && db.networkInterfaces.count(instance.id) > 1) {
      throw invalidRequest(
        'the primary interface may not be deleted while secondary interfaces are attached',
      )
    }
    db.networkInterfaces.delete(nic.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
