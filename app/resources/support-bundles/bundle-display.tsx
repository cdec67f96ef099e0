import { type SupportBundleInfo } from '~/api/__generated__/Api'
import { isSupportBundleTransitional } from '~/api/capabilities'
import { DocsPopover } from '~/components/docs-popover'
import { StateBadge } from '~/components/state-badge'
import { icon } from '~/ui/icons'

export const SupportBundleIcon = icon(
  'SupportBundle',
  <>
    <path d="M2.5 5.5L8 2.5l5.5 3v5L8 13.5l-5.5-3z" />
    <path d="M2.5 5.5L8 8.5l5.5-3M8 8.5v5" />
  </>,
)

/** What the list calls a bundle: the operator's reason if they gave one, else the API's. */
export const bundleReason = (b: SupportBundleInfo) => b.userComment || b.reasonForCreation

/** The first block of the id, as a short name in crumbs and toasts. */
export const shortId = (id: string) => id.slice(0, 8)

const BUNDLE_COLOR = {
  collecting: 'info',
  active: 'accent',
  destroying: 'info',
  failed: 'danger',
} as const

export const BundleStateBadge = ({ bundle }: { bundle: SupportBundleInfo }) => (
  <StateBadge
    state={bundle.state}
    color={BUNDLE_COLOR[bundle.state]}
    transitional={isSupportBundleTransitional(bundle)}
  />
)

export const supportBundlesDocs = (
  <DocsPopover
    heading="support bundles"
    summary="A support bundle gathers logs, state and inventory from every sled of the rack into one archive, for Oxide support to diagnose a problem. Collection takes a few minutes; then its files can be downloaded one by one or as a zip."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/operator/support-bundles',
        label: 'Support bundles',
      },
    ]}
  />
)

// The download operations answer with raw bytes, which the generated client would parse as
// JSON: these read them with fetch, and word a failure as every other API error is worded.
