import { type UseQueryResult } from '@tanstack/react-query'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { type Project } from '~/api/__generated__/Api'

import { type FieldProps } from './field'
import { ListboxField } from './listbox-field'

/** "Project": one of the silo's projects, from a project list the form has asked for. */
export function ProjectListboxField<T extends FieldValues, N extends FieldPath<T>>({
  projects,
  onChange,
  ...field
}: FieldProps<T, N> & {
  projects: UseQueryResult<{ items: Project[] }>
  onChange?: (value: string) => void
}) {
  return (
    <ListboxField
      {...field}
      label="Project"
      required
      isLoading={projects.isPending}
      placeholder="Select a project"
      noItemsPlaceholder="No projects"
      items={(projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
      onChange={onChange}
    />
  )
}
