/* What the project and silo image lists share: columns, properties, promote and demote. */
import { Link } from 'react-router'

import { type Image } from '~/api/__generated__/Api'
import { invalidate, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { ResourceProperties } from '~/components/resource-properties'
import {
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  sizeColumn,
  textColumn,
  type TableColumn,
} from '~/table/columns'
import { type RowAction } from '~/table/row-actions'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'
import { formatBytes } from '~/util/units'

/** name (opens its details), description, OS, version, size, created. */
export const imageColumns = (to: (image: Image) => string): TableColumn<Image>[] => [
  nameLinkColumn<Image>(to),
  descriptionColumn<Image>(),
  textColumn<Image>('os', 'OS'),
  textColumn<Image>('version'),
  sizeColumn<Image>('size'),
  dateColumn<Image>('timeCreated'),
]

export function ImageProperties({ image }: { image: Image }) {
  return (
    <ResourceProperties resource={image}>
      <PropertiesTable.Row label="Description">
        {image.description || <span className="text-tertiary">—</span>}
      </PropertiesTable.Row>
      <PropertiesTable.Row label="Visibility">
        {image.projectId ? 'This project' : 'Every project of the silo'}
      </PropertiesTable.Row>
      <PropertiesTable.Row label="OS">{image.os}</PropertiesTable.Row>
      <PropertiesTable.Row label="Version">{image.version}</PropertiesTable.Row>
      <PropertiesTable.Row label="Size">{formatBytes(image.size)}</PropertiesTable.Row>
      <PropertiesTable.Row label="Block size">{image.blockSize} bytes</PropertiesTable.Row>
    </ResourceProperties>
  )
}

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

/** "Promote": asks first, saying who will see the image, then moves it to the silo. */
export function usePromoteAction(project: string) {
  const { mutateAsync } = useApiMutation('imagePromote', {
    onSuccess: () => invalidate('imageList'),
  })
  return (image: Image): RowAction => ({
    label: 'Promote',
    onActivate: () =>
      confirmAction({
        title: 'Promote image',
        content: (
          <>
            <p>
              Are you sure you want to promote <Strong>{image.name}</Strong>?
            </p>
            <p>
              A promoted image is visible to every project of the silo, and leaves this project’s
              list for the{' '}
              <Link to={pb.siloImages()} className="text-accent underline underline-offset-2">
                silo images
              </Link>
              .
            </p>
          </>
        ),
        actionType: 'primary',
        actionText: 'Promote',
        errorTitle: 'Could not promote image',
        doAction: async () => {
          await mutateAsync({ path: { image: image.name }, query: { project } })
          addToast({
            content: (
              <>
                Image <ToastName>{image.name}</ToastName> promoted
              </>
            ),
            cta: { text: 'View silo images', to: pb.siloImages() },
          })
        },
      }),
  })
}
