import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { idpSelector, useSelector } from '~/api/selectors'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { CopyButton } from '~/ui/copy-button'
import { PropertiesTable } from '~/ui/page-header'

const idpView = ({ silo, provider }: { silo: string; provider: string }) =>
  q('samlIdentityProviderView', { path: { provider }, query: { silo } })

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(idpView(idpSelector(params)))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => idpSelector(params).provider,
  titleOnly: true,
}

function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <span className="flex items-center gap-1 break-all">
      {text}
      <CopyButton text={text} label={`Copy ${label}`} />
    </span>
  )
}

/** A SAML provider, read only: the API has no update for it. */
export function Component() {
  const sel = useSelector(idpSelector)
  const navigate = useNavigate()
  const idp = usePrefetchedQuery(idpView(sel))
  return (
    <ReadOnlySideModal
      title="Identity provider"
      subtitle={idp.name}
      onDismiss={() => navigate(pb.siloIdps({ silo: sel.silo }))}
    >
      <PropertiesTable>
        <PropertiesTable.Row label="Name">{idp.name}</PropertiesTable.Row>
        <PropertiesTable.Row label="Description">{idp.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="ID">
          <Copyable text={idp.id} label="ID" />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">{formatDateTime(idp.timeCreated)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Contact">{idp.technicalContactEmail}</PropertiesTable.Row>
        <PropertiesTable.Row label="SP client ID">{idp.spClientId}</PropertiesTable.Row>
        <PropertiesTable.Row label="ACS URL">
          <Copyable text={idp.acsUrl} label="ACS URL" />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="SLO URL">{idp.sloUrl}</PropertiesTable.Row>
        <PropertiesTable.Row label="Entity ID">{idp.idpEntityId}</PropertiesTable.Row>
        <PropertiesTable.Row label="Group attribute">
          {idp.groupAttributeName ?? null}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Signing cert">
          {idp.publicCert ? 'Set' : 'None (requests are not signed)'}
        </PropertiesTable.Row>
      </PropertiesTable>
    </ReadOnlySideModal>
  )
}
