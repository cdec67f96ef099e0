/**
 * The pure parts of an image upload: the steps it goes through, the size and names of its
 * temporary disk and snapshot (recognisable later, so a closed page leaves nothing that the
 * next visit does not offer to clean up), what cleaning up a temporary disk takes in each of
 * its states, and the progress figures (rate, time left).
 */
import { type Disk, type Snapshot } from '~/api/__generated__/Api'
import { diskCan, isDiskTransitional } from '~/api/capabilities'
import { GiB } from '~/util/units'

export const UPLOAD_STEPS = [
  { id: 'createDisk', label: 'Create temporary disk' },
  { id: 'startImport', label: 'Start the import' },
  { id: 'upload', label: 'Upload image file' },
  { id: 'stopImport', label: 'Stop the import' },
  { id: 'finalize', label: 'Finalize disk into a temporary snapshot' },
  { id: 'createImage', label: 'Create image' },
  { id: 'deleteTemporary', label: 'Delete temporary snapshot and disk' },
] as const

export type StepId = (typeof UPLOAD_STEPS)[number]['id']
export type StepState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled'
export type StepStates = Record<StepId, StepState>

export const stepLabel = (id: StepId) => UPLOAD_STEPS.find((s) => s.id === id)!.label

/** Every step pending: a fresh run. */
export const initialSteps = (): StepStates =>
  Object.fromEntries(UPLOAD_STEPS.map((s) => [s.id, 'pending'])) as StepStates

/** The temporary disk's size: the file rounded up to whole GiB (a disk's size unit), at least 1. */
export function tempDiskSize(fileBytes: number): number {
  return Math.max(1, Math.ceil(fileBytes / GiB)) * GiB
}

/** The largest file a temporary disk can take (the biggest distributed disk, 1023 GiB). */
export const MAX_UPLOAD_BYTES = 1023 * GiB

const TEMP_PREFIX = 'tmp-for-image-'
const TEMP_DISK_NAME = /^tmp-for-image-(\d{1,8})$/
const TEMP_SNAPSHOT_NAME = /^tmp-for-image-(\d{1,8})-snapshot$/
const TEMP_DESCRIPTION = 'temporary disk for importing image '

/** A random tag below 1e8 that ties the temporary disk and snapshot of one upload together. */
export const randomTag = () => Math.floor(Math.random() * 1e8)

/** The temporary disk and snapshot of one upload. */
export function tempResources(tag: number, imageName: string) {
  return {
    disk: `${TEMP_PREFIX}${tag}`,
    snapshot: `${TEMP_PREFIX}${tag}-snapshot`,
    description: `${TEMP_DESCRIPTION}${imageName}`,
  }
}

/** A temporary disk an upload made (by its name and its description). */
export const isUploadLeftoverDisk = (d: Pick<Disk, 'name' | 'description'>) =>
  TEMP_DISK_NAME.test(d.name) && d.description.startsWith(TEMP_DESCRIPTION)

/**
 * A temporary snapshot an upload made: by its name, and either its disk is a temporary disk of
 * the same upload or that disk is gone.
 */
export function isUploadLeftoverSnapshot(
  s: Pick<Snapshot, 'name' | 'diskId'>,
  disks: Pick<Disk, 'id' | 'name' | 'description'>[],
) {
  const tag = TEMP_SNAPSHOT_NAME.exec(s.name)?.[1]
  if (!tag) return false
  const disk = disks.find((d) => d.id === s.diskId)
  return !disk || (isUploadLeftoverDisk(disk) && disk.name === `${TEMP_PREFIX}${tag}`)
}

export type CleanupAction = 'stopImport' | 'finalize' | 'deleteDisk'

type DiskCleanup =
  /** Run these, in order; the disk is gone after the last. */
  | { kind: 'run'; actions: CleanupAction[] }
  /** In motion (creating, finalizing): read it again in a moment. */
  | { kind: 'wait' }
  /** In a state no cleanup can leave (attached to an instance, say). */
  | { kind: 'stuck'; state: string }

/**
 * What it takes to delete a temporary disk in its current state: an importing disk must stop
 * importing and be finalized (no snapshot) before it can be deleted.
 */
export function planDiskCleanup(disk: Pick<Disk, 'state'>): DiskCleanup {
  if (diskCan.stopImport(disk))
    return { kind: 'run', actions: ['stopImport', 'finalize', 'deleteDisk'] }
  if (diskCan.finalizeImport(disk)) return { kind: 'run', actions: ['finalize', 'deleteDisk'] }
  if (diskCan.delete(disk)) return { kind: 'run', actions: ['deleteDisk'] }
  if (isDiskTransitional(disk)) return { kind: 'wait' }
  return { kind: 'stuck', state: disk.state.state.replace(/_/g, ' ') }
}

/** A moment of the upload: bytes done (sent or skipped as zeros) at a time in ms. */
export type Sample = { at: number; done: number }

/** How far back the rate looks: long enough to be steady, short enough to follow changes. */
export const RATE_WINDOW_MS = 5000

/** Keeps the samples of the last `RATE_WINDOW_MS` (and the one just before, as a base). */
export function addSample(samples: Sample[], next: Sample): Sample[] {
  const all = [...samples, next]
  const firstInWindow = all.findIndex((s) => s.at >= next.at - RATE_WINDOW_MS)
  return all.slice(Math.max(0, firstInWindow - 1))
}

type UploadFigures = {
  /** Whole percent, 0 to 100. */
  percent: number
  /** Bytes per second over the window; null before there is anything to go by. */
  rate: number | null
  /** Seconds left at that rate; null when unknown. */
  secondsLeft: number | null
}

export function uploadFigures(samples: Sample[], total: number): UploadFigures {
  const last = samples.at(-1)
  const done = last?.done ?? 0
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0
  const first = samples[0]
  const elapsed = last && first ? (last.at - first.at) / 1000 : 0
  const rate = last && first && elapsed > 0.2 ? (last.done - first.done) / elapsed : null
  const secondsLeft = rate && rate > 0 ? Math.ceil((total - done) / rate) : null
  return { percent, rate, secondsLeft }
}

/** "45 s", "3 min 5 s", "1 h 2 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`
  const h = Math.floor(m / 60)
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`
}
