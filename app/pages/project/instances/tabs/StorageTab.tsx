import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type Disk } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { instanceSelector, useInstanceSelector } from '~/api/selectors'
import { useWhenIdle } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { attachDiskReason, splitDisks } from '~/resources/instances/disk-rules'
import { loadInstance, useInstance } from '~/resources/instances/instance-queries'
import { diskPoll, instanceDisks } from '~/resources/instances/storage-queries'
import { diskColumns } from '~/table/disk-columns'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, ServerIcon } from '~/ui/icons'
import { preloadable } from '~/ui/preloadable'

import { RowsTable } from './rows-table'
import { useDiskActions } from './storage/disk-actions'

export const handle: RouteHandle = { crumb: 'Storage' }

/**
 * The attach and create forms (their form library, disk picker and dialog are most of this
 * tab's JavaScript) are not needed to show the disks: they load once the page is idle, or when
 * one is chosen.
 */
const AttachDiskModal = preloadable(() =>
  import('./storage/AttachDiskModal').then((m) => m.AttachDiskModal),
)
const CreateDiskSideModal = preloadable(() =>
  import('./storage/CreateDiskSideModal').then((m) => m.CreateDiskSideModal),
)
const warmForms = () => {
  AttachDiskModal.warm()
  CreateDiskSideModal.warm()
}

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadInstance(params),
    queryClient.ensureQueryData(instanceDisks(instanceSelector(params))),
  ])
  return null
}

const getId = (d: Disk) => d.id

const DOCS = 'See the Instances guide for details.'

function bootEmptyBody(others: Disk[]) {
  if (others.length > 1)
    return 'Pick a boot disk, unless the guest itself chooses what to boot from.'
  if (others[0]) return `With ${others[0].name} as its only disk, the instance boots from it.`
  return 'A boot disk can be chosen once a disk is attached.'
}

/** The instance's disks: the boot disk, the others, and what can be done with them. */
export function Component() {
  const sel = useInstanceSelector()
  const instance = useInstance()
  const disks = usePrefetchedQuery(instanceDisks(sel)).items
  // the same cache entry, refetched while a disk is changing state
  const [refetchInterval] = useState(diskPoll)
  useQuery({ ...instanceDisks(sel), refetchInterval })

  const [modal, setModal] = useState<'attach' | 'create' | null>(null)
  const close = () => setModal(null)

  const { boot, others } = splitDisks(disks, instance.bootDiskId)
  const { bootActions, otherActions } = useDiskActions(sel, instance, boot)
  const addReason = attachDiskReason(instance, disks.length)
  useWhenIdle(warmForms)

  return (
    <div className="grid gap-6">
      <Card title="Boot disk" description="The disk the instance boots from">
        <RowsTable
          rows={boot ? [boot] : []}
          columns={diskColumns}
          rowActions={bootActions}
          getId={getId}
          empty={
            <EmptyState
              icon={<ServerIcon />}
              title="No boot disk set"
              body={
                <>
                  {bootEmptyBody(others)} {DOCS}
                </>
              }
            />
          }
        />
      </Card>
      <Card
        title="Other disks"
        description="Attached to the instance, not booted from"
        actions={
          <>
            <Button
              writes
              variant="secondary"
              size="sm"
              onClick={() => setModal('attach')}
              disabled={!!addReason}
              disabledReason={addReason}
            >
              Attach existing disk
            </Button>
            <Button
              writes
              size="sm"
              onClick={() => setModal('create')}
              disabled={!!addReason}
              disabledReason={addReason}
            >
              <AddIcon size={12} />
              Create disk
            </Button>
          </>
        }
      >
        <RowsTable
          rows={others}
          columns={diskColumns}
          rowActions={otherActions}
          getId={getId}
          empty={
            <EmptyState
              icon={<ServerIcon />}
              title="No other disks"
              body="Disks you attach to this instance are listed here"
            />
          }
        />
      </Card>
      <Suspense fallback={null}>
        {modal === 'attach' && <AttachDiskModal sel={sel} onDismiss={close} />}
        {modal === 'create' && <CreateDiskSideModal sel={sel} onDismiss={close} />}
      </Suspense>
    </div>
  )
}
