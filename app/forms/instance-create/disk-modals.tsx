/**
 * The two ways to add a disk to the instance being created. Neither calls the API: they add a
 * row, and the disks are created or attached with the instance.
 */
import { useForm, useWatch } from 'react-hook-form'

import { type InstanceDiskAttachment } from '~/api/__generated__/Api'
import {
  MAX_DISTRIBUTED_DISK_SIZE_GiB as MAX_DISK_SIZE_GiB,
  MIN_DISK_SIZE_GiB,
} from '~/api/__generated__/limits'
import { diskCan, snapshotCan } from '~/api/capabilities'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { ComboboxField } from '~/components/form/combobox-field'
import { ListboxField } from '~/components/form/listbox-field'
import { ModalForm } from '~/components/form/modal-form'
import { NumberField } from '~/components/form/number-field'
import { formatBytes, GiB } from '~/util/units'

import { DISK_TYPES, LOCAL_SIZE_HINT } from '../disk-create-values'
import { type FormData } from './data'
import { bumpedDiskSizeGiB, DEFAULT_DISK_SIZE_GiB, minDiskSizeGiB } from './form-values'
import { RowSideModal } from './row-side-modal'

type DiskValues = {
  name: string
  description: string
  diskType: 'distributed' | 'local'
  size: number
  source: 'blank' | 'image' | 'snapshot'
  blockSize: '512' | '2048' | '4096'
  imageId: string
  snapshotId: string
  readOnly: boolean
}

const diskDefaults: DiskValues = {
  name: '',
  description: '',
  diskType: 'distributed',
  size: DEFAULT_DISK_SIZE_GiB,
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
  readOnly: false,
}

function toDiskRow(v: DiskValues): InstanceDiskAttachment {
  const base = { type: 'create' as const, name: v.name, description: v.description }
  // a local disk has no source: it starts empty, with 4096-byte blocks
  if (v.diskType === 'local') return { ...base, size: v.size * GiB, diskBackend: { type: 'local' } }
  const diskSource =
    v.source === 'image'
      ? { type: 'image' as const, imageId: v.imageId, readOnly: v.readOnly }
      : v.source === 'snapshot'
        ? { type: 'snapshot' as const, snapshotId: v.snapshotId, readOnly: v.readOnly }
        : { type: 'blank' as const, blockSize: Number(v.blockSize) as 512 | 2048 | 4096 }
  return { ...base, size: v.size * GiB, diskBackend: { type: 'distributed', diskSource } }
}

/**
 * "Create disk": a new disk made with the instance: distributed (blank, from an image or from a
 * snapshot) or local (empty, on the instance's sled; no largest size in the API).
 */
export function CreateDiskModal({
  data,
  usedNames,
  onAdd,
  onDismiss,
}: {
  data: FormData
  /** Existing disks and the disks this form already creates. */
  usedNames: Set<string>
  onAdd: (disk: InstanceDiskAttachment) => void
  onDismiss: () => void
}) {
  const form = useForm<DiskValues>({ defaultValues: diskDefaults })
  const [diskType, source, imageId, snapshotId] = useWatch({
    control: form.control,
    name: ['diskType', 'source', 'imageId', 'snapshotId'],
  })
  const distributed = diskType === 'distributed'
  // project images first: they are the ones made for this project
  const images = [...data.projectImages, ...data.siloImages]
  const snapshots = data.snapshots.filter(snapshotCan.createDisk)
  const sourceSize = !distributed
    ? undefined
    : source === 'image'
      ? images.find((i) => i.id === imageId)?.size
      : source === 'snapshot'
        ? snapshots.find((s) => s.id === snapshotId)?.size
        : undefined
  const bump = (size: number | undefined) => {
    if (size === undefined) return
    const current = form.getValues('size')
    const next = bumpedDiskSizeGiB(current, size)
    if (next !== current) form.setValue('size', next, { shouldValidate: true })
  }

  return (
    <RowSideModal
      form={form}
      resourceName="disk"
      subtitle="The disk is created with the instance"
      submitLabel="Add disk"
      usedNames={usedNames}
      onAdd={(values) => onAdd(toDiskRow(values))}
      onDismiss={onDismiss}
    >
      <RadioField
        name="diskType"
        control={form.control}
        label="Disk type"
        required
        items={DISK_TYPES}
        description="Most workloads want distributed disks; local disks suit scratch data that can be lost"
      />
      {distributed && (
        <RadioField
          name="source"
          control={form.control}
          label="Source"
          required
          layout="cards"
          items={[
            { value: 'blank', label: 'Blank' },
            { value: 'image', label: 'Image', disabled: images.length === 0 },
            { value: 'snapshot', label: 'Snapshot', disabled: snapshots.length === 0 },
          ]}
        />
      )}
      {distributed && source === 'blank' && (
        <RadioField
          name="blockSize"
          control={form.control}
          label="Block size"
          required
          layout="cards"
          items={['512', '2048', '4096'].map((b) => ({ value: b, label: `${b} bytes` }))}
        />
      )}
      {distributed && source === 'image' && (
        <ListboxField
          name="imageId"
          control={form.control}
          label="Source image"
          required
          placeholder="Select an image"
          onChange={(id) => bump(images.find((i) => i.id === id)?.size)}
          items={images.map((i) => ({
            value: i.id,
            selectedLabel: i.name,
            label: (
              <>
                <span className="block text-fg">{i.name}</span>
                <span className="block text-xs text-tertiary">
                  {[i.os, i.version, formatBytes(i.size)].join(' · ')} ·{' '}
                  {i.projectId ? 'Project image' : 'Silo image'}
                </span>
              </>
            ),
          }))}
        />
      )}
      {distributed && source === 'snapshot' && (
        <ListboxField
          name="snapshotId"
          control={form.control}
          label="Source snapshot"
          required
          placeholder="Select a snapshot"
          onChange={(id) => bump(snapshots.find((s) => s.id === id)?.size)}
          items={snapshots.map((s) => ({
            value: s.id,
            selectedLabel: s.name,
            label: (
              <>
                <span className="block text-fg">{s.name}</span>
                <span className="block text-xs text-tertiary">{formatBytes(s.size)}</span>
              </>
            ),
          }))}
        />
      )}
      <NumberField
        name="size"
        control={form.control}
        required
        min={sourceSize ? minDiskSizeGiB(sourceSize) : MIN_DISK_SIZE_GiB}
        max={distributed ? MAX_DISK_SIZE_GiB : undefined}
        units="GiB"
        className="max-w-52"
        description={distributed ? undefined : LOCAL_SIZE_HINT}
      />
      {distributed && source !== 'blank' && (
        <CheckboxField name="readOnly" control={form.control} label="Make disk read-only" />
      )}
    </RowSideModal>
  )
}

/** "Attach disk": one of the project's detached disks, not already chosen in this form. */
export function AttachDiskModal({
  data,
  excluded,
  onAdd,
  onDismiss,
}: {
  data: FormData
  /** Disks already chosen (as the boot disk or another disk). */
  excluded: Set<string>
  onAdd: (disk: InstanceDiskAttachment) => void
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { disk: '' } })
  const disks = data.disks.filter((d) => diskCan.attachToNewInstance(d) && !excluded.has(d.name))
  return (
    <ModalForm
      form={form}
      title="Attach disk"
      submitLabel="Attach disk"
      onDismiss={onDismiss}
      onSubmit={({ disk }) => {
        onAdd({ type: 'attach', name: disk })
        onDismiss()
      }}
      loading={false}
      submitError={null}
      submitDisabled={disks.length === 0 ? 'No detached disks to attach' : undefined}
    >
      <ComboboxField
        name="disk"
        control={form.control}
        label="Disk"
        required
        placeholder={disks.length ? 'Select a disk' : 'No detached disks'}
        description="Disks of this project that no instance uses"
        items={disks.map((d) => ({
          value: d.name,
          label: d.name,
          description: [formatBytes(d.size), d.description].filter(Boolean).join(' · '),
        }))}
      />
    </ModalForm>
  )
}
