import { type SupportBundleInfo } from '~/api/__generated__/Api'
import { isSupportBundleTransitional } from '~/api/capabilities'
import { q, qList } from '~/api/client'
import { ApiError, messageFor } from '~/api/errors'
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

export const bundlePage = (pageToken?: string) =>
  qList('supportBundleList', { query: { sortBy: 'time_and_id_descending' } }, pageToken)
export const bundleView = (bundleId: string) => q('supportBundleView', { path: { bundleId } })

/** How often a page looks again while a bundle is being collected or destroyed. */
const BUNDLE_POLL_MS = 1500

/** A `refetchInterval` for a bundle list: poll while any bundle is in motion. */
export const pollBundles = (query: {
  state: { data: { items: SupportBundleInfo[] } | undefined }
}) => (query.state.data?.items.some(isSupportBundleTransitional) ? BUNDLE_POLL_MS : false)

/** A `refetchInterval` for one bundle. */
export const pollBundle = (query: { state: { data: SupportBundleInfo | undefined } }) =>
  query.state.data && isSupportBundleTransitional(query.state.data) ? BUNDLE_POLL_MS : false

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

const bundlePath = (bundleId: string) =>
  `/v1/system/support-bundles/${encodeURIComponent(bundleId)}`
const downloadPath = (bundleId: string, file?: string) =>
  file
    ? `${bundlePath(bundleId)}/download/${encodeURIComponent(file)}`
    : `${bundlePath(bundleId)}/download`

async function fetchRaw(method: 'GET' | 'HEAD', path: string, operation: string) {
  let res: Response
  try {
    res = await fetch(path, { method, credentials: 'same-origin' })
  } catch {
    throw new ApiError({ message: 'Could not reach the API', method: operation })
  }
  if (!res.ok) {
    let body: { error_code?: string; message?: string; request_id?: string } = {}
    try {
      body = (await res.json()) as typeof body
    } catch {
      // no JSON body (a HEAD): the status says it
    }
    throw new ApiError({
      message: messageFor(
        { errorCode: body.error_code, message: body.message },
        res.status,
        operation,
      ),
      statusCode: res.status,
      errorCode: body.error_code,
      requestId: body.request_id,
      method: operation,
    })
  }
  return res
}

const sizeOf = (res: Response) => {
  const length = res.headers.get('content-length')
  return length === null ? null : Number(length)
}

type BundleFile = { name: string; size: number | null }

/** The bundle's files (its index) with the size of each (HEAD), and the whole zip's size. */
async function readBundleContents(bundleId: string) {
  const index = await fetchRaw('GET', `${bundlePath(bundleId)}/index`, 'supportBundleIndex')
  const names = (await index.text()).split('\n').filter(Boolean)
  const [whole, ...sizes] = await Promise.all([
    fetchRaw('HEAD', downloadPath(bundleId), 'supportBundleHead').then(sizeOf),
    ...names.map((name) =>
      fetchRaw('HEAD', downloadPath(bundleId, name), 'supportBundleHeadFile').then(sizeOf),
    ),
  ])
  const files: BundleFile[] = names.map((name, i) => ({ name, size: sizes[i] ?? null }))
  return { files, zipSize: whole ?? null }
}

export const bundleContentsQuery = (bundleId: string) => ({
  queryKey: ['supportBundleContents', bundleId] as const,
  queryFn: () => readBundleContents(bundleId),
  staleTime: Infinity,
})

/** Downloads the whole bundle (a zip) or one of its files, and saves it under its name. */
export async function downloadBundle(bundleId: string, file?: string) {
  const res = await fetchRaw(
    'GET',
    downloadPath(bundleId, file),
    file ? 'supportBundleDownloadFile' : 'supportBundleDownload',
  )
  const blob = await res.blob()
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = file ?? `support-bundle-${bundleId}.zip`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
