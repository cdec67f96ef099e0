import { type SupportBundleInfo } from '~/api/__generated__/Api'
import { isSupportBundleTransitional } from '~/api/capabilities'
import { q, qList } from '~/api/client'
import { ApiError, messageFor } from '~/api/errors'

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
