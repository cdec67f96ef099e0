import { type SiloSubnetPool } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { subnetPoolKind } from '~/resources/pools/pool-kind'
import { addToast } from '~/ui/toast'

import { otherDefaultSubnetPool, subnetFamily } from '../subnet-pool-texts'
import { LinkPoolForm, type LinkPoolValues } from './link-pool-form'

/** The request the form sends. */
export const linkSubnetPoolRequest = ({ pool, isDefault }: LinkPoolValues, silo: string) =>
  apiRequest('systemSubnetPoolSiloLink', { path: { pool }, body: { silo, isDefault } })

/** Links a subnet pool to the silo, as its default of that version if asked. */
export function LinkSubnetPoolModal({
  silo,
  linked,
  onDismiss,
}: {
  silo: string
  linked: SiloSubnetPool[]
  onDismiss: () => void
}) {
  const link = useApiMutation('systemSubnetPoolSiloLink', {
    async onSuccess(_link, { path }) {
      await Promise.all([invalidate('siloSubnetPoolList'), invalidate('systemSubnetPoolSiloList')])
      addToast({ content: `${path.pool} linked` })
      onDismiss()
    },
  })

  return (
    <LinkPoolForm<SiloSubnetPool>
      kind={subnetPoolKind}
      linked={linked}
      classOf={subnetFamily}
      classWord="version"
      otherDefault={otherDefaultSubnetPool}
      about="Projects of this silo will be able to take external subnets from the pool."
      onDismiss={onDismiss}
      onSubmit={(v) => link.mutate(linkSubnetPoolRequest(v, silo))}
      request={(v) => linkSubnetPoolRequest(v, silo)}
      loading={link.isPending}
      submitError={link.error}
    />
  )
}
