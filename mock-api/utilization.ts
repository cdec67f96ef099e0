/** Provisioned resources, computed from what exists (Nexus keeps these as running totals). */
import { db } from './db'
import { ON_SLED_STATES } from './db/states'

interface Counts {
  cpus: number
  memory: number
  storage: number
}

/** What a silo's instances, disks and snapshots hold. Instances count while they have a VMM. */
export function provisioned(siloId: string): Counts {
  const total: Counts = { cpus: 0, memory: 0, storage: 0 }
  for (const project of db.projects.inScope(siloId)) {
    for (const i of db.instances.inScope(project.id)) {
      if (!ON_SLED_STATES.has(i.run_state)) continue
      total.cpus += i.ncpus
      total.memory += i.memory
    }
    for (const d of db.disks.inScope(project.id)) total.storage += d.size
    for (const s of db.snapshots.inScope(project.id)) total.storage += s.size
  }
  return total
}

export function quotas(siloId: string): Counts {
  const q = db.siloQuotas.get(siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

/** The reason an extra demand would exceed the silo's quota, or null when it fits. */
export function quotaExceeded(siloId: string, extra: Partial<Counts>): string | null {
  const used = provisioned(siloId)
  const limit = quotas(siloId)
  if ((extra.cpus ?? 0) && used.cpus + (extra.cpus ?? 0) > limit.cpus) {
    return 'vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop running instances or contact your silo operator to increase your vCPU quota.'
  }
  if ((extra.memory ?? 0) && used.memory + (extra.memory ?? 0) > limit.memory) {
    return 'Memory Limit Exceeded: Not enough memory to complete request. Either stop running instances or contact your silo operator to increase your memory quota.'
  }
  if ((extra.storage ?? 0) && used.storage + (extra.storage ?? 0) > limit.storage) {
    return 'Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up storage or contact your silo operator to increase your storage quota.'
  }
  return null
}
