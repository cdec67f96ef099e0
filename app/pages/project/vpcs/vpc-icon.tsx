import { icon } from '~/ui/icons'

/** Three linked nodes: a private network. Decorative unless given a title. */
export const NetworkIcon = icon(
  'Network',
  <>
    <circle cx="8" cy="3.5" r="1.75" />
    <circle cx="3.5" cy="12" r="1.75" />
    <circle cx="12.5" cy="12" r="1.75" />
    <path d="M7.1 5l-2.7 5.4M8.9 5l2.7 5.4M5.25 12h5.5" />
  </>,
)
