import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type SupportBundleInfo } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { supportBundleCan } from '~/api/capabilities'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { supportBundleSelector, useSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  BundleStateBadge,
  shortId,
  SupportBundleIcon,
  supportBundlesDocs,
} from '~/resources/support-bundles/bundle-display'
import {
  bundleContentsQuery,
  bundleView,
  downloadBundle,
  pollBundle,
} from '~/resources/support-bundles/bundle-queries'
import { formatDateTime } from '~/table/columns'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { preloadable } from '~/ui/preloadable'
import { Spinner } from '~/ui/spinner'
import { addToast, ToastName } from '~/ui/toast'
import { formatBytes } from '~/util/units'

/** The reason's form loads when the page is hovered toward it or opened. */
const EditReasonModal = preloadable(() =>
  import('./edit-reason-modal').then((m) => m.EditReasonModal),
)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(bundleView(supportBundleSelector(params).bundleId))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => `Bundle ${shortId(supportBundleSelector(params).bundleId)}`,
}

/** Saves a file (or the whole bundle), turning a failure into an error toast. */
function useDownload(bundleId: string) {
  const [busy, setBusy] = useState<string | null>(null)
  const start = (file?: string) => {
    setBusy(file ?? '')
    downloadBundle(bundleId, file)
      .catch((e: unknown) =>
        addToast({
          variant: 'error',
          title: file ? `Could not download ${file}` : 'Could not download bundle',
          content: e instanceof Error ? e.message : 'Unknown server error',
        }),
      )
      .finally(() => setBusy(null))
  }
  return { busy, start }
}

/** What a bundle holds: its files with their sizes, each downloadable. */
function Contents({ bundle }: { bundle: SupportBundleInfo }) {
  const active = supportBundleCan.download(bundle)
  const contents = useQuery({ ...bundleContentsQuery(bundle.id), enabled: active })
  const download = useDownload(bundle.id)

  if (!active) {
    return (
      <Card title="Files">
        {bundle.state === 'collecting' ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" /> The rack is collecting this bundle; its files are listed here once
            it is active.
          </p>
        ) : bundle.state === 'destroying' ? (
          <p>This bundle is being destroyed; its files are no longer available.</p>
        ) : (
          <p>This bundle has no files to download: its collection failed.</p>
        )}
      </Card>
    )
  }
  const zipSize = contents.data?.zipSize
  return (
    <Card
      title="Files"
      description={
        contents.data
          ? `${contents.data.files.length} files${zipSize != null ? `, ${formatBytes(zipSize)} as a zip` : ''}`
          : undefined
      }
      actions={
        <Button size="sm" loading={download.busy === ''} onClick={() => download.start()}>
          Download bundle
        </Button>
      }
    >
      {contents.isError ? (
        <p role="alert">
          Could not read the bundle's index: {contents.error.message}{' '}
          <Button size="sm" variant="ghost" onClick={() => void contents.refetch()}>
            Retry
          </Button>
        </p>
      ) : !contents.data ? (
        <p className="flex items-center gap-2 text-tertiary">
          <Spinner size="sm" label="Loading" /> Reading the index…
        </p>
      ) : (
        <table aria-label="Bundle files" className="w-full text-left text-sm">
          <thead className="text-xs text-tertiary">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                File
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Size
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {contents.data.files.map((f) => (
              <tr key={f.name}>
                <td className="py-1.5 pr-3 font-mono text-xs break-all text-fg">{f.name}</td>
                <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                  {f.size == null ? '—' : formatBytes(f.size)}
                </td>
                <td className="py-1.5 text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Download ${f.name}`}
                    loading={download.busy === f.name}
                    onClick={() => download.start(f.name)}
                  >
                    Download
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}

/** One support bundle: its state (refreshing while it moves), reasons, and its files. */
export function Component() {
  const bundleId = useSelector(supportBundleSelector).bundleId
  const navigate = useNavigate()
  const { data: bundle } = useQuery({ ...bundleView(bundleId), refetchInterval: pollBundle })
  const [editing, setEditing] = useState(false)
  const remove = useApiMutation('supportBundleDelete', {
    onSuccess() {
      void invalidate('supportBundleList')
      void invalidate('supportBundleView')
    },
  })
  if (!bundle) return null

  const deleteReason = supportBundleCan.delete(bundle)
    ? undefined
    : 'The bundle is already being destroyed'
  return (
    <>
      <PageHeader
        title={`Bundle ${shortId(bundle.id)}`}
        icon={<SupportBundleIcon size={20} />}
        adornment={supportBundlesDocs}
        actions={
          <div className="flex items-center gap-2">
            <Button
              writes
              size="sm"
              variant="secondary"
              onMouseEnter={EditReasonModal.warm}
              onFocus={EditReasonModal.warm}
              onClick={() => setEditing(true)}
            >
              Edit reason
            </Button>
            <Button
              writes
              variant="danger"
              size="sm"
              disabled={!!deleteReason}
              disabledReason={deleteReason}
              onClick={() => {
                const req = apiRequest('supportBundleDelete', { path: { bundleId } })
                confirmDelete({
                  requests: () => req,
                  kind: 'support bundle',
                  label: shortId(bundle.id),
                  doDelete: async () => {
                    await remove.mutateAsync(req)
                    addToast({
                      content: (
                        <>
                          Support bundle <ToastName>{shortId(bundle.id)}</ToastName> deleted
                        </>
                      ),
                    })
                    void navigate(pb.supportBundles())
                  },
                })
              }}
            >
              Delete
            </Button>
          </div>
        }
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.IdRow id={bundle.id} />
        <PropertiesTable.Row label="State">
          <BundleStateBadge bundle={bundle} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Reason">{bundle.userComment || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Origin">{bundle.reasonForCreation}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(bundle.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Failure">{bundle.reasonForFailure || null}</PropertiesTable.Row>
      </PropertiesTable>
      <Contents bundle={bundle} />
      {editing && (
        <Suspense fallback={null}>
          <EditReasonModal bundle={bundle} onDismiss={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  )
}
