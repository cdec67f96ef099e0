import { useId } from 'react'
import { useController, useWatch, type UseFormReturn } from 'react-hook-form'

import {
  MAX_VCPUS_PER_INSTANCE as INSTANCE_MAX_CPU,
  MAX_MEMORY_GiB_PER_INSTANCE as INSTANCE_MAX_RAM_GiB,
  MIN_VCPUS_PER_INSTANCE as INSTANCE_MIN_CPU,
  MIN_MEMORY_GiB_PER_INSTANCE as INSTANCE_MIN_RAM_GiB,
} from '~/api/__generated__/limits'
import { NumberField } from '~/components/form/number-field'
import { cn } from '~/ui/cn'
import { CheckIcon } from '~/ui/icons'

import { validateMemoryGiB, validateNcpus } from '../instance-size'
import {
  HARDWARE_TABS,
  presetsOf,
  type HardwareTab,
  type InstanceCreateValues,
} from './form-values'
import { FormSection, FormTabs } from './layout'

/** The tab's machine types as radio cards, four in a row. */
function PresetCards({
  form,
  tab,
}: {
  form: UseFormReturn<InstanceCreateValues>
  tab: HardwareTab
}) {
  const { field } = useController({ control: form.control, name: 'presetId' })
  const legendId = useId()
  return (
    <fieldset aria-labelledby={legendId}>
      <div id={legendId} className="sr-only">
        Machine type
      </div>
      <div className="grid max-w-3xl grid-cols-2 gap-2 sm:grid-cols-4">
        {presetsOf(tab).map((p) => (
          <label
            key={p.id}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-lg border border-line-strong bg-default px-3.5 py-3 transition-colors hover:bg-hover',
              'has-[:checked]:border-accent-line has-[:checked]:bg-accent-dim has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-line',
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={p.id}
              checked={field.value === p.id}
              onChange={() => field.onChange(p.id)}
              onBlur={field.onBlur}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="text-[0.9375rem] font-medium text-fg">
              {p.ncpus} <span className="text-sm font-normal text-secondary">vCPUs</span>
            </span>
            <span className="text-sm text-tertiary peer-checked:text-secondary">
              {p.memory} GiB RAM
            </span>
            <CheckIcon
              size={12}
              className="absolute top-3 right-3 hidden text-accent peer-checked:block"
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function CustomFields({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  return (
    <div className="flex max-w-lg flex-wrap gap-4 [&>*]:w-52">
      <NumberField
        name="ncpus"
        control={form.control}
        label="vCPUs"
        required
        min={INSTANCE_MIN_CPU}
        max={INSTANCE_MAX_CPU}
        boundsMessage={validateNcpus}
        description={`Up to ${INSTANCE_MAX_CPU}`}
      />
      <NumberField
        name="memory"
        control={form.control}
        label="Memory"
        required
        min={INSTANCE_MIN_RAM_GiB}
        max={INSTANCE_MAX_RAM_GiB}
        boundsMessage={validateMemoryGiB}
        units="GiB"
        description={`${INSTANCE_MIN_RAM_GiB} to ${INSTANCE_MAX_RAM_GiB} GiB`}
      />
    </div>
  )
}

/** Machine presets on tabs, or a custom number of vCPUs and memory. */
export function HardwareSection({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const tab = useWatch({ control: form.control, name: 'hardwareTab' })
  return (
    <FormSection
      title="Hardware"
      description="Pick a machine type with a balance of vCPUs and memory that suits most workloads, or set your own."
    >
      <FormTabs
        label="Machine types"
        selected={tab}
        onChange={(next) => {
          form.setValue('hardwareTab', next, { shouldDirty: true })
          // a preset tab starts at its smallest machine
          const first = presetsOf(next)[0]
          if (first) form.setValue('presetId', first.id, { shouldDirty: true })
        }}
        tabs={HARDWARE_TABS.map((t) => ({
          id: t.id,
          label: t.label,
          content:
            t.id === 'custom' ? (
              <CustomFields form={form} />
            ) : (
              <PresetCards form={form} tab={t.id} />
            ),
        }))}
      />
    </FormSection>
  )
}
