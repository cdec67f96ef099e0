import { type InstanceState } from '~/api/__generated__/Api'
import { isInstanceTransitional } from '~/api/capabilities'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Spinner } from '~/ui/spinner'

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
