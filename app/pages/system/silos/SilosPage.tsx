import { useQuery } from '@tanstack/react-query'

import { type Silo } from '~/api/__generated__/Api'
import { qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { FolderIcon } from '~/ui/icons'

import { IDENTITY_MODES, IdentityModeBadge, silosDocs } from './silo-display'

const siloPage = (pageToken?: string) => qList('siloList', {}, pageToken)

export async function loader() {
  await queryClient.ensureQueryData(siloPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Silos', crumbPath: pb.silos() }

const columns: TableColumn<Silo>[] = [
  nameLinkColumn<Silo>((s) => pb.silo({ silo: s.name })),
  descriptionColumn<Silo>(),
  accessorColumn({
    id: 'discoverable',
    header: 'discoverable',
    accessorFn: (s) => (s.discoverable ? 'yes' : 'no'),
    meta: {
      sortValue: (s) => (s.discoverable ? 1 : 0),
      text: (s) => (s.discoverable ? 'Yes' : 'No'),
    },
    cell: ({ row }) => (row.original.discoverable ? 'Yes' : 'No'),
  }),
  accessorColumn({
    id: 'identityMode',
    header: 'identity mode',
    accessorFn: (s) => IDENTITY_MODES[s.identityMode],
    meta: {
      sortValue: (s) => IDENTITY_MODES[s.identityMode],
      text: (s) => IDENTITY_MODES[s.identityMode],
    },
    cell: ({ row }) => <IdentityModeBadge mode={row.original.identityMode} />,
  }),
  dateColumn<Silo>('timeCreated', 'created'),
]

const facets = [
  {
    id: 'mode',
    label: 'Identity mode',
    options: Object.values(IDENTITY_MODES),
    value: (s: Silo) => IDENTITY_MODES[s.identityMode],
  },
]

const create = { to: pb.silosNew(), label: 'New silo' }

/** Every discoverable silo of the fleet; the create form renders in the outlet. */
export function Component() {
  const deleteAction = useDeleteAction('siloDelete', {
    kind: 'silo',
    label: (s: Silo) => s.name,
    params: (s) => ({ path: { silo: s.name } }),
    invalidates: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
    extraContent:
      'Its users, groups, identity providers and IP pool links go with it. A silo that still has projects cannot be deleted.',
  })
  const { data: first } = useQuery(siloPage())
  useListQuickActions({
    all: qAll('siloList', {}),
    fallback: first?.items,
    create,
    group: 'Go to silo',
    to: (s) => pb.silo({ silo: s.name }),
  })
  return (
    <ListPage
      title="Silos"
      icon={FolderIcon}
      docs={silosDocs}
      create={create}
      empty={{ title: 'No silos', body: 'Create a silo to give a group of users their own space' }}
      query={siloPage}
      columns={columns}
      facets={facets}
      rowActions={(silo) => [deleteAction(silo)]}
    />
  )
}
