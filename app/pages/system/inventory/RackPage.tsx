import { useQuery } from '@tanstack/react-query'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { q, qAll, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { rackSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { SimpleTable } from '~/table/simple-table'
import { Card } from '~/ui/card'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { middleTruncate } from '~/ui/truncate'

import { membershipQuery, MembershipStatus } from './hardware-extras'
import { HardwareStateBadge, inventoryDocs, InventoryIcon, PolicyBadge } from './sled-display'

const rackView = (rackId: string) => q('rackView', { path: { rackId } })
const allSleds = qAll('sledList', {})

export async function loader({ params }: LoaderFunctionArgs) {
  const rackId = rackSelector(params).rackId
  await queryClient.ensureQueryData(rackView(rackId))
  void queryClient.prefetchQuery(membershipQuery(rackId))
  void queryClient.prefetchQuery(allSleds)
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => `Rack ${middleTruncate(rackSelector(params).rackId, 12)}`,
}

/** One rack: when it was set up, its membership, and the sleds in it. */
export function Component() {
  const rackId = useSelector(rackSelector).rackId
  const rack = usePrefetchedQuery(rackView(rackId))
  const sleds = useQuery(allSleds)
  const mine = (sleds.data?.items ?? [])
    .filter((s) => s.rackId === rack.id)
    .sort((a, b) => (a.slot ?? Infinity) - (b.slot ?? Infinity))
  return (
    <>
      <PageHeader title="Rack" icon={<InventoryIcon size={20} />} adornment={inventoryDocs} />
      <PropertiesTable columns={2}>
        <PropertiesTable.IdRow id={rack.id} />
        <PropertiesTable.Row label="Sleds">{sleds.data ? mine.length : null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(rack.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Modified">
          {formatDateTime(rack.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <div className="mb-6 text-sm">
        <MembershipStatus rackId={rack.id} />
      </div>
      <Card title="Sleds" description="The initialized sleds in this rack.">
        <SimpleTable
          label="Sleds in this rack"
          headers={['Serial', 'Slot', 'Policy', 'State']}
          empty={
            sleds.isError
              ? 'Could not read the sleds: reload the page to try again.'
              : sleds.data
                ? 'No sled is initialized in this rack yet.'
                : 'Loading sleds…'
          }
          rows={mine.map((s) => ({
            key: s.id,
            cells: [
              <Link
                key="serial"
                to={pb.sledInstances({ sledId: s.id })}
                className="font-medium text-fg underline-offset-2 hover:underline"
              >
                {s.baseboard.serial}
              </Link>,
              s.slot ?? '—',
              <PolicyBadge key="policy" sled={s} />,
              <HardwareStateBadge key="state" state={s.state} />,
            ],
          }))}
        />
      </Card>
    </>
  )
}
