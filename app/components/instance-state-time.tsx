import { type InstanceState } from '~/api/__generated__/Api'
import { Tooltip } from '~/ui/tooltip'
import { useTimeAgo } from '~/util/relative-time-tick'

import { InstanceStateBadge } from './state-badge'

/* Apart from state-badge.tsx: the pages that show a state without its time (most lists) do not
 * carry the relative time and its timer. */

/** "5 minutes ago", kept current, with the full time in a tooltip titled by `label`. */
function TimeAgo({ date, label }: { date: Date | string; label: string }) {
  const d = new Date(date)
  const ago = useTimeAgo(d)
  return (
    <Tooltip content={`${label} ${d.toLocaleString()}`}>
      <time
        dateTime={d.toISOString()}
        tabIndex={0}
        className="text-xs whitespace-nowrap text-tertiary"
      >
        {ago}
      </time>
    </Tooltip>
  )
}

/** The instance's run state with how long it has been in it. */
export function InstanceStateWithTime({
  state,
  since,
}: {
  state: InstanceState
  since: Date | string
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <InstanceStateBadge state={state} />
      <TimeAgo date={since} label="Run state updated" />
    </span>
  )
}
