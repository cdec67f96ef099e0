import { type MulticastGroup } from '~/api/__generated__/Api'
import { icon } from '~/ui/icons'

export const MulticastIcon = icon(
  'Multicast',
  <>
    <circle cx="3.5" cy="8" r="1.75" />
    <path d="M5.25 8h3M8.25 8l4-4M8.25 8l4 4M8.25 8h4.5" />
  </>,
)

export const multicastDocs = [
  {
    href: 'https://docs.oxide.computer/api/multicast_group_list',
    label: 'Multicast groups (experimental API)',
  },
]

/** "Any source" or the sources a group's members filter on. */
export const sourcesLabel = (g: MulticastGroup) =>
  [g.hasAnySourceMember ? 'any source' : null, ...g.sourceIps].filter(Boolean).join(', ') ||
  'any source'

/** Source-specific multicast: 232.0.0.0/8 and ff3x::/32 need the sources to join. */
export const isSsm = (ip: string) => ip.startsWith('232.') || /^ff3[0-9a-f]:/i.test(ip)
