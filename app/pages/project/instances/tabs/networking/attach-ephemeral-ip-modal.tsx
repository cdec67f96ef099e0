import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { Badge } from '~/ui/badge'

import { AttachIpModal, ipAttached } from './attach-ip-modal'
import { type EphemeralSlots } from './ip-rules'

/** The pool to preselect: the only default among the choices, if there is exactly one. */
const soleDefault = (pools: EphemeralSlots['pools']) => {
  const defaults = pools.filter((p) => p.isDefault)
  return defaults.length === 1 ? defaults[0]!.name : ''
}

/** The request the modal sends. */
export const ephemeralIpAttachRequest = (pool: string, sel: InstanceSelector) =>
  apiRequest('instanceEphemeralIpAttach', {
    path: { instance: sel.instance },
    query: { project: sel.project },
    body: { poolSelector: { type: 'explicit', pool } },
  })

/** "Attach ephemeral IP": an address from a pool, one per IP version. */
export function AttachEphemeralIpModal({
  sel,
  slots,
  onDismiss,
}: {
  sel: InstanceSelector
  slots: EphemeralSlots
  onDismiss: () => void
}) {
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess: (ip) => ipAttached(<>IP {ip.ip} attached</>, onDismiss),
  })
  return (
    <AttachIpModal
      title="Attach ephemeral IP"
      submitLabel="Attach"
      name="pool"
      label="Pool"
      placeholder="Select a pool"
      defaultValue={soleDefault(slots.pools)}
      info={slots.info}
      onDismiss={onDismiss}
      onSubmit={(pool) => attach.mutate(ephemeralIpAttachRequest(pool, sel))}
      request={(pool) => ephemeralIpAttachRequest(pool, sel)}
      loading={attach.isPending}
      submitError={attach.error}
      disabledReason={(pool) =>
        slots.pools.length === 0
          ? 'There is no pool this instance can take an ephemeral IP from'
          : !pool
            ? 'Select a pool'
            : undefined
      }
      items={slots.pools.map((p) => ({
        value: p.name,
        selectedLabel: p.name,
        label: (
          <span className="flex items-center gap-2">
            <span className="truncate">{p.name}</span>
            <Badge color="neutral">{p.ipVersion}</Badge>
            {p.isDefault && <Badge>default</Badge>}
          </span>
        ),
      }))}
    />
  )
}
