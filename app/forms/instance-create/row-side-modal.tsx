/**
 * The side modal of the create form's "Create disk" and "Add network interface": it calls no
 * API, it hands the values back as a new row. Name (unique among the rows) and description
 * come first.
 */
import { type ReactNode } from 'react'
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'

import { NAME_IN_USE } from './section-boot-disk'

type Named = FieldValues & { name: string; description: string }

export function RowSideModal<V extends Named>({
  form,
  resourceName,
  title,
  subtitle,
  submitLabel,
  usedNames,
  onAdd,
  onDismiss,
  children,
}: {
  form: UseFormReturn<V>
  resourceName: string
  title?: string
  subtitle?: ReactNode
  submitLabel: string
  /** Names already taken by other rows. */
  usedNames: Set<string>
  onAdd: (values: V) => void
  onDismiss: () => void
  children: ReactNode
}) {
  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName={resourceName}
      title={title}
      subtitle={subtitle}
      submitLabel={submitLabel}
      onDismiss={onDismiss}
      onSubmit={(values) => {
        onAdd(values)
        onDismiss()
      }}
      loading={false}
      submitError={null}
    >
      <NameField
        name={'name' as Path<V>}
        control={form.control}
        autoFocus
        validate={(name) => (usedNames.has(name as string) ? NAME_IN_USE : undefined)}
      />
      <DescriptionField name={'description' as Path<V>} control={form.control} />
      {children}
    </SideModalForm>
  )
}
