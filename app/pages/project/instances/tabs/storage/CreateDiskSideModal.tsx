import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type ApiError } from '~/api/errors'
import { qAll, useApiMutation } from '~/api/client'
import {
  DescriptionField,
  ListboxField,
  NameField,
  NumberField,
  RadioField,
  SideModalForm,
} from '~/components/form'
import { addToast, ToastName } from '~/ui/toast'
import { MAX_DISK_SIZE_GiB } from '~/util/constants'
import { formatBytes } from '~/util/units'

import { type InstanceSelector } from '../../instance-data'
import {
  diskCreateBody,
  diskCreateDefaults,
  minSizeGiB,
  sizeForSource,
  type DiskCreateValues,
} from './disk-create'
import { invalidateDisks } from './storage-queries'

const SOURCES = [
  { value: 'blank', label: 'Blank' },
  { value: 'image', label: 'Image' },
  { value: 'snapshot', label: 'Snapshot' },
]

const BLOCK_SIZES = ['512', '2048', '4096'].map((b) => ({ value: b, label: `${b} bytes` }))

/**
 * "Create disk" on an instance: creates the disk, then attaches it. When the attach is refused
 * (the instance started meanwhile), the disk stays, detached, and an error toast says so.
 */
export function CreateDiskSideModal({
  sel,
  onDismiss,
}: {
  sel: InstanceSelector
  onDismiss: () => void
}) {
  const form = useForm<DiskCreateValues>({ defaultValues: diskCreateDefaults })
  const { control, setValue, getValues } = form
  const [source, imageId, snapshotId] = useWatch({
    control,
    name: ['source', 'imageId', 'snapshotId'],
  })
  const [submitError, setSubmitError] = useState<ApiError | null>(null)

  const siloImages = useQuery(qAll('imageList', {}))
  const projectImages = useQuery(qAll('imageList', { query: { project: sel.project } }))
  const snapshots = useQuery(qAll('snapshotList', { query: { project: sel.project } }))

  const images = [
    ...(projectImages.data?.items ?? []).map((i) => ({ ...i, scope: 'project' })),
    ...(siloImages.data?.items ?? []).map((i) => ({ ...i, scope: 'silo' })),
  ]
  const readySnapshots = (snapshots.data?.items ?? []).filter((s) => s.state === 'ready')

  const sourceBytes =
    source === 'image'
      ? images.find((i) => i.id === imageId)?.size
      : source === 'snapshot'
        ? readySnapshots.find((s) => s.id === snapshotId)?.size
        : undefined
  const minGiB = minSizeGiB(sourceBytes)

  const createDisk = useApiMutation('diskCreate')
  const attachDisk = useApiMutation('instanceDiskAttach')
  const loading = createDisk.isPending || attachDisk.isPending

  const onSubmit = async (values: DiskCreateValues) => {
    setSubmitError(null)
    let name: string
    try {
      name = (
        await createDisk.mutateAsync({
          query: { project: sel.project },
          body: diskCreateBody(values),
        })
      ).name
    } catch (e) {
      setSubmitError(e as ApiError)
      return
    }
    invalidateDisks()
    addToast({
      content: (
        <>
          Disk <ToastName>{name}</ToastName> created
        </>
      ),
    })
    try {
      await attachDisk.mutateAsync({
        path: { instance: sel.instance },
        query: { project: sel.project },
        body: { disk: name },
      })
      addToast({
        content: (
          <>
            Disk <ToastName>{name}</ToastName> attached
          </>
        ),
      })
    } catch (e) {
      addToast({
        variant: 'error',
        title: 'Could not attach disk',
        content: (e as ApiError).message,
      })
    }
    invalidateDisks()
    onDismiss()
  }

  const pickSource = (bytes: number | undefined) => {
    if (bytes !== undefined) setValue('sizeGiB', sizeForSource(getValues('sizeGiB'), bytes))
  }

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="disk"
      subtitle={
        <>
          Attached to <span className="text-fg">{sel.instance}</span> once created
        </>
      }
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      loading={loading}
      submitError={submitError}
    >
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <RadioField
        name="source"
        label="Source"
        control={control}
        required
        items={SOURCES}
        description="An empty disk, or a copy of an image (silo or project) or of a snapshot of this project"
        layout="cards"
      />
      {source === 'blank' && (
        <ListboxField
          name="blockSize"
          label="Block size"
          control={control}
          required
          items={BLOCK_SIZES}
        />
      )}
      {source === 'image' && (
        <ListboxField
          name="imageId"
          label="Image"
          control={control}
          required
          isLoading={siloImages.isPending || projectImages.isPending}
          placeholder="Select an image"
          noItemsPlaceholder="No images available"
          items={images.map((i) => ({
            value: i.id,
            selectedLabel: i.name,
            label: (
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate">{i.name}</span>
                <span className="shrink-0 text-xs text-tertiary">
                  {i.scope} · {formatBytes(i.size)}
                </span>
              </span>
            ),
          }))}
          onChange={(id) => pickSource(images.find((i) => i.id === id)?.size)}
        />
      )}
      {source === 'snapshot' && (
        <ListboxField
          name="snapshotId"
          label="Snapshot"
          control={control}
          required
          isLoading={snapshots.isPending}
          placeholder="Select a snapshot"
          noItemsPlaceholder="No ready snapshots in this project"
          items={readySnapshots.map((s) => ({
            value: s.id,
            selectedLabel: s.name,
            label: (
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate">{s.name}</span>
                <span className="shrink-0 text-xs text-tertiary">{formatBytes(s.size)}</span>
              </span>
            ),
          }))}
          onChange={(id) => pickSource(readySnapshots.find((s) => s.id === id)?.size)}
        />
      )}
      <NumberField
        name="sizeGiB"
        label="Size"
        control={control}
        required
        units="GiB"
        min={minGiB}
        max={MAX_DISK_SIZE_GiB}
        description={
          sourceBytes === undefined
            ? `Between ${minGiB} and ${MAX_DISK_SIZE_GiB} GiB`
            : `At least ${minGiB} GiB to hold the ${source} (${formatBytes(sourceBytes)})`
        }
      />
    </SideModalForm>
  )
}
