/**
 * Seed: storage worth looking at. Disks in the states compute.ts leaves out (attaching,
 * detaching, finalizing, maintenance, importing from a URL), a local disk that is free,
 * read-only disks made from an image and a snapshot, a snapshot whose disk is gone, more
 * project images, floating IPs attached and free in data-pipeline, and a project with more
 * than 50 disks and 50 snapshots (basalt's proj-01: its silo's project list stays as the
 * pagination tests know it). Runs after compute and networking. Ids derive from names.
 */
import { GiB, seedTime, uuidFor } from '../ids'
import type { Api, Db, Json } from '../schema'
import { imageId, projectId } from './compute'
import { poolId } from './pools'

type Disk = Json<Api.Disk>

const diskId = (project: string, name: string) => uuidFor(`disk:${project}:${name}`)
const instanceId = (project: string, name: string) => uuidFor(`instance:${project}:${name}`)

interface DiskSeed {
  name: string
  gib: number
  state: Disk['state']
  description: string
  type?: Disk['disk_type']
  blockSize?: Disk['block_size']
  imageId?: string
  snapshotId?: string
  readOnly?: boolean
}

function insertDisk(db: Db, silo: string, project: string, d: DiskSeed, day: number): void {
  const pid = projectId(silo, project)
  const time = seedTime(day)
  db.disks.insert(
    {
      id: diskId(project, d.name),
      name: d.name,
      description: d.description,
      size: d.gib * GiB,
      block_size: d.blockSize ?? (d.type === 'local' ? 4096 : 512),
      device_path: `/mnt/${d.name}`,
      disk_type: d.type ?? 'distributed',
      image_id: d.imageId ?? null,
      snapshot_id: d.snapshotId ?? null,
      read_only: d.readOnly ?? false,
      project_id: pid,
      state: d.state,
      time_created: time,
      time_modified: time,
    },
    pid,
  )
}

function insertSnapshot(
  db: Db,
  silo: string,
  project: string,
  name: string,
  disk: { id: string; name: string; size: number },
  day: number,
  state: Json<Api.Snapshot>['state'] = 'ready',
): void {
  const pid = projectId(silo, project)
  const time = seedTime(day)
  db.snapshots.insert(
    {
      id: uuidFor(`snapshot:${project}:${name}`),
      name,
      description: `Snapshot of ${disk.name}`,
      disk_id: disk.id,
      project_id: pid,
      size: disk.size,
      state,
      time_created: time,
      time_modified: time,
    },
    pid,
  )
}

/** data-pipeline: every disk state the other seed files leave out, and its kinds of disk. */
function seedDiskVariety(db: Db): void {
  const dp = 'data-pipeline'
  const spark = instanceId(dp, 'spark-driver') // stopped: disks may come and go
  // a snapshot whose disk has since been deleted
  insertSnapshot(
    db,
    'lumen',
    dp,
    'legacy-db-final',
    { id: diskId(dp, 'legacy-db'), name: 'legacy-db', size: 300 * GiB },
    18,
  )
  const disks: DiskSeed[] = [
    {
      name: 'spark-shuffle',
      gib: 200,
      state: { state: 'attaching', instance: spark },
      description: 'Being attached to spark-driver',
    },
    {
      name: 'spark-old-shuffle',
      gib: 100,
      state: { state: 'detaching', instance: spark },
      description: 'Being detached from spark-driver',
    },
    {
      name: 'warehouse-import',
      gib: 20,
      state: { state: 'finalizing' },
      description: 'Bulk import being finalized',
    },
    {
      name: 'kafka-logs-repair',
      gib: 1000,
      state: { state: 'maintenance' },
      description: 'Replica being rebuilt',
    },
    {
      name: 'dataset-from-url',
      gib: 50,
      state: { state: 'importing_from_url' },
      description: 'Importing from a URL',
    },
    {
      name: 'local-cache',
      gib: 100,
      type: 'local',
      state: { state: 'detached' },
      description: 'Local NVMe cache, not replicated',
    },
    {
      name: 'ubuntu-reference',
      gib: 10,
      state: { state: 'detached' },
      imageId: imageId('lumen', 'ubuntu-24-04'),
      readOnly: true,
      description: 'Read-only copy of the Ubuntu image',
    },
    {
      name: 'legacy-db-restore',
      gib: 300,
      blockSize: 512,
      state: { state: 'detached' },
      snapshotId: uuidFor(`snapshot:${dp}:legacy-db-final`),
      readOnly: true,
      description: 'Read-only restore of the deleted legacy-db',
    },
  ]
  disks.forEach((d, i) => insertDisk(db, 'lumen', dp, d, 22 + i / 4))

  const sandbox = projectId('lumen', 'sandbox')
  const time = seedTime(36)
  db.images.insert(
    {
      id: imageId('sandbox', 'sandbox-tools'),
      name: 'sandbox-tools',
      description: 'Alpine with the team tools',
      os: 'alpine',
      version: '3.21-tools.2',
      size: 2 * GiB,
      block_size: 512,
      digest: null,
      project_id: sandbox,
      time_created: time,
      time_modified: time,
    },
    `project:${sandbox}`,
  )

  // [name, ip, attached instance, description]
  const pid = projectId('lumen', dp)
  const floating: [string, string, string | null, string][] = [
    ['etl-egress', '198.51.100.30', instanceId(dp, 'etl-worker-1'), 'Egress for partner feeds'],
    ['etl-standby', '198.51.100.31', null, 'Kept for a failover worker'],
  ]
  floating.forEach(([name, ip, instance, description]) => {
    db.floatingIps.insert(
      {
        id: uuidFor(`floating-ip:${pid}:${name}`),
        name,
        description,
        ip,
        ip_pool_id: poolId('lumen-v4'),
        project_id: pid,
        instance_id: instance,
        time_created: time,
        time_modified: time,
      },
      pid,
    )
  })
}

/** How many disks and snapshots the archive project holds (more than a page of 50 each). */
export const ARCHIVE_DISKS = 60
export const ARCHIVE_SNAPSHOTS = 55
/** The archive project: basalt's first project (kai signs in there). */
export const ARCHIVE_PROJECT = { silo: 'basalt', project: 'proj-01' } as const

function seedArchive(db: Db): void {
  const { silo, project } = ARCHIVE_PROJECT
  const states: Disk['state']['state'][] = ['detached', 'detached', 'detached', 'faulted']
  for (let n = 1; n <= ARCHIVE_DISKS; n++) {
    const name = `archive-${String(n).padStart(3, '0')}`
    insertDisk(
      db,
      silo,
      project,
      {
        name,
        gib: 1 + (n % 8),
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- states without an instance
        state: { state: states[n % states.length]! } as Disk['state'],
        description: `Archived volume ${n}`,
      },
      5 + n / 10,
    )
  }
  for (let n = 1; n <= ARCHIVE_SNAPSHOTS; n++) {
    // every fifth snapshot outlived its disk
    const diskName = n % 5 === 0 ? `retired-${n}` : `archive-${String(n).padStart(3, '0')}`
    const disk = { id: diskId(project, diskName), name: diskName, size: (1 + (n % 8)) * GiB }
    insertSnapshot(
      db,
      silo,
      project,
      `archive-snap-${String(n).padStart(3, '0')}`,
      disk,
      6 + n / 10,
    )
  }
}

export function seedStorage(db: Db): void {
  seedDiskVariety(db)
  seedArchive(db)
}
