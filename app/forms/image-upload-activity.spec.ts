import { describe, expect, it } from 'vitest'

import { activityLog } from '~/activity/activity-log'

import { recordUpload } from './image-upload-activity'

describe('an image upload in the activity log', () => {
  it('is one entry whose items are the steps, ended by the outcome', () => {
    const upload = recordUpload('web-app', 'alpine-3')
    expect(activityLog.entries()[0]).toMatchObject({
      kind: 'upload',
      title: 'Upload image',
      target: 'alpine-3',
      href: '/projects/web-app/images',
      status: 'running',
    })
    upload.step('createDisk', 'done')
    upload.step('startImport', 'cancelled')
    upload.finish({ ok: false, message: 'The upload was cancelled' })
    const [entry] = activityLog.entries()
    expect(entry).toMatchObject({ status: 'failed', message: 'The upload was cancelled' })
    expect(entry?.items?.slice(0, 3)).toEqual([
      { key: 'createDisk', label: 'Create temporary disk', status: 'succeeded' },
      { key: 'startImport', label: 'Start the import', status: 'failed', message: 'Cancelled' },
      { key: 'upload', label: 'Upload image file', status: 'pending' },
    ])

    recordUpload('web-app', 'alpine-4').finish({ ok: true })
    expect(activityLog.entries()[0]).toMatchObject({ target: 'alpine-4', status: 'succeeded' })
  })
})
