import { type SubnetPool } from '~/api/__generated__/Api'
import { invalidate, useApiMutation } from '~/api/client'
import { LinkSiloForm, toastLinked } from '~/pages/system/ip-pools/link-silo'
import { versionLabel } from '~/pages/system/ip-pools/pool-parts'

/** Links a subnet pool to a silo that is not linked yet, optionally as the silo's default. */
export function LinkSiloModal({
  pool,
  linkedSiloIds,
  onDismiss,
}: {
  pool: SubnetPool
  linkedSiloIds: string[]
  onDismiss: () => void
}) {
  const link = useApiMutation('systemSubnetPoolSiloLink', {
    onSuccess(_link, { body }) {
      void invalidate('systemSubnetPoolSiloList')
      void invalidate('siloSubnetPoolList')
      toastLinked(body)
      onDismiss()
    },
  })
  return (
    <LinkSiloForm
      linkedSiloIds={linkedSiloIds}
      onDismiss={onDismiss}
      link={{ ...link, mutate: (body) => link.mutate({ path: { pool: pool.name }, body }) }}
      about={
        <>
          Projects in the chosen silo will be able to take external subnets from{' '}
          <strong>{pool.name}</strong>.
        </>
      }
      defaultLabel={`${versionLabel(pool.ipVersion)} subnet pool`}
    />
  )
}
