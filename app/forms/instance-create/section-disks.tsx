import { useState } from 'react'
import { useController, useWatch, type UseFormReturn } from 'react-hook-form'

import { type InstanceDiskAttachment } from '~/api/__generated__/Api'
import { MAX_DISKS_PER_INSTANCE } from '~/api/__generated__/limits'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { AddIcon } from '~/ui/icons'
import { formatBytes } from '~/util/units'

import { type FormData } from './data'
import { AttachDiskModal, CreateDiskModal } from './disk-modals'
import { type InstanceCreateValues } from './form-values'
import { FormSection, MiniTable } from './layout'
import { usedDiskNames } from './section-boot-disk'

type Form = UseFormReturn<InstanceCreateValues>

const TOO_MANY_DISKS = `An instance can have at most ${MAX_DISKS_PER_INSTANCE} disks, including the boot disk`

/** A new boot disk's chosen name is taken too. */
function withBootName(names: Set<string>, v: InstanceCreateValues) {
  const boot = v.bootDiskName.trim()
  if (v.bootSource !== 'disk' && boot) names.add(boot)
  return names
}

/** Disks besides the boot disk: new ones made with the instance, or detached ones attached. */
export function DisksSection({ form, data }: { form: Form; data: FormData }) {
  const { field } = useController({ control: form.control, name: 'disks' })
  const rows = field.value
  const [bootSource, bootDiskAttach] = useWatch({
    control: form.control,
    name: ['bootSource', 'bootDiskAttach'],
  })
  const [modal, setModal] = useState<'create' | 'attach' | null>(null)

  const total = rows.length + 1 // the boot disk counts
  const full = total >= MAX_DISKS_PER_INSTANCE ? TOO_MANY_DISKS : undefined
  const add = (disk: InstanceDiskAttachment) => field.onChange([...rows, disk])
  const sizeOf = (d: InstanceDiskAttachment) =>
    d.type === 'create' ? d.size : data.disks.find((x) => x.name === d.name)?.size
  const chosen = new Set(rows.map((d) => d.name))
  if (bootSource === 'disk' && bootDiskAttach) chosen.add(bootDiskAttach)

  return (
    <FormSection
      title="Additional disks"
      description={`Disks besides the boot disk, created or attached with the instance. Up to ${MAX_DISKS_PER_INSTANCE} disks in all, the boot disk included.`}
    >
      <MiniTable
        label="Additional disks"
        rows={rows}
        rowKey={(d) => d.name}
        rowName={(d) => `disk ${d.name}`}
        onRemove={(d) => field.onChange(rows.filter((r) => r !== d))}
        empty={{ title: 'No disks', body: 'Disks you create or attach are listed here' }}
        columns={[
          { header: 'Name', cell: (d) => <span className="text-fg">{d.name}</span> },
          {
            header: 'Action',
            cell: (d) => <Badge color={d.type === 'create' ? 'accent' : 'info'}>{d.type}</Badge>,
          },
          {
            header: 'Source',
            cell: (d) => {
              if (d.type === 'attach') return 'Existing disk'
              if (d.diskBackend.type === 'local') return 'Local'
              const s = d.diskBackend.diskSource
              const image =
                s.type === 'image' &&
                [...data.projectImages, ...data.siloImages].find((i) => i.id === s.imageId)
              const snap =
                s.type === 'snapshot' && data.snapshots.find((x) => x.id === s.snapshotId)
              return image ? `Image ${image.name}` : snap ? `Snapshot ${snap.name}` : 'Blank'
            },
          },
          {
            header: 'Size',
            cell: (d) => {
              const size = sizeOf(d)
              return size === undefined ? '—' : formatBytes(size)
            },
          },
        ]}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setModal('create')}
          disabled={!!full}
          disabledReason={full}
        >
          <AddIcon size={12} />
          Create new disk
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setModal('attach')}
          disabled={!!full}
          disabledReason={full}
        >
          Attach existing disk
        </Button>
        <span className="ml-1 text-xs text-tertiary" aria-live="polite">
          {total} of {MAX_DISKS_PER_INSTANCE} disks, with the boot disk
        </span>
      </div>
      {modal === 'create' && (
        <CreateDiskModal
          data={data}
          usedNames={withBootName(usedDiskNames(data, form.getValues()), form.getValues())}
          onAdd={add}
          onDismiss={() => setModal(null)}
        />
      )}
      {modal === 'attach' && (
        <AttachDiskModal
          data={data}
          excluded={chosen}
          onAdd={add}
          onDismiss={() => setModal(null)}
        />
      )}
    </FormSection>
  )
}
