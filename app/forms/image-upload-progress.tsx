/** What an image upload shows while it runs: its steps with their states, and the progress bar. */
import { cn } from '~/ui/cn'
import { CheckIcon, CloseIcon, ErrorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { formatBytes } from '~/util/units'

import { type UploadProgress } from './image-upload-chunks'
import {
  formatDuration,
  UPLOAD_STEPS,
  uploadFigures,
  type Sample,
  type StepState,
  type StepStates,
} from './image-upload-plan'

const STATE_TEXT: Record<StepState, string> = {
  pending: 'Pending',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'running') return <Spinner size="sm" className="text-accent" />
  if (state === 'done') return <CheckIcon size={12} className="text-accent" />
  if (state === 'failed') return <ErrorIcon size={12} className="text-danger" />
  if (state === 'cancelled') return <CloseIcon size={12} className="text-tertiary" />
  return (
    <span aria-hidden="true" className="block h-3 w-3 rounded-full border border-line-strong" />
  )
}

/** Bytes done, percent, rate and time left, with a bar (role progressbar) for the upload step. */
function UploadBar({
  progress,
  samples,
  fileName,
}: {
  progress: UploadProgress
  samples: Sample[]
  fileName: string
}) {
  const { percent, rate, secondsLeft } = uploadFigures(samples, progress.total)
  const finished = progress.done >= progress.total
  const amounts = `${formatBytes(progress.done)} of ${formatBytes(progress.total)}`
  return (
    <div className="mt-2 space-y-1.5 pl-6">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="truncate text-secondary">{fileName}</span>
        <span className="shrink-0 font-medium text-fg tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${amounts}`}
        className="h-1.5 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-tertiary tabular-nums">
        {amounts}
        {rate !== null && !finished && (rate > 0 ? <> · {formatBytes(rate)}/s</> : ' · stalled')}
        {secondsLeft !== null && !finished && <> · {formatDuration(secondsLeft)} left</>}
        {progress.skipped > 0 && <> · {formatBytes(progress.skipped)} of zeros skipped</>}
      </p>
    </div>
  )
}

/** The steps of the upload, each with its state in words; the progress under the upload step. */
export function UploadSteps({
  steps,
  progress,
  samples,
  fileName,
}: {
  steps: StepStates
  progress: UploadProgress | null
  samples: Sample[]
  fileName: string
}) {
  return (
    <section aria-labelledby="image-upload-steps" className="rounded-lg border border-line p-4">
      <h3 id="image-upload-steps" className="mb-3 text-sm font-medium text-fg">
        Upload progress
      </h3>
      <ol className="space-y-2.5">
        {UPLOAD_STEPS.map(({ id, label }) => {
          const state = steps[id]
          return (
            <li key={id} className="text-sm">
              <div className="flex items-center gap-2.5">
                <span className="flex w-3.5 shrink-0 justify-center">
                  <StepIcon state={state} />
                </span>
                <span className={cn(state === 'pending' ? 'text-tertiary' : 'text-fg')}>
                  {label}
                </span>
                <span
                  className={cn(
                    'ml-auto shrink-0 text-xs',
                    state === 'failed'
                      ? 'text-danger'
                      : state === 'done'
                        ? 'text-accent'
                        : 'text-tertiary',
                  )}
                >
                  {STATE_TEXT[state]}
                </span>
              </div>
              {id === 'upload' && progress && (state !== 'pending' || progress.done > 0) && (
                <UploadBar progress={progress} samples={samples} fileName={fileName} />
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** "Create temporary disk: running", for a polite live region. */
export const stepAnnouncement = (label: string, state: StepState) =>
  `${label}: ${STATE_TEXT[state].toLowerCase()}`
