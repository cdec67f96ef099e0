/**
 * What stands between a project and its deletion, and what the console can clear itself.
 *
 * The API refuses to delete a project that still holds anything ("project to be deleted
 * contains a vpc: default"), and every new project holds a default VPC. The delete dialog
 * (project-delete-dialog.tsx) lists what is left, each kind with its count and page; when all
 * that is left is the default VPC as it was made (its default subnet, the system router, the
 * default internet gateway and firewall rules), it offers to delete that too, in the order the
 * API needs: subnets (a VPC with subnets is refused), gateways, the VPC (its rules and system
 * router go with it), then the project.
 */
import { pb } from '~/api/path-builder'

/** What a project holds, as the dialog counts it. */
export type ProjectContents = {
  instances: number
  disks: number
  snapshots: number
  images: number
  vpcs: readonly string[]
  floatingIps: number
  antiAffinityGroups: number
  affinityGroups: number
}

/** The parts of the project's one VPC (read when it is named default). */
export type VpcParts = {
  subnets: readonly string[]
  routers: readonly { name: string; kind: 'system' | 'custom' }[]
  gateways: readonly string[]
}

export type Blocker = {
  /** "2 instances" */
  label: string
  /** The page that lists them (a link). */
  to: string
}

export type CleanupStep =
  | { kind: 'subnet'; name: string; label: string }
  | { kind: 'gateway'; name: string; label: string }
  | { kind: 'vpc'; name: string; label: string }
  | { kind: 'project'; name: string; label: string }

const DEFAULT = 'default'

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Whether the VPC is the default one as it was made, nothing added by anyone. */
export function isUntouchedDefaultVpc(name: string, parts: VpcParts | undefined): boolean {
  if (name !== DEFAULT || !parts) return false
  const onlyDefault = (names: readonly string[]) => names.every((n) => n === DEFAULT)
  return (
    onlyDefault(parts.subnets) &&
    onlyDefault(parts.gateways) &&
    parts.routers.every((r) => r.kind === 'system')
  )
}

/**
 * What must be deleted by hand before the project can go, with the page of each. The default
 * VPC is not among them when the console can take it away itself (`parts` given and untouched).
 */
export function blockersOf(
  project: string,
  contents: ProjectContents,
  defaultVpcParts?: VpcParts,
): Blocker[] {
  const p = { project }
  const out: Blocker[] = []
  const add = (n: number, label: string, to: string) => {
    if (n > 0) out.push({ label, to })
  }
  add(contents.instances, counted(contents.instances, 'instance'), pb.instances(p))
  add(contents.disks, counted(contents.disks, 'disk'), pb.disks(p))
  add(contents.snapshots, counted(contents.snapshots, 'snapshot'), pb.snapshots(p))
  add(contents.images, counted(contents.images, 'image'), pb.projectImages(p))
  add(contents.floatingIps, counted(contents.floatingIps, 'floating IP'), pb.floatingIps(p))
  add(
    contents.antiAffinityGroups,
    counted(contents.antiAffinityGroups, 'anti-affinity group'),
    pb.affinity(p),
  )
  add(contents.affinityGroups, counted(contents.affinityGroups, 'affinity group'), pb.affinity(p))
  const removable = removableVpc(contents, defaultVpcParts)
  const vpcs = contents.vpcs.filter((v) => v !== removable)
  if (vpcs.length > 0) {
    const named = vpcs.length <= 3 ? ` (${vpcs.join(', ')})` : ''
    out.push({ label: `${counted(vpcs.length, 'VPC')}${named}`, to: pb.vpcs(p) })
  }
  return out
}

/** The VPC the console may delete itself: the untouched default one, if it is there. */
function removableVpc(contents: ProjectContents, parts: VpcParts | undefined): string | undefined {
  return contents.vpcs.includes(DEFAULT) && isUntouchedDefaultVpc(DEFAULT, parts)
    ? DEFAULT
    : undefined
}

/**
 * The steps of the delete, in order: the default VPC's parts and the VPC itself when it is
 * there and untouched, then the project. Only meaningful when blockersOf is empty.
 */
export function deleteSteps(
  project: string,
  contents: ProjectContents,
  defaultVpcParts?: VpcParts,
): CleanupStep[] {
  const steps: CleanupStep[] = []
  if (removableVpc(contents, defaultVpcParts) && defaultVpcParts) {
    for (const name of defaultVpcParts.subnets)
      steps.push({ kind: 'subnet', name, label: `Delete subnet ${name} of VPC ${DEFAULT}` })
    for (const name of defaultVpcParts.gateways)
      steps.push({ kind: 'gateway', name, label: `Delete internet gateway ${name}` })
    steps.push({
      kind: 'vpc',
      name: DEFAULT,
      label: `Delete VPC ${DEFAULT} (its firewall rules and system router go with it)`,
    })
  }
  steps.push({ kind: 'project', name: project, label: `Delete project ${project}` })
  return steps
}
