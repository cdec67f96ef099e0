import { useQuery } from '@tanstack/react-query'

import { type Rack } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { accessorColumn, dateColumn, lookup, stateText, type TableColumn } from '~/table/columns'
import { idLinkColumn } from '~/table/id-link-column'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { MembershipBadge, membershipQuery, MembershipStatus, rackPage } from './hardware-extras'
import { InventoryIcon } from './sled-display'

export async function loader() {
  const racks = await queryClient.ensureQueryData(rackPage())
  await Promise.all(racks.items.map((r) => queryClient.prefetchQuery(membershipQuery(r.id))))
  return null
}

export const handle: RouteHandle = { crumb: 'Racks', crumbPath: pb.racks() }

function MembershipCell({ rackId }: { rackId: string }) {
  const { data } = useQuery({ ...membershipQuery(rackId), throwOnError: false })
  if (!data) return <span className="text-quaternary">—</span>
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">v{data.version}</span>
      <MembershipBadge status={data} />
    </span>
  )
}

const membersOf = (r: Rack) =>
  queryClient.getQueryData(membershipQuery(r.id).queryKey)?.members.length ?? 0

const columns: TableColumn<Rack>[] = [
  idLinkColumn<Rack>((r) => pb.rack({ rackId: r.id })),
  accessorColumn({
    id: 'membership',
    header: 'membership',
    accessorFn: (r) => queryClient.getQueryData(membershipQuery(r.id).queryKey)?.state ?? '',
    meta: {
      lookup: lookup(
        (r) => membershipQuery(r.id),
        (_, m) => (m ? `v${m.version} ${stateText(m.state)}` : ''),
      ),
    },
    cell: ({ row }) => <MembershipCell rackId={row.original.id} />,
  }),
  accessorColumn({
    id: 'members',
    header: 'member sleds',
    accessorFn: (r) => membersOf(r),
    meta: { sortValue: membersOf },
  }),
  dateColumn<Rack>('timeCreated', 'created'),
]

/** The fleet's racks, each with its latest membership change. */
export function Component() {
  const { data } = useQuery(rackPage())
  const list = useQueryTable({
    query: rackPage,
    noun: 'racks',
    columns,
    filterFields: (r) => [r.id],
    emptyState: (
      <EmptyState icon={<InventoryIcon />} title="No racks" body="The fleet's racks appear here" />
    ),
  })
  return (
    <>
      {list.table}
      {(data?.items ?? []).map((r) => (
        <section key={r.id} aria-label={`Rack ${r.id}`} className="mt-6 text-sm">
          <MembershipStatus rackId={r.id} />
        </section>
      ))}
    </>
  )
}
