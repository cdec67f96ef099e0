import { type IpPool, type SiloIpPool } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { ipPoolKind } from '~/resources/pools/pool-kind'
import { addToast } from '~/ui/toast'

import { otherDefault, poolKind } from '../pool-texts'
import { LinkPoolForm, type LinkPoolValues } from './link-pool-form'

/** The link, then (if asked) the second call that makes the pool the silo's default. */
export const linkPoolRequests = ({ pool }: Pick<LinkPoolValues, 'pool'>, silo: string) =>
  [
    apiRequest('systemIpPoolSiloLink', { path: { pool }, body: { silo, isDefault: false } }),
    apiRequest('systemIpPoolSiloUpdate', { path: { pool, silo }, body: { isDefault: true } }),
  ] as const

/**
 * Links a pool to the silo, then, if asked, makes it the default of its version and type (a
 * second call, which demotes the old default; the link stays if that one fails).
 */
export function LinkPoolModal({
  silo,
  linked,
  onDismiss,
}: {
  silo: string
  linked: SiloIpPool[]
  onDismiss: () => void
}) {
  const link = useApiMutation('systemIpPoolSiloLink')
  const update = useApiMutation('systemIpPoolSiloUpdate')

  const onSubmit = async (values: LinkPoolValues) => {
    const { pool, isDefault } = values
    const [linkReq, defaultReq] = linkPoolRequests(values, silo)
    await link.mutateAsync(linkReq)
    let note = ''
    if (isDefault) {
      try {
        await update.mutateAsync(defaultReq)
      } catch {
        note = ', but it could not be made the default; use its row menu to try again'
      }
    }
    await Promise.all([invalidate('siloIpPoolList'), invalidate('systemIpPoolSiloList')])
    addToast({ content: `${pool} linked${note}`, variant: note ? 'error' : 'success' })
    onDismiss()
  }

  return (
    <LinkPoolForm<SiloIpPool>
      kind={ipPoolKind}
      linked={linked}
      classOf={poolKind}
      classWord="kind"
      otherDefault={otherDefault}
      mayLink={(p) => (p as unknown as IpPool).assignment === 'silos'}
      about="Users of this silo will be able to allocate external IPs from the pool."
      onDismiss={onDismiss}
      onSubmit={(v) => onSubmit(v).catch(() => undefined)}
      request={(v) => {
        const [linkReq, defaultReq] = linkPoolRequests(v, silo)
        return v.isDefault ? [linkReq, defaultReq] : linkReq
      }}
      loading={link.isPending || update.isPending}
      submitError={link.error}
    />
  )
}
