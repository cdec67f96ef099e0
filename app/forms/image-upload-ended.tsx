import { Message } from '~/ui/message'

import { stepLabel, type StepId } from './image-upload-plan'
import { type CleanupResult } from './image-upload-run'

/** How the last run of the upload form ended, if it did not succeed. */
export type Ended = {
  kind: 'failed' | 'cancelled'
  step: StepId
  message: string
  cleanup: CleanupResult
} | null

/** What ended the last run and whether everything it made is gone. */
export function EndedMessage({ ended }: { ended: NonNullable<Ended> }) {
  const left = ended.cleanup.ok ? (
    <p>Nothing was left behind: the temporary disk and snapshot were deleted.</p>
  ) : (
    <>
      {ended.cleanup.problems.map((p) => (
        <p key={p}>{p}.</p>
      ))}
      <p>Open this form again later to clean it up.</p>
    </>
  )
  if (ended.kind === 'cancelled') {
    return (
      <Message
        variant="info"
        title="Upload cancelled"
        content={
          <div className="space-y-1">
            {left}
            <p>Your entries are kept; upload again when ready.</p>
          </div>
        }
      />
    )
  }
  return (
    <Message
      variant="error"
      title={`Upload failed at “${stepLabel(ended.step)}”`}
      content={
        <div className="space-y-1">
          <p>{ended.message}</p>
          {left}
          <p>Your entries are kept; try again when ready.</p>
        </div>
      }
    />
  )
}
