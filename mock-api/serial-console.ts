/**
 * The instance serial console, shared by the browser mock (serial-console-browser.ts, MSW's
 * WebSocket link) and the standalone server (serial-console-server.ts, the `ws` package):
 *
 * - each instance has an output buffer, starting with a boot log that ends at a login prompt;
 * - the stream greets the client, sends the last `most_recent` bytes of the buffer (recent
 *   history first, line by line), then echoes what the client types (Enter gives CRLF,
 *   Backspace erases), appending the echo to the buffer so a reconnect shows it;
 * - as on a real rack the WebSocket is accepted first and a refusal (not signed in, no such
 *   instance, a run state without a console) closes it with code 1011 and the message;
 * - GET /v1/instances/{instance}/serial-console reads the same buffer.
 * Frames are binary both ways, as Nexus sends them.
 */
import type { MSWHandlers } from '../app/api/__generated__/msw-handlers'
import { authenticate, type AuthOptions } from './auth'
import { COMPUTE_WRITER, requireProject } from './authz'
import type { Actor } from './context'
import { actorOf } from './context'
import { db, type Db } from './db'
import type { Api, Json } from './db/schema'
import { invalidRequest, unauthorized } from './errors'
import { lookupInstance, projectOf } from './lookup'
import { tick } from './transitions'

/** Run states with a serial console (spec section 4). */
const CONSOLE_STATES = ['running', 'rebooting', 'migrating', 'repairing']
/** WebSocket close code for a refused or failed stream (RFC 6455 "internal error"), as Nexus. */
export const CLOSE_ERROR = 1011
export const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/
/** Pause between the lines of history, so the boot log scrolls by. */
const LINE_DELAY_MS = 8
const BUFFER_MAX = 1024 * 1024

type Instance = Json<Api.Instance>

const buffers = new WeakMap<Db, Map<string, number[]>>()
const encoder = new TextEncoder()
const bytes = (text: string) => Array.from(encoder.encode(text))

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

function bufferOf(instance: Instance): number[] {
  let map = buffers.get(db)
  if (!map) buffers.set(db, (map = new Map()))
  let buffer = map.get(instance.id)
  if (!buffer) map.set(instance.id, (buffer = bytes(bootLog(instance))))
  return buffer
}

function append(instance: Instance, data: number[]): void {
  const buffer = bufferOf(instance)
  buffer.push(...data)
  if (buffer.length > BUFFER_MAX) buffer.splice(0, buffer.length - BUFFER_MAX)
}

/** The instance behind a console request, or an error (thrown as a Response). */
function consoleTarget(actor: Actor, instanceKey: string, project?: string | null) {
  const instance = lookupInstance(actor, instanceKey, project)
  requireProject(actor, projectOf(instance), COMPUTE_WRITER)
  if (!CONSOLE_STATES.includes(instance.run_state)) {
    throw invalidRequest(
      `cannot connect to the serial console of instance in state "${instance.run_state}" (allowed: ${CONSOLE_STATES.join(', ')})`,
    )
  }
  return instance
}

/** What the client typed, as the console echoes it. */
export function echoOf(input: Uint8Array): number[] {
  const out: number[] = []
  for (const b of input) {
    if (b === 13) out.push(13, 10)
    else if (b === 127 || b === 8) out.push(8, 32, 8)
    else out.push(b)
  }
  return out
}

/** The two things a stream does to its client; each transport supplies them. */
interface ConsoleTransport {
  send(data: Uint8Array): void
  close(code: number, reason: string): void
}

interface ConsoleSession {
  /** Bytes the client sent. */
  input(data: Uint8Array): void
  /** The client went away. */
  end(): void
}

/** Reason texts are limited to 123 bytes by the protocol. */
const reasonOf = (message: string) =>
  message.length > 120 ? `${message.slice(0, 117)}...` : message

async function messageOf(error: unknown): Promise<string> {
  if (error instanceof Response) {
    const body = (await error.json().catch(() => ({}))) as { message?: string }
    return body.message ?? `error ${error.status}`
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Starts a console stream for an accepted WebSocket: authenticates the caller from the upgrade
 * request's headers and cookies, checks the instance, then greets, replays and echoes. A
 * refusal closes the socket with CLOSE_ERROR and the message as reason.
 */
export async function openConsole(
  url: URL,
  headers: Headers,
  cookies: Record<string, string>,
  transport: ConsoleTransport,
  auth: AuthOptions,
): Promise<ConsoleSession | null> {
  tick()
  let instance: Instance
  try {
    const match = STREAM_PATH.exec(url.pathname)
    if (!match) throw invalidRequest('not a serial console stream')
    const result = authenticate(headers, cookies, auth)
    if (result.kind !== 'actor') throw unauthorized()
    instance = consoleTarget(
      result.actor,
      decodeURIComponent(match[1]!),
      url.searchParams.get('project'),
    )
  } catch (e) {
    transport.close(CLOSE_ERROR, reasonOf(await messageOf(e)))
    return null
  }

  let open = true
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const send = (data: number[] | string) => {
    if (open) transport.send(new Uint8Array(typeof data === 'string' ? bytes(data) : data))
  }

  send(`\x1b[1;32mFerrite mock serial console:\x1b[0m connected to ${instance.name}\r\n`)
  const buffer = bufferOf(instance)
  const recent = Number(url.searchParams.get('most_recent') ?? buffer.length)
  const history = buffer.slice(Math.max(0, buffer.length - (Number.isFinite(recent) ? recent : 0)))
  // recent history first, a line at a time
  const lines: number[][] = []
  let start = 0
  history.forEach((b, i) => {
    if (b === 10) {
      lines.push(history.slice(start, i + 1))
      start = i + 1
    }
  })
  if (start < history.length) lines.push(history.slice(start))
  lines.forEach((line, i) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      send(line)
    }, i * LINE_DELAY_MS)
    timers.add(timer)
  })

  return {
    input(data) {
      const echo = echoOf(data)
      append(instance, echo)
      send(echo)
    },
    end() {
      open = false
      timers.forEach(clearTimeout)
      timers.clear()
    },
  }
}

/** Parses a Cookie header (or document.cookie). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim())
  }
  return out
}

/** Incoming WebSocket data (text or any binary form) as bytes. */
export async function toBytes(data: unknown): Promise<Uint8Array> {
  if (typeof data === 'string') return encoder.encode(data)
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (typeof Blob !== 'undefined' && data instanceof Blob)
    return new Uint8Array(await data.arrayBuffer())
  return new Uint8Array()
}

export const serialConsoleHandlers = {
  instanceSerialConsole: ({ path, query, req }) => {
    const instance = consoleTarget(actorOf(req), path.instance, query.project)
    const hasStart = query.fromStart != null
    const hasRecent = query.mostRecent != null
    if (hasStart === hasRecent) {
      throw invalidRequest('exactly one of from_start and most_recent must be given')
    }
    const buffer = bufferOf(instance)
    const max = query.maxBytes ?? buffer.length
    const from = hasStart
      ? Math.min(query.fromStart!, buffer.length)
      : Math.max(0, buffer.length - query.mostRecent!)
    const data = buffer.slice(from, from + max)
    return { data, last_byte_offset: from + data.length }
  },
  // WebSockets never reach the HTTP handlers (see the two transports): a plain GET lands here
  instanceSerialConsoleStream: ({ path, query, req }) => {
    consoleTarget(actorOf(req), path.instance, query.project)
    throw invalidRequest('expected a WebSocket upgrade request (Connection: Upgrade)')
  },
} satisfies Partial<MSWHandlers>
