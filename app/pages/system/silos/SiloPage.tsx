import { Outlet, type LoaderFunctionArgs } from 'react-router'

import { usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { RouteTabs } from '~/components/route-tabs'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadSilo, siloView } from '~/resources/silos/silo-queries'
import { formatDateTime } from '~/table/columns'
import { CopyButton } from '~/ui/copy-button'
import { FolderIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

import { IdentityModeBadge, silosDocs } from './silo-display'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadSilo(params)
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => siloSelector(params).silo }

/** One silo: its properties, then tabs for identity providers, IP pools, quotas, roles, access, local users and certificates. */
export function Component() {
  const sel = useSiloSelector()
  const silo = usePrefetchedQuery(siloView(sel.silo))
  return (
    <>
      <PageHeader title={silo.name} icon={<FolderIcon size={20} />} adornment={silosDocs} />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="ID">
          <span className="flex items-center gap-1 font-mono text-xs">
            {silo.id}
            <CopyButton text={silo.id} label="Copy silo ID" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Description">{silo.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Identity mode">
          <IdentityModeBadge mode={silo.identityMode} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Discoverable">
          {silo.discoverable ? 'Yes' : 'No'}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Admin group">{silo.adminGroupName ?? null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(silo.timeCreated)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <RouteTabs
        label="Silo"
        tabs={[
          { label: 'Identity providers', to: pb.siloIdps(sel) },
          { label: 'IP pools', to: pb.siloIpPools(sel) },
          { label: 'Subnet pools', to: pb.siloSubnetPools(sel) },
          { label: 'Quotas', to: pb.siloQuotas(sel) },
          { label: 'Fleet roles', to: pb.siloFleetRoles(sel) },
          { label: 'Access', to: pb.siloPolicy(sel) },
          { label: 'Local users', to: pb.siloLocalUsers(sel) },
          { label: 'Users', to: pb.siloUsersOfSilo(sel) },
          { label: 'Certificates', to: pb.siloCertificates(sel) },
        ]}
      />
      <Outlet />
    </>
  )
}
