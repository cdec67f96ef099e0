import { type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { systemVersionSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'
import { ServerIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

import { repositoryView, statusQ } from './update-queries'

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(repositoryView(systemVersionSelector(params).systemVersion)),
    queryClient.ensureQueryData(statusQ),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => `Release ${systemVersionSelector(params).systemVersion}`,
}

/** One uploaded release (a TUF repository): its version, file and hash. */
export function Component() {
  const repo = usePrefetchedQuery(repositoryView(useSelector(systemVersionSelector).systemVersion))
  const status = usePrefetchedQuery(statusQ)
  const isTarget = status.targetRelease?.version === repo.systemVersion
  return (
    <>
      <PageHeader title={`Release ${repo.systemVersion}`} icon={<ServerIcon size={20} />} />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="System version">
          <span className="inline-flex items-center gap-2">
            <span className="font-mono">{repo.systemVersion}</span>
            {isTarget && <Badge color="accent">Target</Badge>}
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Uploaded">
          {formatDateTime(repo.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="File name">
          <span className="font-mono text-xs break-all">{repo.fileName}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Hash (SHA-256)">
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate font-mono text-xs">{repo.hash}</span>
            <CopyButton text={repo.hash} label="Copy hash" />
          </span>
        </PropertiesTable.Row>
      </PropertiesTable>
    </>
  )
}
