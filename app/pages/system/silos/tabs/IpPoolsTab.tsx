import { lazy } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type SiloIpPool } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ipPoolKind } from '~/resources/pools/pool-kind'

import { clearDefaultText, makeDefaultText, poolKind, unlinkText } from '../pool-texts'
import { siloPools, SiloPoolsTable } from './silo-pools-table'

const LinkPoolModal = lazy(() =>
  import('./link-pool-modal').then((m) => ({ default: m.LinkPoolModal })),
)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(siloPools(ipPoolKind, siloSelector(params).silo)())
  return null
}

export const handle: RouteHandle = { crumb: 'IP pools' }

const classColumn = { id: 'kind', header: 'version and type' }
const texts = { makeDefault: makeDefaultText, clearDefault: clearDefaultText, unlink: unlinkText }

/** Link, unlink and set the defaults of the IP pools a silo's users allocate from. */
export function Component() {
  const { silo } = useSiloSelector()
  return (
    <SiloPoolsTable<SiloIpPool>
      kind={ipPoolKind}
      silo={silo}
      classOf={poolKind}
      classColumn={classColumn}
      emptyBody="Link an IP pool so that this silo's users can allocate external IPs"
      texts={texts}
      linkModal={(props) => <LinkPoolModal {...props} />}
    />
  )
}
