/**
 * Typed route parameters. A page asks for the selector of what it is about
 * (`useProjectSelector()`, or `projectSelector(params)` in a loader) instead of reading
 * `params.x ?? ''`: a parameter the route does not have is a developer error, thrown with an
 * explanation, never an empty string sent to the API.
 *
 * Each selector is the `path`-shaped object the API calls take, so it spreads straight into
 * `pb.*` and `q(..., { path })`.
 */
import { useParams, type Params } from 'react-router'

export class MissingRouteParamError extends Error {
  constructor(name: string, params: Params) {
    const present = Object.keys(params).filter((k) => params[k] !== undefined)
    super(
      `Route parameter "${name}" is missing. The selector for it was used on a route whose ` +
        `pattern has no :${name} (parameters here: ${present.length ? present.join(', ') : 'none'}). ` +
        `Use it only in route modules nested under a path with :${name}, or pass the value explicitly.`,
    )
    this.name = 'MissingRouteParamError'
  }
}

/** The named parameters of the current route, each required. */
export function requireParams<const K extends string>(
  params: Params,
  ...names: K[]
): { [P in K]: string } {
  const out: Partial<{ [P in K]: string }> = {}
  for (const name of names) {
    const value = params[name]
    if (value === undefined || value === '') throw new MissingRouteParamError(name, params)
    out[name] = value
  }
  // every name was checked above
  return out as { [P in K]: string }
}

/**
 * A selector hands back the same (frozen) object for the same values: pages key memoized
 * columns and effects on it, and a new object on every render would redraw their table cells
 * from scratch (a link replaced between the press and the release of a click loses the click).
 */
const selector = <const K extends string>(...names: K[]) => {
  const seen = new Map<string, Readonly<{ [P in K]: string }>>()
  return (params: Params): Readonly<{ [P in K]: string }> => {
    const values = requireParams(params, ...names)
    const key = JSON.stringify(names.map((n) => values[n]))
    let same = seen.get(key)
    if (!same) {
      // a long session visits many resources: keep the table bounded
      if (seen.size >= 1_000) seen.clear()
      same = Object.freeze(values)
      seen.set(key, same)
    }
    return same
  }
}

export const siloSelector = selector('silo')
export const projectSelector = selector('project')
export const instanceSelector = selector('project', 'instance')
export const sshKeySelector = selector('sshKey')
export const snapshotSelector = selector('project', 'snapshot')
export const imageSelector = selector('project', 'image')
export const siloImageSelector = selector('image')
export const floatingIpSelector = selector('project', 'floatingIp')
export const vpcSelector = selector('project', 'vpc')
export const subnetSelector = selector('project', 'vpc', 'subnet')
export const firewallRuleSelector = selector('project', 'vpc', 'rule')
export const routerSelector = selector('project', 'vpc', 'router')
export const routeSelector = selector('project', 'vpc', 'router', 'route')
export const gatewaySelector = selector('project', 'vpc', 'gateway')
export const antiAffinityGroupSelector = selector('project', 'antiAffinityGroup')
export const idpSelector = selector('silo', 'provider')
export const ipPoolSelector = selector('pool')
export const subnetPoolSelector = selector('pool')
export const externalSubnetSelector = selector('project', 'externalSubnet')
export const sledSelector = selector('sledId')
export const rackSelector = selector('rackId')
export const physicalDiskSelector = selector('diskId')
export const switchSelector = selector('switchId')
export const switchPortSelector = selector('switchId', 'port')
export const portSettingsSelector = selector('portSettings')
export const addressLotSelector = selector('addressLot')
export const bgpConfigSelector = selector('bgpConfig')
export const announceSetSelector = selector('announceSet')
export const supportBundleSelector = selector('bundleId')
export const systemVersionSelector = selector('systemVersion')
export const trustRootSelector = selector('trustRootId')
export const receiverSelector = selector('receiver')
export const probeSelector = selector('probe')
export const builtinUserSelector = selector('user')
export const multicastGroupSelector = selector('group')
export const userSelector = selector('userId')
export const groupSelector = selector('groupId')
/** `/lookup/instances/:instance`: an instance by ID, outside any project. */
export const instanceIdSelector = selector('instance')

export type ProjectSelector = ReturnType<typeof projectSelector>
export type InstanceSelector = ReturnType<typeof instanceSelector>
export type VpcSelector = ReturnType<typeof vpcSelector>
export type RouterSelector = ReturnType<typeof routerSelector>

/** The placement group a route is about: `:antiAffinityGroup` or `:affinityGroup`, in `:project`. */
export function placementGroupSelector(params: Params): {
  kind: 'affinity' | 'anti-affinity'
  project: string
  group: string
} {
  const { project } = projectSelector(params)
  if (params.antiAffinityGroup)
    return { kind: 'anti-affinity', project, group: params.antiAffinityGroup }
  if (params.affinityGroup) return { kind: 'affinity', project, group: params.affinityGroup }
  throw new MissingRouteParamError('affinityGroup', params)
}

/** The rule a new firewall rule starts from (`firewall-rules-new/:rule?`), if the path names one. */
export const cloneRuleOf = (params: Params): string | undefined => params.rule || undefined

/** The group the join form starts with: `/multicast-groups/:group/join`, or none from the list. */
export const joinGroupOf = (params: Params): string => params.group ?? ''

/** Hook form of a selector: `useSelector(projectSelector)` in a component. */
export function useSelector<S>(select: (params: Params) => S): S {
  return select(useParams())
}

export const useProjectSelector = () => useSelector(projectSelector)
export const useInstanceSelector = () => useSelector(instanceSelector)
export const useVpcSelector = () => useSelector(vpcSelector)
export const useRouterSelector = () => useSelector(routerSelector)
export const useSiloSelector = () => useSelector(siloSelector)
