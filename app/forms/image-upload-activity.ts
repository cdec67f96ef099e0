/**
 * An image upload in the activity log: one entry whose items are the upload's steps. Its many
 * requests (the temporary disk, the chunks, the cleanup) are the upload's, so they are sent
 * unrecorded rather than each becoming an entry of its own.
 */
import { activityLog, type ItemStatus } from '~/activity/activity-log'
import { call, unrecordedWrite, type OperationId, type ParamsOf } from '~/api/client'
import { pb } from '~/api/path-builder'

import { UPLOAD_STEPS, type StepId, type StepState } from './image-upload-plan'
import { type ApiCall } from './image-upload-run'

const ITEM: Record<StepState, ItemStatus> = {
  pending: 'pending',
  running: 'running',
  done: 'succeeded',
  failed: 'failed',
  cancelled: 'failed',
}

/** `call`, its writes left to the upload's entry. */
const unrecordedCall: ApiCall = <M extends OperationId>(
  method: M,
  params: ParamsOf<M>,
  init?: RequestInit,
) => call(method, unrecordedWrite(params), init)

export function recordUpload(project: string, image: string) {
  const id = activityLog.start({
    kind: 'upload',
    title: 'Upload image',
    target: image,
    href: pb.projectImages({ project }),
    items: UPLOAD_STEPS.map((s) => ({ key: s.id, label: s.label, status: 'pending' })),
  })
  return {
    api: unrecordedCall,
    step: (step: StepId, state: StepState) =>
      activityLog.updateItem(id, step, {
        status: ITEM[state],
        ...(state === 'cancelled' ? { message: 'Cancelled' } : {}),
      }),
    finish: (outcome: { ok: true } | { ok: false; message: string }) =>
      outcome.ok
        ? activityLog.finish(id, 'succeeded')
        : activityLog.finish(id, 'failed', outcome.message),
  }
}
