import { type Image } from '~/api/__generated__/Api'
import { ResourceProperties } from '~/components/resource-properties'
import { PropertiesTable } from '~/ui/page-header'
import { formatBytes } from '~/util/units'

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

export const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)
