/** Disks (with the bulk-import flow), snapshots and images. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { atLeast, COMPUTE_WRITER, requireProject, requireSilo, siloRole } from '../authz'
import { type Actor, actorOf } from '../context'
import { db } from '../db'
import { isUuid, now } from '../db/ids'
import type { Api, Json } from '../db/schema'
import { alreadyExists, forbidden, insufficientCapacity, invalidRequest } from '../errors'
import {
  lookupDisk,
  lookupImage,
  lookupProject,
  lookupSnapshot,
  projectOf,
  writableDisk,
  writableProject,
  writableSnapshot,
} from '../lookup'
import { schedule, TRANSITION_MS } from '../transitions'
import { quotaExceeded } from '../utilization'
import { createDisk, planDisk } from './compute-util'
import { projectCreate, projectPage } from './project-scoped'
import { assertNameFree, check, paginate, stamp } from './util'

/** Nexus caps one bulk write at 512 KiB. */
const MAX_BULK_WRITE = 512 * 1024

type Disk = Json<Api.Disk>
type Image = Json<Api.Image>

function diskInState(disk: Disk, states: Disk['state']['state'][], action: string) {
  check(
    states.includes(disk.state.state),
    `cannot ${action} disk "${disk.name}" in state "${disk.state.state}"`,
  )
}

const setDiskState = (disk: Disk, state: Disk['state']) =>
  db.disks.update(disk.id, { state, time_modified: now() })

/** Silo images need a silo collaborator to change; project images a project writer. */
function requireImageWriter(actor: Actor, image: Image) {
  if (image.project_id)
    requireProject(actor, projectOf({ project_id: image.project_id }), COMPUTE_WRITER)
  else if (!atLeast(siloRole(actor), 'collaborator')) throw forbidden()
}

export const storageHandlers = {
  diskList: ({ query, req }) => projectPage(db.disks, query, req),

  diskView: ({ path, query, req }) => lookupDisk(actorOf(req), path.disk, query.project),

  diskCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.disks,
      body.name,
      'disk',
    )
    const plan = planDisk(actor, project.id, body)
    const problem = quotaExceeded(actor.siloId, { storage: plan.size })
    if (problem) throw insufficientCapacity(problem)
    return createDisk(project.id, plan, stamp())
  },

  diskDelete({ path, query, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    diskInState(disk, ['detached', 'faulted', 'import_ready'], 'delete')
    db.disks.delete(disk.id)
    db.diskImports.delete(disk.id)
    return 204
  },

  diskBulkWriteImportStart({ path, query, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    diskInState(disk, ['import_ready'], 'start a bulk import into')
    setDiskState(disk, { state: 'importing_from_bulk_writes' })
    db.diskImports.set(disk.id, 0)
    return 204
  },

  diskBulkWriteImport({ path, query, body, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    diskInState(disk, ['importing_from_bulk_writes'], 'write blocks to')
    let bytes: number
    try {
      bytes = atob(body.base64_encoded_data).length
    } catch {
      throw invalidRequest('base64_encoded_data is not valid base64')
    }
    check(bytes > 0 && bytes <= MAX_BULK_WRITE, `a bulk write carries 1 to ${MAX_BULK_WRITE} bytes`)
    check(
      body.offset % disk.block_size === 0,
      `offset must be a multiple of the block size ${disk.block_size}`,
    )
    check(body.offset + bytes <= disk.size, 'write goes past the end of the disk')
    db.diskImports.set(disk.id, (db.diskImports.get(disk.id) ?? 0) + bytes)
    return 204
  },

  diskBulkWriteImportStop({ path, query, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    diskInState(disk, ['importing_from_bulk_writes'], 'stop the bulk import into')
    setDiskState(disk, { state: 'import_ready' })
    return 204
  },

  diskFinalizeImport({ path, query, body, req }) {
    const actor = actorOf(req)
    const disk = writableDisk(actor, path.disk, query.project)
    diskInState(disk, ['import_ready'], 'finalize')
    if (body.snapshot_name)
      assertNameFree(db.snapshots, disk.project_id, body.snapshot_name, 'snapshot')
    setDiskState(disk, { state: 'finalizing' })
    db.diskImports.delete(disk.id)
    if (body.snapshot_name) {
      const s = stamp()
      db.snapshots.insert(
        {
          id: s.ids('snapshot'),
          name: body.snapshot_name,
          description: `Snapshot of ${disk.name} taken at import`,
          disk_id: disk.id,
          project_id: disk.project_id,
          size: disk.size,
          state: 'ready',
          time_created: s.time,
          time_modified: s.time,
        },
        disk.project_id,
      )
    }
    schedule(TRANSITION_MS.storage, () => {
      const d = db.disks.get(disk.id)
      if (d?.state.state === 'finalizing') setDiskState(d, { state: 'detached' })
    })
    return 204
  },

  snapshotList: ({ query, req }) => projectPage(db.snapshots, query, req),

  snapshotView: ({ path, query, req }) =>
    lookupSnapshot(actorOf(req), path.snapshot, query.project),

  snapshotCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.snapshots,
      body.name,
      'snapshot',
    )
    const disk = lookupDisk(actor, body.disk, isUuid(body.disk) ? undefined : project.id)
    check(disk.project_id === project.id, `disk "${disk.name}" belongs to another project`)
    diskInState(disk, ['attached', 'detached'], 'snapshot')
    check(
      disk.disk_type !== 'local',
      `disk "${disk.name}" is a local disk; local disks cannot be snapshotted`,
    )
    check(
      !disk.read_only,
      `disk "${disk.name}" is read-only; read-only disks cannot be snapshotted`,
    )
    const problem = quotaExceeded(actor.siloId, { storage: disk.size })
    if (problem) throw insufficientCapacity(problem)
    const s = stamp()
    const snapshot = db.snapshots.insert(
      {
        id: s.ids('snapshot'),
        name: body.name,
        description: body.description,
        disk_id: disk.id,
        project_id: project.id,
        size: disk.size,
        state: 'creating',
        time_created: s.time,
        time_modified: s.time,
      },
      project.id,
    )
    schedule(TRANSITION_MS.storage, () => {
      const snap = db.snapshots.get(snapshot.id)
      if (snap?.state === 'creating')
        db.snapshots.update(snap.id, { state: 'ready', time_modified: now() })
    })
    return snapshot
  },

  snapshotDelete({ path, query, req }) {
    const actor = actorOf(req)
    const snapshot = writableSnapshot(actor, path.snapshot, query.project)
    check(snapshot.state !== 'creating', `snapshot "${snapshot.name}" is still being created`)
    db.snapshots.delete(snapshot.id)
    return 204
  },

  imageList({ query, req }) {
    const actor = actorOf(req)
    if (query.project)
      return paginate(db.images, `project:${lookupProject(actor, query.project).id}`, query)
    requireSilo(actor, 'viewer')
    return paginate(db.images, `silo:${actor.siloId}`, query)
  },

  imageView: ({ path, query, req }) => lookupImage(actorOf(req), path.image, query.project),

  imageCreate({ query, body, req }) {
    const actor = actorOf(req)
    const project = query.project ? lookupProject(actor, query.project) : null
    if (project) requireProject(actor, project, COMPUTE_WRITER)
    else if (!atLeast(siloRole(actor), 'collaborator')) throw forbidden()
    const scope = project ? `project:${project.id}` : `silo:${actor.siloId}`
    assertNameFree(db.images, scope, body.name, 'image')
    const snapshot = lookupSnapshot(actor, body.source.id)
    if (project)
      check(snapshot.project_id === project.id, 'the snapshot must belong to the same project')
    check(snapshot.state === 'ready', `snapshot "${snapshot.name}" is not ready`)
    const s = stamp()
    return db.images.insert(
      {
        id: s.ids('image'),
        name: body.name,
        description: body.description,
        os: body.os,
        version: body.version,
        size: snapshot.size,
        block_size: 512,
        digest: null,
        project_id: project?.id ?? null,
        time_created: s.time,
        time_modified: s.time,
      },
      scope,
    )
  },

  imageDelete({ path, query, req }) {
    const actor = actorOf(req)
    const image = lookupImage(actor, path.image, query.project)
    requireImageWriter(actor, image)
    db.images.delete(image.id)
    return 204
  },

  imagePromote({ path, query, req }) {
    const actor = actorOf(req)
    const image = lookupImage(actor, path.image, query.project)
    check(image.project_id, `image "${image.name}" is already a silo image`)
    requireImageWriter(actor, image)
    requireSilo(actor, 'collaborator')
    if (db.images.byName(`silo:${actor.siloId}`, image.name))
      throw alreadyExists('image', image.name)
    db.images.delete(image.id)
    return db.images.insert(
      { ...image, project_id: null, time_modified: now() },
      `silo:${actor.siloId}`,
    )
  },

  imageDemote({ path, query, req }) {
    const actor = actorOf(req)
    const image = lookupImage(actor, path.image)
    check(!image.project_id, `image "${image.name}" is already a project image`)
    requireSilo(actor, 'collaborator')
    const project = writableProject(actor, query.project, COMPUTE_WRITER)
    assertNameFree(db.images, `project:${project.id}`, image.name, 'image')
    db.images.delete(image.id)
    return db.images.insert(
      { ...image, project_id: project.id, time_modified: now() },
      `project:${project.id}`,
    )
  },
} satisfies Partial<MSWHandlers>
