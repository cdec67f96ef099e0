import { type Control } from 'react-hook-form'

import { CheckboxField } from '~/components/form/choice-fields'
import { DescriptionField, NameField } from '~/components/form/text-field'

import { type InstanceCreateValues } from './form-values'
import { FormSection } from './layout'

/** Name, description and whether the instance starts once it exists. */
export function GeneralSection({ control }: { control: Control<InstanceCreateValues> }) {
  return (
    <FormSection title="General">
      <NameField
        name="name"
        control={control}
        autoFocus
        description="Also the instance's hostname"
      />
      <DescriptionField name="description" control={control} />
      <CheckboxField
        name="start"
        control={control}
        label="Start instance"
        description="Boot the instance as soon as it is created"
      />
    </FormSection>
  )
}
