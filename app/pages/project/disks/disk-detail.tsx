import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type Disk } from '~/api/__generated__/Api'
import { q } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { ResourceProperties } from '~/components/resource-properties'
import { DiskStateBadge } from '~/table/disk-columns'
import { Message } from '~/ui/message'
import { PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'
import { formatBytes } from '~/util/units'

import { diskTypeLabel, SourceText, useInstanceName } from './disk-list-columns'

export const diskView = (project: string, disk: string) =>
  q('diskView', { path: { disk }, query: { project } })

function DiskProperties({ project, disk }: { project: string; disk: Disk }) {
  const instanceId = 'instance' in disk.state ? disk.state.instance : undefined
  const instanceName = useInstanceName(project, instanceId)
  return (
    <ResourceProperties resource={disk}>
      <PropertiesTable.Row label="Description">
        {disk.description || <span className="text-tertiary">—</span>}
      </PropertiesTable.Row>
      <PropertiesTable.Row label="State">
        <DiskStateBadge state={disk.state.state} />
      </PropertiesTable.Row>
      <PropertiesTable.Row label="Instance">
        {instanceName ? (
          <Link
            to={pb.instanceStorage({ project, instance: instanceName })}
            className="underline-offset-2 hover:underline"
          >
            {instanceName}
          </Link>
        ) : (
          <span className="text-tertiary">{instanceId ?? '—'}</span>
        )}
      </PropertiesTable.Row>
      <PropertiesTable.Row label="Size">{formatBytes(disk.size)}</PropertiesTable.Row>
      <PropertiesTable.Row label="Type">{diskTypeLabel(disk)}</PropertiesTable.Row>
      <PropertiesTable.Row label="Source">
        <SourceText project={project} disk={disk} />
      </PropertiesTable.Row>
      <PropertiesTable.Row label="Read only">{disk.readOnly ? 'Yes' : 'No'}</PropertiesTable.Row>
      <PropertiesTable.Row label="Block size">{disk.blockSize} bytes</PropertiesTable.Row>
      <PropertiesTable.Row label="Device path">
        <span className="font-mono text-xs">{disk.devicePath}</span>
      </PropertiesTable.Row>
    </ResourceProperties>
  )
}

/** Every property of one disk, read-only, over the list. */
export function DiskDetailSideModal({
  project,
  name,
  onDismiss,
}: {
  project: string
  name: string
  onDismiss: () => void
}) {
  // a missing disk is said in the modal, not as the list's error screen
  const disk = useQuery({ ...diskView(project, name), throwOnError: false })
  return (
    <ReadOnlySideModal title="Disk details" subtitle={name} onDismiss={onDismiss}>
      {disk.data ? (
        <DiskProperties project={project} disk={disk.data} />
      ) : disk.error ? (
        <Message variant="error" title="Could not load the disk" content={disk.error.message} />
      ) : (
        <div className="flex items-center gap-2 py-6 text-tertiary">
          <Spinner label="Loading" /> Loading…
        </div>
      )}
    </ReadOnlySideModal>
  )
}
