import { type AddressLot } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { icon } from '~/ui/icons'

/** Two routers joined by a link: the rack's external routing. Decorative unless titled. */
export const RackNetIcon = icon(
  'RackNet',
  <>
    <rect x="1.5" y="5.5" width="4" height="5" rx="1" />
    <rect x="10.5" y="5.5" width="4" height="5" rx="1" />
    <path d="M5.5 8h5" />
  </>,
)

export const rackNetDocs = (heading: string, summary: string) => (
  <DocsPopover
    heading={heading}
    summary={summary}
    links={[
      {
        href: 'https://docs.oxide.computer/guides/operator/rack-networking',
        label: 'Rack networking',
      },
    ]}
  />
)

export const bgpDocs = rackNetDocs(
  'BGP',
  "The rack's switches speak BGP with your upstream routers: they announce the rack's public prefixes and learn routes back. A BGP configuration names the rack's ASN and the announce set it advertises; switch port settings apply it to uplinks.",
)

export const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

export const kindLabel = (k: AddressLot['kind']) => (k === 'infra' ? 'Infrastructure' : 'Pool')
