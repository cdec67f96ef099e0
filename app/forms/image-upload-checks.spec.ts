import { describe, expect, it } from 'vitest'

import { checkImageFile, HEAD_BYTES, readHeadAndTail } from './image-upload-checks'

const bytes = (size: number, marks: [number, string | number[]][] = []) => {
  const b = new Uint8Array(size)
  for (const [at, m] of marks)
    b.set(typeof m === 'string' ? [...m].map((c) => c.charCodeAt(0)) : m, at)
  return b
}
const check = (o: {
  name?: string
  size?: number
  blockSize?: number
  head?: Uint8Array
  tail?: Uint8Array
}) =>
  checkImageFile({
    name: o.name ?? 'disk.raw',
    size: o.size ?? 1024 * 1024,
    blockSize: o.blockSize ?? 512,
    head: o.head ?? bytes(HEAD_BYTES),
    tail: o.tail ?? bytes(512),
  })

describe('image file checks', () => {
  it('passes a raw image whose size is a multiple of the block size', () => {
    expect(check({})).toEqual({ warnings: [] })
  })

  it('refuses a size that is not a multiple of the block size', () => {
    expect(check({ size: 4096 * 3 + 512, blockSize: 4096 }).error).toBe(
      'File size must be a multiple of the block size (4096 bytes)',
    )
    expect(check({ size: 0 }).error).toBe('The file is empty')
  })

  it('warns when the GPT header sits at another block size', () => {
    const head = bytes(HEAD_BYTES, [[4096, 'EFI PART']])
    expect(check({ head, blockSize: 512 }).warnings).toEqual([
      'The block size is likely wrong: a GPT header (“EFI PART”) is at byte 4096, which means 4096-byte blocks, not 512.',
    ])
    expect(check({ head, blockSize: 4096 }).warnings).toEqual([])
    expect(check({ head: bytes(HEAD_BYTES, [[512, 'EFI PART']]) }).warnings).toEqual([])
  })

  it('warns about an ISO 9660 image unless the block size is 2048', () => {
    const head = bytes(HEAD_BYTES, [[0x8001, 'CD001']])
    expect(check({ head, blockSize: 512 }).warnings[0]).toMatch(/ISO 9660.*2048-byte blocks/)
    expect(check({ head, blockSize: 2048 }).warnings).toEqual([])
  })

  it.each([
    ['gzip', [0x1f, 0x8b, 0x08]],
    ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
    ['zstd', [0x28, 0xb5, 0x2f, 0xfd]],
    ['7-Zip', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
    ['qcow2', [0x51, 0x46, 0x49, 0xfb]],
    ['VMDK', 'KDMV'],
    ['VHDX', 'vhdxfile'],
    ['VHD', 'conectix'],
  ] as const)('refuses a %s file by its magic bytes', (format, magic) => {
    const head = bytes(HEAD_BYTES, [[0, typeof magic === 'string' ? magic : [...magic]]])
    expect(check({ head }).error).toMatch(
      new RegExp(`^This is a ${format} file, not a raw disk image`),
    )
  })

  it('refuses a fixed VHD by its footer', () => {
    expect(check({ tail: bytes(512, [[0, 'conectix']]) }).error).toMatch(/^This is a VHD file/)
  })

  it('warns about a foreign extension on a file that looks raw', () => {
    expect(check({ name: 'ubuntu.qcow2' }).warnings[0]).toMatch(/^The name ends like a qcow2 file/)
    expect(check({ name: 'debian.img.gz' }).warnings[0]).toMatch(/gzip/)
    expect(check({ name: 'alpine.iso' }).warnings).toEqual([])
  })

  it('reads only the head and the tail of the file', async () => {
    const data = bytes(100_000, [
      [0, [1]],
      [99_999, [2]],
    ])
    const { head, tail } = await readHeadAndTail(new Blob([data]))
    expect(head.length).toBe(HEAD_BYTES)
    expect(head[0]).toBe(1)
    expect(tail.length).toBe(512)
    expect(tail[511]).toBe(2)
  })
})
