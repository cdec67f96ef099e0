/**
 * What the browser can tell about an image file before anything is sent: its size against the
 * block size, boot markers that betray another block size, and compressed or foreign formats
 * (only raw disk images can be imported). Reads the first 36 KiB and the last 512 bytes only.
 */

/** Enough of the head for the ISO 9660 marker at 0x8001 (32769) and GPT at 4096. */
export const HEAD_BYTES = 36 * 1024
export const TAIL_BYTES = 512

export const BLOCK_SIZES = [512, 2048, 4096] as const
export type ImageBlockSize = (typeof BLOCK_SIZES)[number]

const GPT = 'EFI PART'
const ISO = 'CD001'
const ISO_OFFSET = 0x8001

export type FileCheck = {
  /** Refuses the file: nothing is sent. */
  error?: string
  /** Lets it go, but says what looks wrong. */
  warnings: string[]
}

type Format = { name: string; magic: number[]; offset?: number }

/** Formats that are not raw disk images, by their magic bytes. */
const FORMATS: Format[] = [
  { name: 'gzip', magic: [0x1f, 0x8b] },
  { name: 'xz', magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { name: 'zstd', magic: [0x28, 0xb5, 0x2f, 0xfd] },
  { name: '7-Zip', magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { name: 'bzip2', magic: [0x42, 0x5a, 0x68] },
  { name: 'zip', magic: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'qcow2', magic: [0x51, 0x46, 0x49, 0xfb] },
  { name: 'VMDK', magic: [0x4b, 0x44, 0x4d, 0x56] },
  { name: 'VMDK', magic: [...'# Disk DescriptorFile'].map((c) => c.charCodeAt(0)) },
  { name: 'VHDX', magic: [...'vhdxfile'].map((c) => c.charCodeAt(0)) },
  { name: 'VHD', magic: [...'conectix'].map((c) => c.charCodeAt(0)) },
]

const EXTENSIONS: Record<string, string> = {
  gz: 'gzip',
  tgz: 'gzip',
  xz: 'xz',
  zst: 'zstd',
  '7z': '7-Zip',
  bz2: 'bzip2',
  zip: 'zip',
  qcow2: 'qcow2',
  qcow: 'qcow2',
  vmdk: 'VMDK',
  vhd: 'VHD',
  vhdx: 'VHDX',
}

const matchesAt = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b)

const textAt = (bytes: Uint8Array, text: string, offset: number) =>
  matchesAt(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  )

function detectFormat(head: Uint8Array, tail: Uint8Array): string | undefined {
  const found = FORMATS.find((f) => matchesAt(head, f.magic, f.offset))
  if (found) return found.name
  // a fixed-size VHD is raw data with a 512-byte footer at the end
  if (textAt(tail, 'conectix', 0)) return 'VHD'
  return undefined
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? ''

export function checkImageFile({
  name,
  size,
  blockSize,
  head,
  tail,
}: {
  name: string
  size: number
  blockSize: number
  head: Uint8Array
  tail: Uint8Array
}): FileCheck {
  const warnings: string[] = []
  const format = detectFormat(head, tail)
  if (format) {
    return {
      error: `This is a ${format} file, not a raw disk image. Convert or decompress it to a raw image (.raw, .img or .iso) first.`,
      warnings,
    }
  }
  if (size === 0) return { error: 'The file is empty', warnings }
  if (size % blockSize !== 0) {
    return {
      error: `File size must be a multiple of the block size (${blockSize} bytes)`,
      warnings,
    }
  }
  const byExtension = EXTENSIONS[extensionOf(name)]
  if (byExtension) {
    warnings.push(
      `The name ends like a ${byExtension} file. Only raw, uncompressed images can be imported; if it really is raw, go on.`,
    )
  }
  // GPT's header sits in the second block: where it is tells the block size
  const gptAt = BLOCK_SIZES.find((b) => textAt(head, GPT, b))
  if (gptAt !== undefined && gptAt !== blockSize) {
    warnings.push(
      `The block size is likely wrong: a GPT header (“${GPT}”) is at byte ${gptAt}, which means ${gptAt}-byte blocks, not ${blockSize}.`,
    )
  }
  if (textAt(head, ISO, ISO_OFFSET) && blockSize !== 2048) {
    warnings.push(
      `The block size is likely wrong: this is an ISO 9660 (CD) image (“${ISO}”), and bootable CDs use 2048-byte blocks.`,
    )
  }
  return { warnings }
}

/** Reads just the parts `checkImageFile` looks at. */
export async function readHeadAndTail(file: Blob): Promise<{ head: Uint8Array; tail: Uint8Array }> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
  const tail = new Uint8Array(
    await file.slice(Math.max(0, file.size - TAIL_BYTES), file.size).arrayBuffer(),
  )
  return { head, tail }
}
