import { type PhysicalDisk, type Sled } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { StateBadge } from '~/components/state-badge'
import { ServerIcon } from '~/ui/icons'

export { ServerIcon as InventoryIcon }

export const policyLabel = (s: Sled) => (s.policy.kind === 'in_service' ? 'In service' : 'Expunged')

/** "Provisionable", "Not provisionable", or null for an expunged sled (which has none). */
export const provisionLabel = (s: Sled) =>
  s.policy.kind === 'in_service'
    ? s.policy.provisionPolicy === 'provisionable'
      ? 'Provisionable'
      : 'Not provisionable'
    : null

export const PolicyBadge = ({ sled }: { sled: Sled }) => (
  <StateBadge
    state={policyLabel(sled)}
    color={sled.policy.kind === 'in_service' ? 'default' : 'danger'}
  />
)

export const ProvisionBadge = ({ sled }: { sled: Sled }) => {
  const label = provisionLabel(sled)
  if (!label) return <span className="text-quaternary">—</span>
  return <StateBadge state={label} color={label === 'Provisionable' ? 'default' : 'warning'} />
}

export const HardwareStateBadge = ({ state }: { state: Sled['state'] }) => (
  <StateBadge state={state} color={state === 'active' ? 'default' : 'neutral'} />
)

export const diskPolicyLabel = (d: PhysicalDisk) =>
  d.policy.kind === 'in_service' ? 'In service' : 'Expunged'

export const formFactorLabel = (d: PhysicalDisk) => (d.formFactor === 'u2' ? 'U.2' : 'M.2')

export const inventoryDocs = (
  <DocsPopover
    heading="inventory"
    summary="The rack's hardware: its sleds (servers), with the CPU threads and memory each offers to instances, and the physical disks that hold instance data."
    links={[
      { href: 'https://docs.oxide.computer/guides/operator/server-sleds', label: 'Server sleds' },
      { href: 'https://docs.oxide.computer/guides/operator/storage', label: 'Storage' },
    ]}
  />
)
