/** Seed: instances (one per run state and more), disks, images, snapshots, placement groups. */
import { createNic, seedIds } from '../factories'
import { fromNow, GiB, seedTime, uuidFor } from '../ids'
import type { Api, Db, Json } from '../schema'
import { ON_SLED_STATES } from '../states'
import { EXTRA_DISKS, INSTANCES, SILO_IMAGES } from './compute-data'
import { sledId } from './hardware'
import { siloId } from './identity'

/** Run states of an operation in progress; seed-settle.ts moves them on. */
const PASSING: ReadonlySet<string> = new Set(['creating', 'starting', 'rebooting', 'stopping'])

export const projectId = (silo: string, name: string) => uuidFor(`project:${silo}:${name}`)
const instanceId = (project: string, name: string) => uuidFor(`instance:${project}:${name}`)
const diskId = (project: string, name: string) => uuidFor(`disk:${project}:${name}`)
export const imageId = (scope: string, name: string) => uuidFor(`image:${scope}:${name}`)

export function seedImages(db: Db): void {
  const lumen = siloId('lumen')
  SILO_IMAGES.forEach(([name, description, os, version, sizeGiB], i) => {
    db.images.insert(
      {
        id: imageId('lumen', name),
        name,
        description,
        os,
        version,
        size: sizeGiB * GiB,
        block_size: 512,
        digest: { type: 'sha256', value: uuidFor(`digest:${name}`).replace(/-/g, '').repeat(2) },
        project_id: null,
        time_created: seedTime(5 + i),
        time_modified: seedTime(5 + i),
      },
      `silo:${lumen}`,
    )
  })
  db.images.insert(
    {
      id: imageId('basalt', 'ubuntu-24-04'),
      name: 'ubuntu-24-04',
      description: 'Ubuntu 24.04 LTS',
      os: 'ubuntu',
      version: '24.04',
      size: 4 * GiB,
      block_size: 512,
      digest: null,
      project_id: null,
      time_created: seedTime(6),
      time_modified: seedTime(6),
    },
    `silo:${siloId('basalt')}`,
  )
}

export function seedCompute(db: Db): void {
  let sled = 0
  for (const [project, instances] of Object.entries(INSTANCES)) {
    const pid = projectId('lumen', project)
    const subnet = db.vpcSubnets.byName(db.vpcs.byName(pid, 'default')!.id, 'default')!
    instances.forEach((s, i) => {
      const id = instanceId(project, s.name)
      const bootId = diskId(project, `${s.name}-boot`)
      const created = seedTime(10 + i / 4)
      const policy = s.autoRestart ?? null
      db.instances.insert(
        {
          id,
          name: s.name,
          description: s.description,
          hostname: s.name,
          ncpus: s.ncpus,
          memory: s.memoryGiB * GiB,
          project_id: pid,
          run_state: s.state,
          boot_disk_id: bootId,
          auto_restart_policy: policy,
          auto_restart_enabled: policy !== 'never',
          auto_restart_cooldown_expiration: s.cooldownHours ? fromNow(s.cooldownHours / 24) : null,
          time_last_auto_restarted: s.cooldownHours ? fromNow(-1 / 24) : null,
          cpu_platform: null,
          enable_jumbo_frames: false,
          time_created: created,
          time_modified: created,
          // an operation in progress (creating, starting...) began moments ago
          time_run_state_updated: PASSING.has(s.state) ? fromNow(-30 / 86_400) : seedTime(40 + i),
        },
        pid,
      )
      db.disks.insert(
        {
          id: bootId,
          name: `${s.name}-boot`,
          description: `Boot disk of ${s.name}`,
          size: s.bootGiB * GiB,
          block_size: 512,
          device_path: `/mnt/${s.name}-boot`,
          disk_type: 'distributed',
          image_id: imageId('lumen', s.image),
          snapshot_id: null,
          read_only: false,
          project_id: pid,
          state: { state: 'attached', instance: id },
          time_created: created,
          time_modified: created,
        },
        pid,
      )
      createNic(
        db,
        { instanceId: id, subnet, name: 'net0', description: 'Primary interface', primary: true },
        { ids: seedIds, time: created },
      )
      if (ON_SLED_STATES.has(s.state)) db.instanceSleds.set(id, sledId(sled++ % 3))
      // created by ada with her laptop key (and, for the web tier, her workstation key too)
      const keys = ['ada-laptop', ...(s.name.startsWith('web-frontend') ? ['ada-workstation'] : [])]
      db.instanceSshKeys.set(
        id,
        keys.map((k) => uuidFor(`ssh-key:ada:${k}`)),
      )
    })
  }

  EXTRA_DISKS.forEach(([project, name, sizeGiB, state, instance, description], i) => {
    const pid = projectId('lumen', project)
    const disk: Json<Api.Disk> = {
      id: diskId(project, name),
      name,
      description,
      size: sizeGiB * GiB,
      // import disks take an uploaded image's usual 512-byte blocks
      block_size: state.startsWith('import') ? 512 : 4096,
      device_path: `/mnt/${name}`,
      disk_type: 'distributed',
      image_id: null,
      snapshot_id: null,
      read_only: false,
      project_id: pid,
      state:
        state === 'attached' && instance
          ? { state: 'attached', instance: instanceId(project, instance) }
          : // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a state without an instance
            ({ state } as Json<Api.Disk>['state']),
      time_created: seedTime(20 + i / 3),
      time_modified: seedTime(20 + i / 3),
    }
    db.disks.insert(disk, pid)
  })
  // a local (non-replicated) disk attached to a running instance
  const sandbox = projectId('lumen', 'sandbox')
  db.disks.insert(
    {
      id: diskId('sandbox', 'local-nvme'),
      name: 'local-nvme',
      description: 'Fast local scratch, not replicated',
      size: 100 * GiB,
      block_size: 4096,
      device_path: '/mnt/local-nvme',
      disk_type: 'local',
      image_id: null,
      snapshot_id: null,
      read_only: false,
      project_id: sandbox,
      state: { state: 'attached', instance: instanceId('sandbox', 'experiment-1') },
      time_created: seedTime(25),
      time_modified: seedTime(25),
    },
    sandbox,
  )

  seedSnapshotsAndProjectImages(db)
  seedPlacementGroups(db)
}

function seedSnapshotsAndProjectImages(db: Db): void {
  // [project, snapshot, source disk, state]
  const snapshots: [string, string, string, Json<Api.Snapshot>['state']][] = [
    ['web-app', 'web-frontend-1-nightly', 'web-frontend-1-boot', 'ready'],
    ['web-app', 'web-assets-weekly', 'web-assets', 'ready'],
    ['data-pipeline', 'kafka-logs-pre-fault', 'kafka-logs', 'ready'],
    ['data-pipeline', 'etl-scratch-now', 'etl-scratch', 'creating'],
    ['sandbox', 'scratch-data-broken', 'scratch-data', 'faulted'],
    ['web-app', 'web-uploads-pre-migration', 'web-uploads', 'ready'],
    ['web-app', 'api-server-hourly', 'api-server-boot', 'creating'],
  ]
  snapshots.forEach(([project, name, disk, state], i) => {
    const pid = projectId('lumen', project)
    const source = db.disks.get(diskId(project, disk))!
    db.snapshots.insert(
      {
        id: uuidFor(`snapshot:${project}:${name}`),
        name,
        description: `Snapshot of ${disk}`,
        disk_id: source.id,
        project_id: pid,
        size: source.size,
        state,
        time_created: seedTime(30 + i),
        time_modified: seedTime(30 + i),
      },
      pid,
    )
  })
  // [project, image, os, version, GiB]
  const images: [string, string, string, string, number][] = [
    ['web-app', 'web-golden-2025-09', 'ubuntu', '24.04-web.3', 40],
    ['data-pipeline', 'etl-base', 'debian', '12-etl.1', 60],
    ['web-app', 'web-golden-2025-11', 'ubuntu', '24.04-web.4', 40],
  ]
  images.forEach(([project, name, os, version, size], i) => {
    const pid = projectId('lumen', project)
    db.images.insert(
      {
        id: imageId(project, name),
        name,
        description: `Golden image for ${project}`,
        os,
        version,
        size: size * GiB,
        block_size: 512,
        digest: null,
        project_id: pid,
        time_created: seedTime(35 + i),
        time_modified: seedTime(35 + i),
      },
      `project:${pid}`,
    )
  })
}

function seedPlacementGroups(db: Db): void {
  // [project, name, policy, members, description]
  const anti: [string, string, Json<Api.AntiAffinityGroup>['policy'], string[], string][] = [
    [
      'web-app',
      'web-frontends',
      'allow',
      ['web-frontend-1', 'web-frontend-2'],
      'Keep the frontends on different sleds',
    ],
    [
      'data-pipeline',
      'kafka-brokers',
      'fail',
      ['kafka-1', 'kafka-2', 'kafka-3'],
      'One broker per sled, or do not start',
    ],
  ]
  anti.forEach(([project, name, policy, members, description], i) => {
    const pid = projectId('lumen', project)
    const id = uuidFor(`anti-affinity:${project}:${name}`)
    db.antiAffinityGroups.insert(
      {
        id,
        name,
        description,
        policy,
        failure_domain: 'sled',
        project_id: pid,
        time_created: seedTime(15 + i),
        time_modified: seedTime(15 + i),
      },
      pid,
    )
    db.groupInstances.set(id, new Set(members.map((m) => instanceId(project, m))))
  })
  // [project, name, policy, members, description]
  const affinity: [string, string, Json<Api.AffinityGroup>['policy'], string[], string][] = [
    [
      'data-pipeline',
      'etl-colocate',
      'allow',
      ['etl-worker-1', 'etl-scheduler'],
      'Keep the ETL worker next to its scheduler',
    ],
    ['web-app', 'api-near-cache', 'allow', ['api-server'], 'Keep the API next to its cache'],
  ]
  affinity.forEach(([project, name, policy, members, description], i) => {
    const pid = projectId('lumen', project)
    const id = uuidFor(`affinity:${project}:${name}`)
    db.affinityGroups.insert(
      {
        id,
        name,
        description,
        policy,
        failure_domain: 'sled',
        project_id: pid,
        time_created: seedTime(16 + i),
        time_modified: seedTime(16 + i),
      },
      pid,
    )
    db.groupInstances.set(id, new Set(members.map((m) => instanceId(project, m))))
  })
}
