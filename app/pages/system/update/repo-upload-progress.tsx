import { Button } from '~/ui/button'
import { formatBytes } from '~/util/units'

import { uploadPercent } from './update-status'
import { type UploadHandle } from './upload-repo'

/** A repository upload under way, with what it has sent. */
export type UploadState = { file: File; loaded: number; total: number; handle: UploadHandle }

/** The upload's progress bar, with a button that cancels it. */
export function UploadProgress({ upload }: { upload: UploadState }) {
  const percent = uploadPercent(upload.loaded, upload.total)
  return (
    <div className="mb-4 flex items-center gap-3 rounded-lg border border-line bg-raise px-3 py-2">
      <div className="min-w-0 flex-1">
        <div className="mb-1 flex justify-between gap-3 text-xs text-secondary">
          <span className="truncate font-mono">{upload.file.name}</span>
          <span>
            {formatBytes(upload.loaded)} of {formatBytes(upload.total)} ({percent}%)
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Uploading ${upload.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 overflow-hidden rounded bg-line"
        >
          <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Button size="sm" variant="ghost" onClick={() => upload.handle.cancel()}>
        Cancel upload
      </Button>
    </div>
  )
}
