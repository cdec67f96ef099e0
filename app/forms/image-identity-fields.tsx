/**
 * What names an image, in every form that makes one (from a snapshot, from an uploaded file):
 * name, description, OS and version.
 */
import { type Control } from 'react-hook-form'

import { DescriptionField, NameField, TextField } from '~/components/form/text-field'

export type ImageIdentity = { name: string; description: string; os: string; version: string }

export function ImageIdentityFields<T extends ImageIdentity>({
  control,
  autoFocus,
}: {
  control: Control<T>
  autoFocus?: boolean
}) {
  // the four fields exist in any T of this shape
  const c = control as unknown as Control<ImageIdentity>
  return (
    <>
      <NameField name="name" control={c} autoFocus={autoFocus} />
      <DescriptionField name="description" control={c} />
      <TextField
        name="os"
        label="OS"
        control={c}
        required
        description="The operating system's family, e.g. ubuntu"
      />
      <TextField name="version" label="Version" control={c} required description="e.g. 24.04" />
    </>
  )
}
