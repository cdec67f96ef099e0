import { type ReactNode } from 'react'

import { PropertiesTable } from '~/ui/page-header'
import { formatDateTime } from '~/util/date'

type Identified = { id: string; timeCreated: Date | string; timeModified: Date | string }

/**
 * The ID (with copy), created and updated rows every detail and edit view shows, followed by
 * any rows of the resource's own.
 */
export function ResourceProperties({
  resource,
  children,
  className = 'mb-6',
}: {
  resource: Identified
  children?: ReactNode
  className?: string
}) {
  return (
    <PropertiesTable className={className}>
      <PropertiesTable.IdRow id={resource.id} />
      <PropertiesTable.Row label="Created">
        {formatDateTime(resource.timeCreated)}
      </PropertiesTable.Row>
      <PropertiesTable.Row label="Updated">
        {formatDateTime(resource.timeModified)}
      </PropertiesTable.Row>
      {children}
    </PropertiesTable>
  )
}
