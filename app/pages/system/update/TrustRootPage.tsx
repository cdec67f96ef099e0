import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { trustRootSelector, useSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { ServerIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'
import { middleTruncate } from '~/ui/truncate'

import { rootDocument, rootField } from './trust-root'
import { trustRootView } from './update-queries'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(trustRootView(trustRootSelector(params).trustRootId))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => `Trust root ${middleTruncate(trustRootSelector(params).trustRootId, 12)}`,
}

/** One trust root: what its TUF root role says of itself, and the document as it was added. */
export function Component() {
  const trustRootId = useSelector(trustRootSelector).trustRootId
  const root = usePrefetchedQuery(trustRootView(trustRootId))
  const navigate = useNavigate()
  const remove = useApiMutation('systemUpdateTrustRootDelete', {
    onSuccess: () => invalidate('systemUpdateTrustRootList'),
  })
  const expires = rootField(root, 'expires')
  return (
    <>
      <PageHeader
        title="Trust root"
        icon={<ServerIcon size={20} />}
        actions={
          <Button
            writes
            variant="danger"
            size="sm"
            onClick={() => {
              const req = apiRequest('systemUpdateTrustRootDelete', { path: { trustRootId } })
              confirmDelete({
                requests: () => req,
                kind: 'trust root',
                label: root.id,
                doDelete: async () => {
                  await remove.mutateAsync(req)
                  addToast({ content: 'Trust root deleted' })
                  void navigate(pb.systemUpdate())
                },
              })
            }}
          >
            Delete
          </Button>
        }
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.IdRow id={root.id} />
        <PropertiesTable.Row label="Added">{formatDateTime(root.timeCreated)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Root version">{rootField(root, 'version')}</PropertiesTable.Row>
        <PropertiesTable.Row label="Expires">
          {expires ? formatDateTime(new Date(expires)) : null}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Type">{rootField(root, '_type')}</PropertiesTable.Row>
        <PropertiesTable.Row label="Spec version">
          {rootField(root, 'spec_version')}
        </PropertiesTable.Row>
      </PropertiesTable>
      <Card title="Root role document" description="The TUF root role, as it was added.">
        <pre className="max-h-96 overflow-auto rounded-md bg-raise p-3 font-mono text-xs whitespace-pre-wrap text-fg">
          {JSON.stringify(rootDocument(root), null, 2)}
        </pre>
      </Card>
    </>
  )
}
