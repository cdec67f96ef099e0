/** Pure rules of the system update page: progress, whether it moves, which release may be the target. */
import { type TufRepo, type UpdateStatus } from '~/api/__generated__/Api'

/** Orders semantic versions numerically ("15.10.0" after "15.9.0"); a pre-release before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = splitVersion(a)
  const [coreB, preB] = splitVersion(b)
  for (let i = 0; i < 3; i++) {
    const d = (coreA[i] ?? 0) - (coreB[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  if (preA === preB) return 0
  if (!preA) return 1
  if (!preB) return -1
  return preA < preB ? -1 : 1
}

function splitVersion(v: string): [number[], string] {
  const [main = '', ...rest] = v.split('+')[0]!.split('-')
  return [main.split('.').map((n) => Number(n) || 0), rest.join('-')]
}

export type Progress = { atTarget: number; total: number; percent: number }

/** Components running the target release, of all components; null without a target. */
export function updateProgress(status: UpdateStatus): Progress | null {
  const target = status.targetRelease?.version
  if (!target) return null
  const counts = Object.entries(status.componentsByReleaseVersion)
  const total = counts.reduce((n, [, c]) => n + c, 0)
  const atTarget = counts.find(([v]) => v === target)?.[1] ?? 0
  // truncated, so 99.9 % is never shown as done
  const percent = total === 0 ? 0 : Math.floor((atTarget / total) * 100)
  return { atTarget, total, percent }
}

/** An update that has not reached its target and whose planner took a step lately. */
export const RECENT_STEP_MS = 30 * 60 * 1000

/** Whether the update is moving: a target not yet reached and recent planner activity. */
export function isUpdateMoving(status: UpdateStatus, now: number): boolean {
  const progress = updateProgress(status)
  if (!progress || progress.atTarget === progress.total || status.suspended) return false
  return now - status.timeLastStepPlanned.getTime() < RECENT_STEP_MS
}

/** An update whose target is not reached and whose planner has been idle for a long time. */
export function isUpdateStuck(status: UpdateStatus, now: number): boolean {
  const progress = updateProgress(status)
  if (!progress || progress.atTarget === progress.total) return false
  return now - status.timeLastStepPlanned.getTime() >= RECENT_STEP_MS
}

/** Why a release cannot be made the target, or undefined when it can. */
export function setTargetReason(repo: TufRepo, status: UpdateStatus): string | undefined {
  const current = status.targetRelease?.version
  if (!current) return undefined
  if (repo.systemVersion === current) return 'Already set as target'
  if (compareVersions(repo.systemVersion, current) < 0) {
    return `Cannot set an older release as target: ${current} is the target`
  }
  return undefined
}

/** "12.5 MiB of 40 MiB" style upload progress as a percentage, 0 to 100. */
export const uploadPercent = (loaded: number, total: number) =>
  total <= 0 ? 0 : Math.min(100, Math.floor((loaded / total) * 100))
