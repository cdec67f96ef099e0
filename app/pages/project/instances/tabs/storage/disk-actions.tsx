/** Row actions of the Storage tab: snapshot, set/unset boot disk, detach. */
import { useCallback } from 'react'

import { type Disk, type Instance } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { isDiskTransitional } from '~/api/capabilities'
import { invalidate, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type InstanceSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { addProgressToast } from '~/components/progress-toast'
import {
  detachDiskReason,
  setBootDiskReason,
  snapshotReason,
  unsetBootDiskReason,
} from '~/resources/instances/disk-rules'
import { instanceUpdateBody } from '~/resources/instances/instance-queries'
import { invalidateDisks, storeInstance } from '~/resources/instances/storage-queries'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'
import { generateName } from '~/util/names'

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

const RECOMMEND_BOOT = 'Pick a boot disk, unless the guest itself chooses what to boot from.'

/** The row-action builders for the two disk tables, bound to the instance. */
export function useDiskActions(sel: InstanceSelector, instance: Instance, bootDisk?: Disk) {
  const { mutateAsync: detach } = useApiMutation('instanceDiskDetach', {
    onSuccess: invalidateDisks,
  })
  const { mutateAsync: update } = useApiMutation('instanceUpdate', {
    onSuccess: (updated) => storeInstance(sel, updated),
  })
  const { mutateAsync: snapshot } = useApiMutation('snapshotCreate', {
    onSuccess: () => invalidate('snapshotList'),
  })

  const bootRequest = useCallback(
    (diskId: string | null) =>
      apiRequest('instanceUpdate', {
        path: { instance: sel.instance },
        query: { project: sel.project },
        body: instanceUpdateBody(instance, { bootDisk: diskId }),
      }),
    [sel, instance],
  )
  const setBoot = useCallback(
    (diskId: string | null) => update(bootRequest(diskId)),
    [update, bootRequest],
  )
  const detachRequest = useCallback(
    (disk: Disk) =>
      apiRequest('instanceDiskDetach', {
        path: { instance: sel.instance },
        query: { project: sel.project },
        body: { disk: disk.id },
      }),
    [sel],
  )

  const snapshotAction = useCallback(
    (disk: Disk): RowAction => ({
      label: 'Create snapshot',
      disabled: snapshotReason(disk) ?? false,
      onActivate: () => {
        const name = generateName([disk.name])
        snapshot({
          query: { project: sel.project },
          body: { name, description: '', disk: disk.id },
        })
          .then(() =>
            addToast({
              content: (
                <>
                  Snapshot <ToastName>{name}</ToastName> created
                </>
              ),
              cta: { text: 'View snapshots', to: pb.snapshots(sel) },
            }),
          )
          .catch((e: Error) =>
            addToast({ variant: 'error', title: 'Could not create snapshot', content: e.message }),
          )
      },
    }),
    [snapshot, sel],
  )

  const bootActions = useCallback(
    (disk: Disk): RowAction[] => [
      snapshotAction(disk),
      {
        label: 'Unset as boot disk',
        disabled: unsetBootDiskReason(instance) ?? false,
        onActivate: () =>
          confirmAction({
            title: 'Unset boot disk',
            content: (
              <>
                <p>
                  Are you sure you want to unset <Strong>{disk.name}</Strong> as the boot disk? The
                  disk stays attached.
                </p>
                <p>{RECOMMEND_BOOT}</p>
              </>
            ),
            actionType: 'primary',
            actionText: 'Unset',
            errorTitle: 'Could not unset boot disk',
            requests: () => bootRequest(null),
            doAction: async () => {
              await setBoot(null)
              addToast({
                content: (
                  <>
                    Boot disk <ToastName>{disk.name}</ToastName> unset
                  </>
                ),
              })
            },
          }),
      },
      {
        label: 'Detach',
        disabled: detachDiskReason(instance, disk, true) ?? false,
        onActivate: () => {},
      },
    ],
    [snapshotAction, setBoot, bootRequest, instance],
  )

  const otherActions = useCallback(
    (disk: Disk): RowAction[] => [
      snapshotAction(disk),
      {
        label: 'Set as boot disk',
        disabled: setBootDiskReason(instance, disk) ?? false,
        onActivate: () =>
          confirmAction({
            title: bootDisk ? 'Change boot disk' : 'Set boot disk',
            content: bootDisk ? (
              <p>
                Are you sure you want to change the boot disk to <Strong>{disk.name}</Strong>?{' '}
                <Strong>{bootDisk.name}</Strong> stays attached, as an ordinary disk.
              </p>
            ) : (
              <p>
                Are you sure you want to set <Strong>{disk.name}</Strong> as the boot disk?
              </p>
            ),
            actionType: 'primary',
            actionText: bootDisk ? 'Change' : 'Set',
            errorTitle: 'Could not set boot disk',
            requests: () => bootRequest(disk.id),
            doAction: async () => {
              await setBoot(disk.id)
              addToast({
                content: (
                  <>
                    Boot disk set to <ToastName>{disk.name}</ToastName>
                  </>
                ),
              })
            },
          }),
      },
      {
        label: 'Detach',
        disabled: detachDiskReason(instance, disk, false) ?? false,
        onActivate: () =>
          confirmAction({
            title: 'Detach disk',
            content: (
              <p>
                Are you sure you want to detach <Strong>{disk.name}</Strong>? The disk is kept and
                can be attached again.
              </p>
            ),
            actionType: 'danger',
            actionText: 'Detach',
            errorTitle: 'Could not detach disk',
            requests: () => detachRequest(disk),
            doAction: async () => {
              const detached = await detach(detachRequest(disk))
              addProgressToast({
                name: disk.name,
                inProgress: isDiskTransitional(detached),
                doing: 'Detaching disk',
                done: ['Disk', 'detached'],
              })
            },
          }),
      },
    ],
    [snapshotAction, setBoot, bootRequest, detach, detachRequest, instance, bootDisk],
  )

  return { bootActions, otherActions }
}
