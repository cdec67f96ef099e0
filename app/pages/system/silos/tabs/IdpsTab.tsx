import { lazy, Suspense } from 'react'
import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router'

import { type IdentityProvider } from '~/api/__generated__/Api'
import { qList, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { CreateLink } from '~/components/create-link'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadSilo, siloView } from '~/resources/silos/silo-queries'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { KeyIcon } from '~/ui/icons'

const ScimTokensCard = lazy(() =>
  import('./scim-tokens').then((m) => ({ default: m.ScimTokensCard })),
)

const idpPage = (silo: string) => (pageToken?: string) =>
  qList('siloIdentityProviderList', { query: { silo } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadSilo(params),
    queryClient.ensureQueryData(idpPage(siloSelector(params).silo)()),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Identity providers' }

/** The silo's identity providers; the create form and the SAML view render in the outlet. */
export function Component() {
  const { silo } = useSiloSelector()
  const { identityMode } = usePrefetchedQuery(siloView(silo))
  // while a provider is shown in its side sheet, the page behind offers nothing to click
  const viewing = useParams().provider !== undefined
  const columns: TableColumn<IdentityProvider>[] = [
    nameLinkColumn<IdentityProvider>((p) => pb.samlIdp({ silo, provider: p.name })),
    descriptionColumn<IdentityProvider>(),
    accessorColumn({
      id: 'type',
      header: 'type',
      accessorFn: (p) => p.providerType,
      meta: { text: (p) => p.providerType },
      cell: ({ row }) => <Badge color="neutral">{row.original.providerType}</Badge>,
    }),
    dateColumn<IdentityProvider>('timeCreated', 'created'),
  ]
  const newLink = (variant: 'primary' | 'ghost') => (
    <CreateLink to={pb.siloIdpsNew({ silo })} label="New identity provider" variant={variant} />
  )
  const list = useQueryTable({
    query: idpPage(silo),
    columns,
    noun: 'identity providers',
    emptyState: (
      <EmptyState
        icon={<KeyIcon />}
        title="No identity providers"
        body="Users of a SAML silo sign in through one of its identity providers"
        action={newLink('ghost')}
      />
    ),
  })
  return (
    <>
      {!viewing && <div className="mb-3 flex justify-end">{newLink('primary')}</div>}
      {list.table}
      {identityMode === 'saml_scim' && (
        <div className="mt-8">
          <Suspense fallback={null}>
            <ScimTokensCard silo={silo} />
          </Suspense>
        </div>
      )}
      <Outlet />
    </>
  )
}
