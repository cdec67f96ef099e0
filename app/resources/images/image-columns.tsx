import { type Image } from '~/api/__generated__/Api'
import {
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  sizeColumn,
  textColumn,
  type TableColumn,
} from '~/table/columns'

/** name (opens its details), description, OS, version, size, created. */
export const imageColumns = (to: (image: Image) => string): TableColumn<Image>[] => [
  nameLinkColumn<Image>(to),
  descriptionColumn<Image>(),
  textColumn<Image>('os', 'OS'),
  textColumn<Image>('version'),
  sizeColumn<Image>('size'),
  dateColumn<Image>('timeCreated'),
]
