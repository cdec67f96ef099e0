/**
 * The fields of a new disk, shared by the disks page's create form (disk-create.tsx) and the
 * instance storage tab's "Create disk" (which attaches the disk once it exists): name,
 * description, type, source (blank with its block size, an image or a snapshot), read-only and
 * size, with the size rules of disk-create-values.ts.
 */
import { useQuery } from '@tanstack/react-query'
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { type Image } from '~/api/__generated__/Api'
import { MAX_DISTRIBUTED_DISK_SIZE_GiB as MAX_DISK_SIZE_GiB } from '~/api/__generated__/limits'
import { snapshotCan } from '~/api/capabilities'
import { qAll } from '~/api/client'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { formatDateTime } from '~/util/date'
import { formatBytes } from '~/util/units'

import {
  DISK_TYPES,
  LOCAL_SIZE_HINT,
  minDiskGiB,
  sizeAfterSource,
  type DiskFormValues,
} from './disk-create-values'

const SOURCES = [
  { value: 'blank', label: 'Blank' },
  { value: 'image', label: 'Image' },
  { value: 'snapshot', label: 'Snapshot' },
]

const BLOCK_SIZES = ['512', '2048', '4096'].map((b) => ({ value: b, label: `${b} bytes` }))

function SourceItem({ name, detail }: { name: string; detail: string }) {
  return (
    <span className="flex items-baseline justify-between gap-3">
      <span className="truncate">{name}</span>
      <span className="shrink-0 text-xs text-tertiary">{detail}</span>
    </span>
  )
}

const imageDetail = (i: Image, scope: string) =>
  [i.os, i.version, formatBytes(i.size), scope].filter(Boolean).join(' · ')

export function DiskCreateFields({
  form,
  project,
}: {
  form: UseFormReturn<DiskFormValues>
  project: string
}) {
  const { control, setValue, getValues } = form
  const [diskType, source, imageId, snapshotId] = useWatch({
    control,
    name: ['diskType', 'source', 'imageId', 'snapshotId'],
  })

  const projectImages = useQuery(qAll('imageList', { query: { project } }))
  const siloImages = useQuery(qAll('imageList', {}))
  const snapshots = useQuery(qAll('snapshotList', { query: { project } }))
  // project images first: they are what this project made for itself
  const images = [
    ...(projectImages.data?.items ?? []).map((i) => ({ image: i, scope: 'project image' })),
    ...(siloImages.data?.items ?? []).map((i) => ({ image: i, scope: 'silo image' })),
  ]
  const readySnapshots = (snapshots.data?.items ?? []).filter(snapshotCan.createDisk)

  const distributed = diskType === 'distributed'
  const sourceBytes = !distributed
    ? undefined
    : source === 'image'
      ? images.find((i) => i.image.id === imageId)?.image.size
      : source === 'snapshot'
        ? readySnapshots.find((s) => s.id === snapshotId)?.size
        : undefined
  const minGiB = minDiskGiB(sourceBytes)

  const pickSource = (bytes: number | undefined) => {
    if (bytes !== undefined) setValue('sizeGiB', sizeAfterSource(getValues('sizeGiB'), bytes))
  }

  return (
    <>
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <RadioField
        name="diskType"
        label="Disk type"
        control={control}
        required
        items={DISK_TYPES}
        description="Most workloads want distributed disks; local disks suit scratch data that can be lost"
      />
      {distributed && (
        <RadioField
          name="source"
          label="Source"
          control={control}
          required
          items={SOURCES}
          layout="cards"
          description="An empty disk, or a copy of an image or of a snapshot of this project"
        />
      )}
      {distributed && source === 'blank' && (
        <ListboxField
          name="blockSize"
          label="Block size"
          control={control}
          required
          items={BLOCK_SIZES}
        />
      )}
      {distributed && source === 'image' && (
        <ListboxField
          name="imageId"
          label="Source image"
          control={control}
          required
          isLoading={siloImages.isPending || projectImages.isPending}
          placeholder="Select an image"
          noItemsPlaceholder="No images available"
          items={images.map(({ image, scope }) => ({
            value: image.id,
            selectedLabel: image.name,
            label: <SourceItem name={image.name} detail={imageDetail(image, scope)} />,
          }))}
          onChange={(id) => pickSource(images.find((i) => i.image.id === id)?.image.size)}
        />
      )}
      {distributed && source === 'snapshot' && (
        <ListboxField
          name="snapshotId"
          label="Source snapshot"
          control={control}
          required
          isLoading={snapshots.isPending}
          placeholder="Select a snapshot"
          noItemsPlaceholder="No ready snapshots in this project"
          items={readySnapshots.map((s) => ({
            value: s.id,
            selectedLabel: s.name,
            label: (
              <SourceItem
                name={s.name}
                detail={`${formatDateTime(s.timeCreated)} · ${formatBytes(s.size)}`}
              />
            ),
          }))}
          onChange={(id) => pickSource(readySnapshots.find((s) => s.id === id)?.size)}
        />
      )}
      {distributed && source !== 'blank' && (
        <CheckboxField
          name="readOnly"
          label="Make disk read-only"
          control={control}
          description="A read-only disk cannot be written to or snapshotted"
        />
      )}
      <NumberField
        name="sizeGiB"
        label="Size"
        control={control}
        required
        units="GiB"
        min={minGiB}
        max={distributed ? MAX_DISK_SIZE_GiB : undefined}
        description={
          !distributed
            ? LOCAL_SIZE_HINT
            : sourceBytes === undefined
              ? `Between ${minGiB} and ${MAX_DISK_SIZE_GiB} GiB`
              : `At least ${minGiB} GiB to hold the ${source} (${formatBytes(sourceBytes)})`
        }
      />
    </>
  )
}
