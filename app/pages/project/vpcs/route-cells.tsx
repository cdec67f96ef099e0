import { type RouteDestination, type RouteTarget } from '~/api/__generated__/Api'
import { Badge } from '~/ui/badge'

const DESTINATION: Record<RouteDestination['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'subnet',
}

const TARGET: Record<RouteTarget['type'], string> = {
  ip: 'IP',
  instance: 'instance',
  subnet: 'subnet',
  vpc: 'VPC',
  internet_gateway: 'internet gateway',
  drop: 'drop',
}

/** "type value" as a chip: the kind in a badge, the value beside it. */
function Chip({ kind, value }: { kind: string; value?: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <Badge color="neutral">{kind}</Badge>
      {value !== undefined && <span className="truncate font-mono text-xs text-fg">{value}</span>}
    </span>
  )
}

/** A destination as its cell reads: "IP 169.254.169.254", "subnet default". */
export const routeDestinationText = (d: RouteDestination) => `${DESTINATION[d.type]} ${d.value}`

/** A target as its cell reads: "internet gateway default", "drop". */
export const routeTargetText = (t: RouteTarget) =>
  t.type === 'drop' ? TARGET.drop : `${TARGET[t.type]} ${t.value}`

export function RouteDestinationCell({ destination }: { destination: RouteDestination }) {
  return <Chip kind={DESTINATION[destination.type]} value={destination.value} />
}

/** A route's target; a drop target has no value. */
export function RouteTargetCell({ target }: { target: RouteTarget }) {
  return (
    <Chip kind={TARGET[target.type]} value={target.type === 'drop' ? undefined : target.value} />
  )
}
