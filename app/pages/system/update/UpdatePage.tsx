import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { type TufRepo, type UpdatesTrustRoot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, queryClient, useApiMutation } from '~/api/client'
import { isApiError } from '~/api/errors'
import { callWithJsonBody } from '~/api/serialized-body'
import { confirmAction } from '~/components/confirm'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { RowsTable } from '~/pages/project/instances/tabs/rows-table'
import { formatDateTime } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { type RowAction } from '~/table/row-actions'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { RefreshIcon, ServerIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

import { FilePickButton } from './file-pick-button'
import { UploadProgress, type UploadState } from './repo-upload-progress'
import { repoColumns, rootColumns } from './update-columns'
import { statusQ } from './update-queries'
import { compareVersions, isUpdateMoving, setTargetReason, updateProgress } from './update-status'
import { uploadRepository } from './upload-repo'

const reposQ = qAll('systemUpdateRepositoryList', { query: {} })
const rootsQ = qAll('systemUpdateTrustRootList', { query: {} })

/** While an update moves the status is fetched this often; otherwise not at all. */
const MOVING_POLL_MS = 3000

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(statusQ),
    queryClient.ensureQueryData(reposQ),
    queryClient.ensureQueryData(rootsQ),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'System Update' }

/** The rack's software: where the update stands, the uploaded releases, and the trust roots. */
export function Component() {
  const {
    data: status,
    refetch,
    dataUpdatedAt,
  } = useQuery({
    ...statusQ,
    // nothing polls unless something is changing
    refetchInterval: (query) =>
      query.state.data && isUpdateMoving(query.state.data, Date.now()) ? MOVING_POLL_MS : false,
  })
  const { data: repos } = useQuery(reposQ)
  const { data: roots } = useQuery(rootsQ)
  const [upload, setUpload] = useState<UploadState | null>(null)

  useQuickActions(
    [{ value: 'Refresh update status', group: 'Actions', action: () => void refetch() }],
    'page',
  )

  const setTarget = useApiMutation('targetReleaseUpdate', {
    onSuccess: () => Promise.all([invalidate('systemUpdateStatus')]),
  })
  const finishRecovery = useApiMutation('systemUpdateRecoveryFinish', {
    onSuccess: () => Promise.all([invalidate('systemUpdateStatus')]),
  })
  const deleteRoot = useDeleteAction('systemUpdateTrustRootDelete', {
    kind: 'trust root',
    label: (r: UpdatesTrustRoot) => r.id,
    params: (r) => ({ path: { trustRootId: r.id } }),
    invalidates: ['systemUpdateTrustRootList'],
  })

  if (!status || !repos || !roots) return null
  const progress = updateProgress(status)
  const target = status.targetRelease?.version
  const sortedRepos = [...repos.items].sort((a, b) =>
    compareVersions(b.systemVersion, a.systemVersion),
  )

  const startUpload = (file: File) => {
    const handle = uploadRepository(file, (loaded, total) =>
      setUpload((u) => (u && u.handle === handle ? { ...u, loaded, total } : u)),
    )
    setUpload({ file, loaded: 0, total: file.size, handle })
    handle.promise.then(
      (result) => {
        void invalidate('systemUpdateRepositoryList')
        addToast({
          content:
            result.status === 'inserted'
              ? `Release ${result.repo.systemVersion} uploaded`
              : `Release ${result.repo.systemVersion} was already uploaded`,
        })
      },
      (e: unknown) => {
        if (e instanceof DOMException && e.name === 'AbortError') {
          addToast({ variant: 'info', content: `Upload of ${file.name} canceled` })
        } else {
          addToast({
            variant: 'error',
            title: `Could not upload ${file.name}`,
            content: isApiError(e) ? e.message : 'Unknown error',
          })
        }
      },
    )
    void handle.promise.catch(() => {}).finally(() => setUpload(null))
  }

  const addRoot = async (file: File) => {
    let text: string
    try {
      text = await file.text()
      JSON.parse(text)
    } catch {
      addToast({
        variant: 'error',
        title: 'Could not add trust root',
        content: `${file.name} is not a JSON document`,
      })
      return
    }
    try {
      // the operation declares no body in the generated client: the document goes in the init
      await callWithJsonBody(
        'systemUpdateTrustRootCreate',
        {},
        {
          body: new Blob([text], { type: 'application/json' }),
        },
      )
      await invalidate('systemUpdateTrustRootList')
      addToast({ content: 'Trust root added' })
    } catch (e) {
      addToast({
        variant: 'error',
        title: 'Could not add trust root',
        content: isApiError(e) ? e.message : 'Unknown error',
      })
    }
  }

  const repoActions = (repo: TufRepo): RowAction[] => [
    {
      label: 'Set as target release',
      disabled: setTargetReason(repo, status) ?? false,
      onActivate: () => {
        const req = apiRequest('targetReleaseUpdate', {
          body: { systemVersion: repo.systemVersion },
        })
        confirmAction({
          requests: () => req,
          title: 'Set target release',
          actionType: 'primary',
          actionText: 'Set target',
          errorTitle: `Error setting target release to ${repo.systemVersion}`,
          content: (
            <>
              {status.contactSupport && (
                <p className="mb-2">
                  The system needs Oxide support. Starting an update before talking to support is
                  strongly discouraged.
                </p>
              )}
              <p>
                Are you sure you want to set <strong>{repo.systemVersion}</strong> as the target
                release? The rack starts updating its components to it.
              </p>
            </>
          ),
          doAction: async () => {
            await setTarget.mutateAsync(req)
            addToast({ content: 'Target release updated' })
          },
        })
      },
    },
    {
      label: 'Finish recovery with this release',
      disabled: status.suspended
        ? false
        : 'Only after a recovery (mupdate): the control plane is managing software',
      onActivate: () => {
        const req = apiRequest('systemUpdateRecoveryFinish', {
          body: { systemVersion: repo.systemVersion },
        })
        confirmAction({
          requests: () => req,
          title: 'Finish recovery',
          actionType: 'primary',
          actionText: 'Finish recovery',
          errorTitle: 'Could not finish the recovery',
          content: (
            <p>
              Tell the control plane that the rack was recovered with{' '}
              <strong>{repo.systemVersion}</strong>? It becomes the target release and the control
              plane manages the rack's software again. The API refuses if the rack runs something
              else.
            </p>
          ),
          doAction: async () => {
            await finishRecovery.mutateAsync(req)
            addToast({ content: `Recovery finished: ${repo.systemVersion} is the target release` })
          },
        })
      },
    },
  ]

  return (
    <>
      <PageHeader
        title="System Update"
        icon={<ServerIcon />}
        actions={
          <Button size="sm" variant="ghost" onClick={() => void refetch()}>
            <RefreshIcon size={12} />
            Refresh
          </Button>
        }
      />
      {status.contactSupport && (
        <Message
          variant="error"
          className="mb-6"
          title="Support required"
          content={
            <>
              The system has detected one or more known conditions that require Oxide support to
              resolve.{' '}
              <a
                href="https://support.oxide.computer"
                target="_blank"
                rel="noreferrer"
                className="underline"
              >
                Contact Support
              </a>
            </>
          }
        />
      )}
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Target release">{target}</PropertiesTable.Row>
        <PropertiesTable.Row label="Target set">
          {status.targetRelease && formatDateTime(status.targetRelease.timeRequested)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Progress">
          {progress && (
            <span title="Number of components updated to the target release">
              {progress.percent}% ({progress.atTarget} of {progress.total})
            </span>
          )}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Last step planned">
          {formatDateTime(status.timeLastStepPlanned)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Suspended">
          {status.suspended ? 'Yes' : 'No'}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Updating">
          {isUpdateMoving(status, dataUpdatedAt) ? 'Yes, refreshing every few seconds' : 'No'}
        </PropertiesTable.Row>
      </PropertiesTable>

      <Card
        title="Releases"
        description="Uploaded TUF repositories. The target release is what the rack updates to."
        className="mb-6"
        actions={
          <FilePickButton
            label="Upload repository"
            accept=".zip,application/zip"
            disabled={!!upload}
            onFile={startUpload}
          />
        }
      >
        {upload && <UploadProgress upload={upload} />}
        <RowsTable
          rows={sortedRepos}
          columns={repoColumns(target)}
          rowActions={repoActions}
          getId={(r) => r.systemVersion}
          copyId={false}
          empty={<p className="p-4 text-secondary">No releases uploaded yet.</p>}
        />
      </Card>

      <Card
        title="Trust roots"
        description="TUF root roles that uploaded repositories must be signed by."
        actions={
          <FilePickButton
            label="Add trust root"
            accept=".json,application/json"
            onFile={(f) => void addRoot(f)}
          />
        }
      >
        <RowsTable
          rows={roots.items}
          columns={rootColumns}
          rowActions={(r) => [deleteRoot(r)]}
          getId={(r) => r.id}
          empty={
            <p className="p-4 text-secondary">
              No trust roots: no repository can be uploaded until one is added.
            </p>
          }
        />
      </Card>
    </>
  )
}
