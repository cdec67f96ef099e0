import { icon } from '~/ui/icons'

/** Two sleds with instances placed on them. Decorative unless given a title. */
export const PlacementIcon = icon(
  'Placement',
  <>
    <rect x="1.75" y="2.5" width="5.5" height="11" rx="1" />
    <rect x="8.75" y="2.5" width="5.5" height="11" rx="1" />
    <path d="M3.5 5.5h2M3.5 8h2M10.5 5.5h2" />
  </>,
)
