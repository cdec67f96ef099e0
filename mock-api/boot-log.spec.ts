/** The boot log of the serial console: the kernel, init system and banner of the boot image's OS. */
import { describe, expect, it } from 'vitest'

import { bootLog } from './boot-log'
import { db } from './db'
import { freshClient } from './testing'

describe('the boot log follows the boot image', () => {
  /** The seeded instance's boot log, and the OS and version of the image it booted. */
  const seeded = () => {
    freshClient()
    return [...db.instances.all()].flatMap((instance) => {
      const disk = instance.boot_disk_id ? db.disks.get(instance.boot_disk_id) : undefined
      const image = disk?.image_id ? db.images.get(disk.image_id) : undefined
      return image ? [{ log: bootLog(instance), os: image.os, version: image.version }] : []
    })
  }
  const kernelLine = (log: string) => /Linux version (.*)/.exec(log)?.[1] ?? ''

  it('prints the kernel, init and banner of the image OS and release', () => {
    const all = seeded()
    const of = (os: string) => all.filter((i) => i.os === os)
    expect(of('debian').length).toBeGreaterThan(0)
    for (const { log, version } of of('debian')) {
      expect(version).toMatch(/^12/)
      expect(kernelLine(log)).toMatch(/^6\.1\.0-\d+-amd64 .*Debian 6\.1\./)
      expect(log).toMatch(/Debian GNU\/Linux 12 \S+ ttyS0/)
      expect(log).not.toMatch(/ubuntu/i)
    }
    for (const { log } of of('ubuntu')) {
      expect(kernelLine(log)).toMatch(/^6\.8\.0-\d+-generic .*-Ubuntu SMP/)
      expect(log).toMatch(/Ubuntu 24\.04 \S+ ttyS0/)
    }
    for (const { log } of of('fedora')) {
      expect(kernelLine(log)).toMatch(/^6\.11\.\S+\.fc41\.x86_64 /)
      expect(log).toContain('Fedora Linux 41 (Cloud Edition)')
      expect(log).not.toMatch(/ubuntu|debian/i)
    }
    expect(of('alpine').length).toBeGreaterThan(0)
    for (const { log } of of('alpine')) {
      // Alpine boots its own kernel with OpenRC, not systemd
      expect(kernelLine(log)).toMatch(/^6\.12\.\S+-virt .*Alpine/)
      expect(log).toContain('OpenRC')
      expect(log).not.toContain('systemd')
      expect(log).toContain('Welcome to Alpine Linux 3.21')
      expect(log).not.toMatch(/ubuntu|debian/i)
    }
  })
})
