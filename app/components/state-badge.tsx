import { type InstanceState } from '~/api/__generated__/Api'
import { isInstanceTransitional } from '~/api/capabilities'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Spinner } from '~/ui/spinner'
import { Tooltip } from '~/ui/tooltip'
import { useTimeAgo } from '~/util/relative-time-tick'

const INSTANCE_COLOR: Record<InstanceState, BadgeColor> = {
  creating: 'info',
  starting: 'info',
  running: 'accent',
  rebooting: 'info',
  stopping: 'info',
  stopped: 'neutral',
  repairing: 'warning',
  migrating: 'info',
  failed: 'danger',
  destroyed: 'neutral',
}

/**
 * A state as a badge; a transitional state spins. Underscores read as spaces
 * ("import ready"). The state is the badge's text, so tests and screen readers read it as is.
 */
export function StateBadge({
  state,
  color = 'neutral',
  transitional = false,
}: {
  state: string
  color?: BadgeColor
  transitional?: boolean
}) {
  return (
    <Badge color={color}>
      {transitional && <Spinner size="sm" className="-ml-0.5 h-2.5 w-2.5" />}
      {state.replace(/_/g, ' ')}
    </Badge>
  )
}

export function InstanceStateBadge({ state }: { state: InstanceState }) {
  return (
    <StateBadge
      state={state}
      color={INSTANCE_COLOR[state]}
      transitional={isInstanceTransitional(state)}
    />
  )
}

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
