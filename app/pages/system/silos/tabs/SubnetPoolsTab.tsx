import { lazy } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type SiloSubnetPool } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { subnetPoolKind } from '~/resources/pools/pool-kind'

import {
  clearDefaultSubnetText,
  makeDefaultSubnetText,
  subnetFamily,
  unlinkSubnetText,
} from '../subnet-pool-texts'
import { siloPools, SiloPoolsTable } from './silo-pools-table'

const LinkSubnetPoolModal = lazy(() =>
  import('./link-subnet-pool-modal').then((m) => ({ default: m.LinkSubnetPoolModal })),
)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(siloPools(subnetPoolKind, siloSelector(params).silo)())
  return null
}

export const handle: RouteHandle = { crumb: 'Subnet pools' }

const classColumn = { id: 'version', header: 'version' }
const texts = {
  makeDefault: makeDefaultSubnetText,
  clearDefault: clearDefaultSubnetText,
  unlink: unlinkSubnetText,
}

/** Link, unlink and set the defaults of the subnet pools a silo's projects take subnets from. */
export function Component() {
  const { silo } = useSiloSelector()
  return (
    <SiloPoolsTable<SiloSubnetPool>
      kind={subnetPoolKind}
      silo={silo}
      classOf={subnetFamily}
      classColumn={classColumn}
      emptyBody="Link a subnet pool so that this silo's projects can take external subnets"
      texts={texts}
      linkModal={(props) => <LinkSubnetPoolModal {...props} />}
    />
  )
}
