/**
 * Support bundles: an operator asks for one, Nexus collects diagnostics from every sled for a
 * while ("collecting"), then the bundle is "active" and its files can be downloaded one by one
 * or as a zip. Deleting an active bundle frees its storage ("destroying") before it is gone.
 * The mock's bundle contents are small text files describing the seeded rack, built on demand.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { FLEET, type Api, type Json } from '../db/schema'
import { apiError, invalidRequest } from '../errors'
import { lookupById } from '../lookup'
import type { PageQuery, SortMode } from '../paginate'
import { schedule } from '../transitions'
import { buildStoredZip } from '../tuf-zip'
import { check, paginateArray, stamp } from './util'

type Bundle = Json<Api.SupportBundleInfo>

/** How long collection and destruction take. */
export const SUPPORT_BUNDLE_MS = { collect: 3000, destroy: 1500 }

const bundle = (id: string) => lookupById('support-bundle', db.supportBundles, id)

/** The files of an active bundle, by name (flat: each name is one path segment). */
function bundleFiles(b: Bundle): Record<string, string> {
  const sleds = db.sleds.inScope(FLEET)
  const files: Record<string, string> = {
    'bundle_id.txt': `${b.id}\n`,
    'reason.txt': `${b.reason_for_creation}\n${b.user_comment ?? ''}\n`,
    'rack_inventory.json': `${JSON.stringify(
      {
        collected: b.time_created,
        racks: db.racks.inScope(FLEET).map((r) => r.id),
        sleds: sleds.map((s) => ({
          id: s.id,
          serial: s.baseboard.serial,
          policy: s.policy.kind,
          state: s.state,
        })),
      },
      null,
      2,
    )}\n`,
  }
  for (const s of sleds) {
    if (s.state !== 'active') continue
    files[`sled_${s.baseboard.serial}_uptime.txt`] =
      ` 12:00:00 up 41 days,  3:12,  0 users,  load average: 0.42, 0.38, 0.35\n`
    files[`sled_${s.baseboard.serial}_sled-agent.log`] = [
      `${b.time_created} INFO sled-agent: started, sled ${s.id}`,
      `${b.time_created} INFO sled-agent: zpools ready (${
        db.physicalDisks.inScope(FLEET).filter((d) => d.sled_id === s.id).length
      })`,
      `${b.time_created} INFO sled-agent: support bundle ${b.id} requested`,
      '',
    ].join('\n')
  }
  return files
}

const encoder = new TextEncoder()

/** Nexus refuses a bundle comment longer than this, in bytes of UTF-8. */
const MAX_COMMENT_BYTES = 4096

/** An active bundle, or a 400 saying why its contents cannot be read. */
function activeBundle(id: string): Bundle {
  const b = bundle(id)
  if (b.state !== 'active') {
    throw invalidRequest(`cannot read support bundle contents in state "${b.state}"`)
  }
  return b
}

/**
 * Bytes as an HTTP download, honouring a single `Range: bytes=a-b` as Dropshot does (206 with
 * Content-Range; 416 when it cannot be satisfied). A HEAD gets the headers only.
 */
function sendBytes(
  req: Request,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  fileName?: string,
): never {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
  }
  if (fileName) headers['Content-Disposition'] = `attachment; filename="${fileName}"`
  const head = req.method === 'HEAD'
  const range = req.headers.get('range')
  let body = bytes
  let status = 200
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
    const size = bytes.length
    let start = m?.[1] ? Number(m[1]) : NaN
    let end = m?.[2] ? Number(m[2]) : NaN
    if (m && !m[1] && m[2]) {
      // a suffix: the last N bytes
      start = Math.max(0, size - Number(m[2]))
      end = size - 1
    } else if (m && m[1] && !m[2]) end = size - 1
    if (!m || Number.isNaN(start) || Number.isNaN(end) || start > end || start >= size) {
      throw new Response(null, {
        status: 416,
        headers: { 'Content-Range': `bytes */${size}` },
      })
    }
    end = Math.min(end, size - 1)
    body = bytes.slice(start, end + 1)
    status = 206
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`
  }
  headers['Content-Length'] = String(body.length)
  throw new Response(head ? null : body, { status, headers })
}

function downloadBundle(req: Request, id: string): never {
  requireFleet(actorOf(req), 'viewer')
  const b = activeBundle(id)
  sendBytes(req, buildStoredZip(bundleFiles(b)), 'application/zip', `bundle-${b.id}.zip`)
}

function downloadFile(req: Request, id: string, file: string): never {
  requireFleet(actorOf(req), 'viewer')
  const b = activeBundle(id)
  const text = bundleFiles(b)[file]
  if (text === undefined) {
    throw apiError(404, 'ObjectNotFound', `not found: file "${file}" in support bundle "${b.id}"`)
  }
  const type = file.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8'
  sendBytes(req, encoder.encode(text), type, file)
}

type TimeSort = 'time_and_id_ascending' | 'time_and_id_descending'

/** A page in time order (newest first by default, as the API's TimeAndIdSortMode allows). */
function timePage<T extends { id: string; time_created: string }>(
  items: readonly T[],
  query: Omit<PageQuery, 'sortBy'> & { sortBy?: TimeSort },
) {
  const sort: SortMode =
    query.sortBy === 'time_and_id_descending' ? 'name_descending' : 'name_ascending'
  return paginateArray(
    items,
    { limit: query.limit, pageToken: query.pageToken, sortBy: sort },
    (i) => `${i.time_created}|${i.id}`,
    sort,
  )
}

export const supportBundleHandlers = {
  supportBundleList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return timePage(db.supportBundles.inScope(FLEET), query)
  },

  supportBundleCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const s = stamp()
    const created = db.supportBundles.insert(
      {
        id: s.ids('support-bundle'),
        reason_for_creation: 'Created by external API',
        reason_for_failure: null,
        user_comment: body.user_comment?.trim() || null,
        state: 'collecting',
        time_created: s.time,
      },
      FLEET,
    )
    // collection runs on the rack after the API has answered
    schedule(SUPPORT_BUNDLE_MS.collect, () => {
      const b = db.supportBundles.get(created.id)
      if (b?.state === 'collecting') db.supportBundles.update(b.id, { state: 'active' })
    })
    return created
  },

  supportBundleView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return bundle(path.bundleId)
  },

  /** Like Nexus: the comment is replaced as given (omitted or null clears it), up to 4096 bytes. */
  supportBundleUpdate({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const b = bundle(path.bundleId)
    const comment = body.user_comment ?? null
    check(
      comment === null || encoder.encode(comment).length <= MAX_COMMENT_BYTES,
      `User comment cannot exceed ${MAX_COMMENT_BYTES} bytes`,
    )
    return db.supportBundles.update(b.id, { user_comment: comment })
  },

  supportBundleDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const b = bundle(path.bundleId)
    if (b.state === 'destroying') return 204
    db.supportBundles.update(b.id, { state: 'destroying' })
    schedule(SUPPORT_BUNDLE_MS.destroy, () => {
      if (db.supportBundles.get(b.id)) db.supportBundles.delete(b.id)
    })
    return 204
  },

  supportBundleIndex({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const b = activeBundle(path.bundleId)
    const index = Object.keys(bundleFiles(b)).join('\n') + '\n'
    sendBytes(req, encoder.encode(index), 'text/plain; charset=utf-8')
  },

  supportBundleDownload: ({ path, req }) => downloadBundle(req, path.bundleId),
  supportBundleHead: ({ path, req }) => downloadBundle(req, path.bundleId),
  supportBundleDownloadFile: ({ path, req }) => downloadFile(req, path.bundleId, path.file),
  supportBundleHeadFile: ({ path, req }) => downloadFile(req, path.bundleId, path.file),
} satisfies Partial<MSWHandlers>
