/**
 * Reads the system version out of an uploaded TUF repository zip, as Nexus does: the repository's
 * `artifacts.json` target names it. Only what the mock needs of the zip format: the central
 * directory, and entries stored or deflated.
 */

const EOCD_SIG = 0x06054b50
const CENTRAL_SIG = 0x02014b50
const LOCAL_SIG = 0x04034b50

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/

export type TufZipResult = { ok: true; version: string } | { ok: false; message: string }

type Entry = { name: string; method: number; size: number; offset: number }

function centralDirectory(bytes: Uint8Array): Entry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // the end-of-central-directory record is in the last 64 KiB + 22 bytes
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (view.getUint32(i, true) === EOCD_SIG) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const count = view.getUint16(eocd + 10, true)
  let at = view.getUint32(eocd + 16, true)
  const entries: Entry[] = []
  const decoder = new TextDecoder()
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIG) return null
    const method = view.getUint16(at + 10, true)
    const size = view.getUint32(at + 20, true)
    const nameLen = view.getUint16(at + 28, true)
    const extraLen = view.getUint16(at + 30, true)
    const commentLen = view.getUint16(at + 32, true)
    const offset = view.getUint32(at + 42, true)
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLen))
    entries.push({ name, method, size, offset })
    at += 46 + nameLen + extraLen + commentLen
  }
  return entries
}

async function entryData(bytes: Uint8Array, e: Entry): Promise<Uint8Array | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (e.offset + 30 > bytes.length || view.getUint32(e.offset, true) !== LOCAL_SIG) return null
  const start =
    e.offset + 30 + view.getUint16(e.offset + 26, true) + view.getUint16(e.offset + 28, true)
  const data = bytes.subarray(start, start + e.size)
  if (e.method === 0) return data
  if (e.method !== 8) return null
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The system version of a TUF repository zip, or why it is not one. */
export async function readTufZipVersion(bytes: Uint8Array): Promise<TufZipResult> {
  const entries = centralDirectory(bytes)
  if (!entries) return { ok: false, message: 'the uploaded file is not a zip archive' }
  const artifacts = entries.find((e) => /(^|[/.])artifacts\.json$/.test(e.name))
  if (!artifacts) {
    return {
      ok: false,
      message: 'the uploaded zip is not a TUF repository: it has no artifacts.json',
    }
  }
  let doc: unknown
  try {
    const data = await entryData(bytes, artifacts)
    if (!data) return { ok: false, message: 'artifacts.json could not be read from the zip' }
    doc = JSON.parse(new TextDecoder().decode(data))
  } catch {
    return { ok: false, message: 'artifacts.json in the uploaded zip is not valid JSON' }
  }
  const version =
    doc && typeof doc === 'object'
      ? (doc as { system_version?: unknown }).system_version
      : undefined
  if (typeof version !== 'string' || !SEMVER.test(version)) {
    return { ok: false, message: 'artifacts.json in the uploaded zip has no valid system_version' }
  }
  return { ok: true, version }
}

const CRC_TABLE = /* @__PURE__ */ (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

function crc32(data: Uint8Array): number {
  let c = 0xffffffff
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A zip of the given files, stored uncompressed (for tests that upload a repository). */
export function buildStoredZip(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder()
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = enc.encode(name)
    const data = enc.encode(text)
    const crc = crc32(data)
    const local = new Uint8Array(30 + nameBytes.length + data.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, LOCAL_SIG, true)
    lv.setUint16(4, 20, true)
    lv.setUint32(14, crc, true)
    lv.setUint32(18, data.length, true)
    lv.setUint32(22, data.length, true)
    lv.setUint16(26, nameBytes.length, true)
    local.set(nameBytes, 30)
    local.set(data, 30 + nameBytes.length)
    const central = new Uint8Array(46 + nameBytes.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, CENTRAL_SIG, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint32(16, crc, true)
    cv.setUint32(20, data.length, true)
    cv.setUint32(24, data.length, true)
    cv.setUint16(28, nameBytes.length, true)
    cv.setUint32(42, offset, true)
    central.set(nameBytes, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0)
  const eocd = new Uint8Array(22)
  const ev = new DataView(eocd.buffer)
  ev.setUint32(0, EOCD_SIG, true)
  ev.setUint16(8, centrals.length, true)
  ev.setUint16(10, centrals.length, true)
  ev.setUint32(12, centralSize, true)
  ev.setUint32(16, offset, true)
  const out = new Uint8Array(offset + centralSize + 22)
  let at = 0
  for (const part of [...locals, ...centrals, eocd]) {
    out.set(part, at)
    at += part.length
  }
  return out
}
