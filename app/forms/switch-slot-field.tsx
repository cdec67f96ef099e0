import { type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { RadioField } from '~/components/form/choice-fields'

/** Which of the rack's two switches, as cards: the rack networking forms' "Switch" field. */
export function SwitchSlotField<T extends FieldValues>({
  name,
  control,
}: {
  name: FieldPath<T>
  control: Control<T>
}) {
  return (
    <RadioField
      name={name}
      label="Switch"
      control={control}
      required
      layout="cards"
      items={[
        { value: 'switch0', label: 'switch0 (upper)' },
        { value: 'switch1', label: 'switch1 (lower)' },
      ]}
    />
  )
}
