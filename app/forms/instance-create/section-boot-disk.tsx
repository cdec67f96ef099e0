import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router'

import { type Image } from '~/api/__generated__/Api'
import { MAX_DISTRIBUTED_DISK_SIZE_GiB as MAX_DISK_SIZE_GiB } from '~/api/__generated__/limits'
import { diskCan, snapshotCan } from '~/api/capabilities'
import { pb } from '~/api/path-builder'
import { CheckboxField } from '~/components/form/choice-fields'
import { ComboboxField, type ComboboxItem } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { NameField } from '~/components/form/text-field'
import { Message } from '~/ui/message'
import { formatBytes } from '~/util/units'

import { type FormData, type SectionProps } from './data'
import {
  bumpedDiskSizeGiB,
  minDiskSizeGiB,
  type BootSource,
  type InstanceCreateValues,
} from './form-values'
import { EmptyBox, FormSection, FormTabs, type FormTab } from './layout'

type Form = UseFormReturn<InstanceCreateValues>

export const NAME_IN_USE = 'Name is already in use'

const imageItems = (images: Image[]): ComboboxItem[] =>
  images.map((i) => ({
    value: i.id,
    label: i.name,
    description: [i.os, i.version, formatBytes(i.size)].filter(Boolean).join(' · '),
  }))

/** The image or snapshot a new boot disk is made from, whichever tab is chosen. */
function useBootSource(form: Form, data: FormData): { name: string; size: number } | null {
  const [source, siloImageId, projectImageId, snapshotId] = useWatch({
    control: form.control,
    name: ['bootSource', 'siloImageId', 'projectImageId', 'snapshotId'],
  })
  return bootSourceOf(data, { bootSource: source, siloImageId, projectImageId, snapshotId })
}

export function bootSourceOf(
  data: FormData,
  v: Pick<InstanceCreateValues, 'bootSource' | 'siloImageId' | 'projectImageId' | 'snapshotId'>,
): { name: string; size: number } | null {
  switch (v.bootSource) {
    case 'siloImage':
      return data.siloImages.find((i) => i.id === v.siloImageId) ?? null
    case 'projectImage':
      return data.projectImages.find((i) => i.id === v.projectImageId) ?? null
    case 'snapshot':
      return data.snapshots.find((s) => s.id === v.snapshotId) ?? null
    case 'disk':
      return null
  }
}

/** Names of disks that exist or that this form will create, for the "in use" check. */
export function usedDiskNames(data: FormData, values: InstanceCreateValues): Set<string> {
  const names = new Set(data.disks.map((d) => d.name))
  for (const d of values.disks) if (d.type === 'create') names.add(d.name)
  return names
}

/** Name, size and read-only flag of a boot disk made from an image or a snapshot. */
function NewDiskFields({ form, data }: { form: Form; data: FormData }) {
  const source = useBootSource(form, data)
  const min = source ? minDiskSizeGiB(source.size) : 1
  return (
    <>
      <NumberField
        name="bootDiskSize"
        control={form.control}
        label="Disk size"
        required
        min={min}
        max={MAX_DISK_SIZE_GiB}
        units="GiB"
        description={
          source ? `At least the size of ${source.name} (${min} GiB)` : 'Between 1 and 1023 GiB'
        }
        className="max-w-52"
      />
      <NameField
        name="bootDiskName"
        control={form.control}
        label="Disk name"
        required={false}
        description="Leave empty to get a generated name"
        validate={(name, values) =>
          name && usedDiskNames(data, values).has(name) ? NAME_IN_USE : undefined
        }
      />
      <CheckboxField name="bootDiskReadOnly" control={form.control} label="Make disk read-only" />
    </>
  )
}

/** Picks an image or snapshot and bumps the disk size when the source does not fit. */
function SourcePicker({
  form,
  name,
  label,
  placeholder,
  items,
  sizeOf,
}: {
  form: Form
  name: 'siloImageId' | 'projectImageId' | 'snapshotId'
  label: string
  placeholder: string
  items: ComboboxItem[]
  sizeOf: (id: string) => number | undefined
}) {
  return (
    <ComboboxField
      name={name}
      control={form.control}
      label={label}
      required
      placeholder={placeholder}
      items={items}
      onChange={(id) => {
        const size = sizeOf(id)
        if (size === undefined) return
        const current = form.getValues('bootDiskSize')
        const next = bumpedDiskSizeGiB(current, size)
        if (next !== current) form.setValue('bootDiskSize', next, { shouldValidate: true })
      }}
    />
  )
}

/** The boot disk: a new disk from a silo image, project image or snapshot, or an existing disk. */
export function BootDiskSection({ form, data, project }: SectionProps) {
  const [bootSource, otherDisks] = useWatch({
    control: form.control,
    name: ['bootSource', 'disks'],
  })
  const snapshots = data.snapshots.filter(snapshotCan.createDisk)
  // a disk already attached as another disk cannot be the boot disk too
  const taken = new Set(otherDisks.map((d) => d.name))
  const detached = data.disks.filter((d) => diskCan.attachToNewInstance(d) && !taken.has(d.name))
  const nothing =
    data.siloImages.length === 0 &&
    data.projectImages.length === 0 &&
    snapshots.length === 0 &&
    data.disks.filter(diskCan.attachToNewInstance).length === 0
  const diskName = (id: string) => data.disks.find((d) => d.id === id)?.name

  const tabs: FormTab<BootSource>[] = [
    {
      id: 'siloImage',
      label: 'Silo images',
      content:
        data.siloImages.length === 0 ? (
          <EmptyBox
            title="No silo images found"
            body="Project images promoted to the silo are listed here"
          />
        ) : (
          <>
            <SourcePicker
              form={form}
              name="siloImageId"
              label="Image"
              placeholder="Select a silo image"
              items={imageItems(data.siloImages)}
              sizeOf={(id) => data.siloImages.find((i) => i.id === id)?.size}
            />
            <NewDiskFields form={form} data={data} />
          </>
        ),
    },
    {
      id: 'projectImage',
      label: 'Project images',
      content:
        data.projectImages.length === 0 ? (
          <EmptyBox
            title="No project images found"
            body="Images uploaded to this project are listed here"
            action={
              <Link
                to={pb.projectImages({ project })}
                className="text-sm text-accent hover:underline"
              >
                Go to project images
              </Link>
            }
          />
        ) : (
          <>
            <SourcePicker
              form={form}
              name="projectImageId"
              label="Image"
              placeholder="Select a project image"
              items={imageItems(data.projectImages)}
              sizeOf={(id) => data.projectImages.find((i) => i.id === id)?.size}
            />
            <NewDiskFields form={form} data={data} />
          </>
        ),
    },
    {
      id: 'snapshot',
      label: 'Snapshots',
      content:
        snapshots.length === 0 ? (
          <EmptyBox
            title="No snapshots found"
            body="Snapshot a disk of this project to boot from a copy of it"
          />
        ) : (
          <>
            <SourcePicker
              form={form}
              name="snapshotId"
              label="Snapshot"
              placeholder="Select a snapshot"
              items={snapshots.map((s) => {
                const from = diskName(s.diskId)
                return {
                  value: s.id,
                  label: s.name,
                  description: [formatBytes(s.size), from && `from ${from}`]
                    .filter(Boolean)
                    .join(' · '),
                }
              })}
              sizeOf={(id) => snapshots.find((s) => s.id === id)?.size}
            />
            <NewDiskFields form={form} data={data} />
          </>
        ),
    },
    {
      id: 'disk',
      label: 'Existing disks',
      content:
        detached.length === 0 ? (
          <EmptyBox
            title="No detached disks found"
            body="None of this project’s disks is free to boot a new instance"
          />
        ) : (
          <ComboboxField
            name="bootDiskAttach"
            control={form.control}
            label="Disk"
            required
            placeholder="Select a disk"
            description="Disks of this project that no instance uses"
            items={detached.map((d) => ({
              value: d.name,
              label: d.name,
              description: [formatBytes(d.size), d.description].filter(Boolean).join(' · '),
            }))}
          />
        ),
    },
  ]

  return (
    <FormSection
      title="Boot disk"
      description="The disk the instance boots from: a new disk made from an image or a snapshot, or a disk you already have."
    >
      {nothing && (
        <Message
          variant="notice"
          content="A boot disk comes from an image, a snapshot or a detached disk, and this project has none."
        />
      )}
      <FormTabs
        label="Boot disk source"
        selected={bootSource}
        onChange={(next) => form.setValue('bootSource', next, { shouldDirty: true })}
        tabs={tabs}
      />
    </FormSection>
  )
}
