import {
  type RouteDestination,
  type RouterRoute,
  type RouterRouteCreate,
  type RouteTarget,
} from '~/api/__generated__/Api'
import { validateIpNetwork } from '~/components/form/ip-net'
import { ipVersion, requiredMessage, validateIp, validateName } from '~/components/form/validators'

export type DestinationType = RouteDestination['type']
export type TargetType = RouteTarget['type']

/** What the route form edits: the two kinds and their values as typed. */
export type RouteFormValues = {
  name: string
  description: string
  destinationType: DestinationType
  destinationValue: string
  targetType: TargetType
  targetValue: string
}

export const DESTINATION_LABEL: Record<DestinationType, string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
}

export const TARGET_LABEL: Record<TargetType, string> = {
  ip: 'IP',
  instance: 'Instance',
  subnet: 'Subnet',
  vpc: 'VPC',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

/**
 * Kinds the API refuses in user-provided routes (it reserves VPC and subnet targets, and VPC
 * destinations, for the routes it manages itself), with the reason the form shows.
 */
const REFUSED_DESTINATION: Partial<Record<DestinationType, string>> = {
  vpc: 'A VPC cannot be the destination of a custom route',
}
const REFUSED_TARGET: Partial<Record<TargetType, string>> = {
  subnet: 'A subnet cannot be the target of a custom route',
  vpc: 'A VPC cannot be the target of a custom route',
}

/** The kind pickers' own checks: a kind the API refuses in a user-provided route. */
export const validateDestinationType = (type: DestinationType) => REFUSED_DESTINATION[type]
export const validateTargetType = (type: TargetType) => REFUSED_TARGET[type]

export const routeDefaults: RouteFormValues = {
  name: '',
  description: '',
  destinationType: 'ip',
  destinationValue: '',
  targetType: 'ip',
  targetValue: '',
}

/** The form's values for an existing route. */
export function routeToValues(route: RouterRoute): RouteFormValues {
  return {
    name: route.name,
    description: route.description,
    destinationType: route.destination.type,
    destinationValue: route.destination.value,
    targetType: route.target.type,
    targetValue: route.target.type === 'drop' ? '' : route.target.value,
  }
}

/** The body the API takes; values trimmed, a drop target without one. */
export function valuesToBody(v: RouteFormValues): RouterRouteCreate {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- type and value make one of the variants
  const destination = {
    type: v.destinationType,
    value: v.destinationValue.trim(),
  } as RouteDestination
  const target =
    v.targetType === 'drop'
      ? ({ type: 'drop' } as const)
      : // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- as above
        ({ type: v.targetType, value: v.targetValue.trim() } as RouteTarget)
  return { name: v.name, description: v.description, destination, target }
}

/** The destination value's message (spec section 5 for addresses and networks). */
export function validateDestination(value: string, type: DestinationType): string | undefined {
  const v = value.trim()
  if (!v) return requiredMessage('Destination value')
  if (type === 'ip') return validateIp(v)
  if (type === 'ip_net') return validateIpNetwork(v)
  return validateName(v, 'Destination value')
}

/** The target value's message; an IP target must be of the destination's IP version. */
export function validateTarget(
  value: string,
  type: TargetType,
  destination: { type: DestinationType; value: string },
): string | undefined {
  if (type === 'drop') return undefined
  const v = value.trim()
  if (!v) return requiredMessage('Target value')
  if (type !== 'ip') return validateName(v, 'Target value')
  const ipError = validateIp(v)
  if (ipError) return ipError
  if (destination.type === 'ip' || destination.type === 'ip_net') {
    const destAddress = destination.value.trim().split('/')[0] ?? ''
    const destVersion = ipVersion(destAddress)
    if (destVersion && destVersion !== ipVersion(v)) {
      return `Must be an IPv${destVersion} address, like the destination`
    }
  }
  return undefined
}
