/**
 * The boot log of an instance's serial console: what its image's OS prints from the firmware to
 * the login prompt (kernel, init system and banner of the distribution and release).
 */
import { db } from './db'
import type { Api, Json } from './db/schema'

type Instance = Json<Api.Instance>
type Image = Json<Api.Image>

/** The image the instance booted from (its boot disk's), if known. */
function bootImage(instance: Instance): Image | undefined {
  const disk = instance.boot_disk_id ? db.disks.get(instance.boot_disk_id) : undefined
  return disk?.image_id ? db.images.get(disk.image_id) : undefined
}

/** What a distribution's boot prints: its kernel, its init system and its login banner. */
interface BootProfile {
  /** `uname -r` */
  kernel: string
  /** The rest of the kernel's first line: who built it, with what. */
  build: string
  /** The kernel's file on the boot disk. */
  vmlinuz: string
  init: 'systemd' | 'openrc'
  /** The lines before the login prompt (the getty's /etc/issue). */
  issue: (host: string) => string[]
}

/** A release's kernel: the newest whose release is at most the image's, else the oldest. */
const pick = <T>(release: number, kernels: [number, T][]): T =>
  (kernels.find(([from]) => release >= from) ?? kernels[kernels.length - 1]!)[1]

/** The leading number of an image version: "24.04-web.3" is 24.04, "12-etl.1" is 12. */
const releaseOf = (version: string) => Number(/^\d+(\.\d+)?/.exec(version)?.[0] ?? NaN)

/** How each distribution the images name boots, after its release (newest first). */
function profileOf(image: Image | undefined): BootProfile {
  const version = image?.version ?? ''
  const release = releaseOf(version)
  const named = /^\d+(\.\d+)?/.exec(version)?.[0] ?? version
  switch (image?.os) {
    case 'ubuntu': {
      const [kernel, gcc, build] = pick(release, [
        [
          24,
          [
            '6.8.0-49-generic',
            'x86_64-linux-gnu-gcc-13 (Ubuntu 13.2.0-23ubuntu4) 13.2.0',
            '#49-Ubuntu SMP PREEMPT_DYNAMIC',
          ],
        ],
        [
          22,
          ['5.15.0-126-generic', 'gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0', '#136-Ubuntu SMP'],
        ],
        [0, ['5.4.0-200-generic', 'gcc (Ubuntu 9.4.0-1ubuntu1~20.04.2) 9.4.0', '#220-Ubuntu SMP']],
      ])
      return {
        kernel,
        build: `(buildd@lcy02-amd64-103) (${gcc}) ${build}`,
        vmlinuz: `/boot/vmlinuz-${kernel}`,
        init: 'systemd',
        issue: (host) => [`Ubuntu ${named} ${host} ttyS0`],
      }
    }
    case 'debian': {
      const major = Math.floor(release)
      const [kernel, gcc, build] = pick(major, [
        [
          13,
          [
            '6.12.38+deb13-amd64',
            'gcc-14 (Debian 14.2.0-19) 14.2.0',
            '#1 SMP PREEMPT_DYNAMIC Debian 6.12.38-1',
          ],
        ],
        [
          12,
          [
            '6.1.0-28-amd64',
            'gcc-12 (Debian 12.2.0-14) 12.2.0',
            '#1 SMP PREEMPT_DYNAMIC Debian 6.1.119-1',
          ],
        ],
        [
          0,
          [
            '5.10.0-33-amd64',
            'gcc-10 (Debian 10.2.1-6) 10.2.1 20210110',
            '#1 SMP Debian 5.10.226-1',
          ],
        ],
      ])
      return {
        kernel,
        build: `(debian-kernel@lists.debian.org) (${gcc}) ${build}`,
        vmlinuz: `/boot/vmlinuz-${kernel}`,
        init: 'systemd',
        issue: (host) => [
          `Debian GNU/Linux ${Number.isNaN(major) ? version : major} ${host} ttyS0`,
        ],
      }
    }
    case 'fedora': {
      const major = Math.floor(release)
      const kernel = pick(major, [
        [42, '6.14.0-63.fc42.x86_64'],
        [41, '6.11.4-301.fc41.x86_64'],
        [0, '6.5.6-300.fc39.x86_64'],
      ])
      return {
        kernel,
        build:
          '(mockbuild@fedoraproject.org) (gcc (GCC) 14.2.1 (Red Hat 14.2.1-3)) #1 SMP PREEMPT_DYNAMIC',
        vmlinuz: `/vmlinuz-${kernel}`,
        init: 'systemd',
        issue: () => [
          `Fedora Linux ${named} (Cloud Edition)`,
          `Kernel ${kernel} on an x86_64 (ttyS0)`,
        ],
      }
    }
    case 'alpine': {
      const kernel = pick(release, [
        [3.21, '6.12.6-0-virt'],
        [3.2, '6.6.58-0-virt'],
        [0, '6.1.90-0-virt'],
      ])
      return {
        kernel,
        build: `(buildozer@build-${named.replace('.', '-')}-x86_64) (gcc (Alpine 14.2.0) 14.2.0) #1-Alpine SMP PREEMPT_DYNAMIC`,
        vmlinuz: '/boot/vmlinuz-virt',
        init: 'openrc',
        issue: () => [
          `Welcome to Alpine Linux ${named}`,
          `Kernel ${kernel} on an x86_64 (/dev/ttyS0)`,
        ],
      }
    }
    default: {
      const os = image ? `${image.os} ${version}` : 'Linux'
      return {
        kernel: '6.1.0',
        build: '(builder@localhost) (gcc 12.2.0) #1 SMP',
        vmlinuz: '/vmlinuz',
        init: 'systemd',
        issue: (host) => [`${os} ${host} ttyS0`],
      }
    }
  }
}

const OK = '[  \x1b[0;32mOK\x1b[0m  ]'
const bold = (s: string) => `\x1b[1m${s}\x1b[0m`

/** The services coming up, as systemd or OpenRC prints them. */
function initLines(profile: BootProfile, host: string): string[] {
  if (profile.init === 'openrc') {
    const done = (s: string) => ` * ${s} ...${' '.repeat(Math.max(1, 60 - s.length))}[ ok ]`
    return [
      `   OpenRC 0.55.1 is starting up Linux ${profile.kernel} (x86_64)`,
      '',
      done('Mounting /proc'),
      done('Remounting root filesystem read/write'),
      done(`Setting hostname`),
      done('Starting networking'),
      done('Starting busybox syslog'),
      done('Starting cloud-init'),
      `cloud-init[612]: ci-info: | eth0 | True | 172.30.0.5 | 255.255.255.0 | global |`,
      done('Starting sshd'),
    ]
  }
  return [
    `[    1.402913] systemd[1]: Set hostname to <${host}>.`,
    `${OK} Reached target ${bold('Local File Systems')}.`,
    `${OK} Started ${bold('Journal Service')}.`,
    `${OK} Finished ${bold('Create Volatile Files and Directories')}.`,
    `${OK} Started ${bold('Network Configuration')}.`,
    `${OK} Reached target ${bold('Network')}.`,
    `         Starting ${bold('cloud-init.service')} - Cloud-init: Network Stage...`,
    `cloud-init[612]: Cloud-init v. 24.4 running 'init' at boot. Up 3.21 seconds.`,
    `cloud-init[612]: ci-info: | enp0s8 | True | 172.30.0.5 | 255.255.255.0 | global |`,
    `${OK} Finished ${bold('cloud-init.service')} - Cloud-init: Network Stage.`,
    `${OK} Started ${bold('OpenBSD Secure Shell server')}.`,
    `${OK} Started ${bold('Serial Getty on ttyS0')}.`,
    `${OK} Reached target ${bold('Multi-User System')}.`,
  ]
}

/**
 * What the instance printed while booting, ending at the login prompt: the kernel, init system
 * and banner of the OS and release of the image it booted from.
 */
export function bootLog(instance: Instance): string {
  const host = instance.hostname
  const mem = Math.round(instance.memory / 1024 / 1024)
  const profile = profileOf(bootImage(instance))
  const lines = [
    'SeaBIOS (version rel-1.16.3-0-ga6ed6b701f0a)',
    'Booting from Hard Disk 0...',
    '',
    `[    0.000000] Linux version ${profile.kernel} ${profile.build}`,
    `[    0.000000] Command line: BOOT_IMAGE=${profile.vmlinuz} root=LABEL=rootfs console=ttyS0,115200n8`,
    `[    0.000000] Memory: ${mem}M available`,
    `[    0.004213] smp: Brought up 1 node, ${instance.ncpus} CPUs`,
    '[    0.112877] Hypervisor detected: bhyve',
    '[    0.331040] virtio_blk virtio1: [vda] 10485760 512-byte logical blocks',
    // systemd's udev gives the NIC a predictable name; OpenRC's mdev leaves it eth0
    ...(profile.init === 'systemd'
      ? ['[    0.334511] virtio_net virtio0 enp0s8: renamed from eth0']
      : []),
    '[    1.020488] EXT4-fs (vda1): mounted filesystem with ordered data mode',
    ...initLines(profile, host),
    '',
    ...profile.issue(host),
    '',
  ]
  return lines.join('\r\n') + `\r\n${host} login: `
}
