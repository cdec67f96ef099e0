/**
 * Issue 29 held by tests: every form and every confirmable action declares its request; each
 * form's request, built from sample values, is valid against the operation's schema (the one
 * the mock API checks with); and the CLI text of each is pinned by a snapshot.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { type ZodType } from 'zod'

import * as schema from '~/api/__generated__/validate'
import { type Requests, type SomeRequest } from '~/api/api-request'
import { describeRequest } from '~/api/request-wire'
import {
  apiText,
  cliScript,
  cliText,
  curlText,
  maskSecrets,
} from '~/components/form/equivalent/commands'
import * as allowList from '~/forms/allow-list-edit'
import * as bfdEnable from '~/forms/bfd-session-enable'
import * as announceCreate from '~/forms/bgp-announce-set-create'
import * as announceEdit from '~/forms/bgp-announce-set-edit'
import * as bgpCreate from '~/forms/bgp-config-create'
import * as bgpEdit from '~/forms/bgp-config-edit'
import * as gatewayCreate from '~/forms/internet-gateway-create'
import * as loopback from '~/forms/loopback-address-create'
import * as portSettings from '~/forms/port-settings-create'
import { defaultPortSettings } from '~/forms/port-settings-values'
import * as projectCreate from '~/forms/project-create'
import * as projectEdit from '~/forms/project-edit'
import * as routerCreate from '~/forms/router-create'
import * as snapshotCreate from '~/forms/snapshot-create'
import * as sshKeyCreate from '~/forms/ssh-key-create'
import * as vpcCreate from '~/forms/vpc-create'
import * as vpcEdit from '~/forms/vpc-edit'
import * as localUsers from '~/pages/system/silos/tabs/local-user-modals'

import * as forms from './equivalent/forms'
import * as project from './equivalent/project'
import * as system from './equivalent/system'

const ROOT = join(__dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  )
}
const files = sources('app').map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))

/** Form shells that send nothing themselves: they fill in the form that opened them. */
const SENDS_NOTHING: Record<string, string> = {
  'app/forms/instance-create/disk-modals.tsx': 'adds a disk to the instance create form',
  'app/forms/instance-create/network-modals.tsx': 'adds a NIC to the instance create form',
  'app/forms/instance-create/row-side-modal.tsx': 'the shell of the modals above',
}

const FORM_SHELL = /<(SideModalForm|ModalForm|FullPageForm)\b/

/** Forms without a form shell: the page places the disclosure itself. */
const NO_SHELL = ['app/pages/auth/LoginLocalPage.tsx']
const CONFIRM_CALL = /\bconfirm(Action|Delete)\(/g

describe('every form and action declares its request', () => {
  const forms = files.filter(
    (f) => FORM_SHELL.test(f.text) && !f.path.startsWith('app/components/form/'),
  )
  it.each(forms.map((f) => [f.path, f.text]))('%s', (path, text) => {
    if (SENDS_NOTHING[path]) return
    // a shell given `request`, or a shared form that takes one and passes it on
    expect(/\brequest=\{|\brequest: \(/.test(text), `${path} declares no request`).toBe(true)
  })

  it.each(NO_SHELL)('%s (no form shell)', (path) => {
    const text = files.find((f) => f.path === path)?.text ?? ''
    expect(/<FormEquivalentCli\b[^>]*\brequest=\{/.test(text), `${path} shows no equivalent`).toBe(
      true,
    )
  })

  const confirms = files.filter(
    (f) => /\bconfirm(Action|Delete)\(/.test(f.text) && !/^app\/components\/confirm/.test(f.path),
  )
  it.each(confirms.map((f) => [f.path, f.text]))('%s', (path, text) => {
    const calls = text.match(CONFIRM_CALL)?.length ?? 0
    const declared = text.match(/\brequests(: |,)/g)?.length ?? 0
    expect(declared, `${path}: ${calls} confirm calls, ${declared} request declarations`).toBe(
      calls,
    )
  })

  it('lists no file twice and nothing that is gone', () => {
    for (const path of Object.keys(SENDS_NOTHING)) {
      expect(
        files.some((f) => f.path === path),
        path,
      ).toBe(true)
    }
  })
})

/** Each form's request from sample values; every form that declares one must be here. */
const SAMPLES: Record<string, () => Requests> = {
  ...forms.SAMPLES,
  ...project.SAMPLES,
  ...system.SAMPLES,
  'app/forms/ssh-key-create.tsx': () =>
    sshKeyCreate.request({
      name: 'laptop',
      description: '',
      publicKey: 'ssh-ed25519 AAAAC3Nz ada@x',
    }),
  'app/forms/vpc-create.tsx': () =>
    vpcCreate.request({ name: 'net', description: '', dnsName: 'net', ipv6Prefix: ' ' }, 'web'),
  'app/forms/vpc-edit.tsx': () =>
    vpcEdit.request(
      { name: 'net2', description: 'd', dnsName: 'net' },
      { project: 'web', vpc: 'net' },
    ),
  'app/forms/snapshot-create.tsx': () =>
    snapshotCreate.request({ name: 'snap', description: '', disk: 'boot' }, 'web'),
  'app/forms/internet-gateway-create.tsx': () =>
    gatewayCreate.request({ name: 'gw', description: '' }, { project: 'web', vpc: 'net' }),
  'app/forms/router-create.tsx': () =>
    routerCreate.request({ name: 'r1', description: '' }, { project: 'web', vpc: 'net' }),
  'app/forms/project-create.tsx': () =>
    projectCreate.request({ name: 'web', description: 'the web tier' }),
  'app/forms/project-edit.tsx': () => projectEdit.request({ name: 'web2', description: '' }, 'web'),
  'app/forms/allow-list-edit.tsx': () =>
    allowList.request({ allow: 'list', ips: [{ network: '10.0.0.0/8' }] }),
  'app/forms/bgp-announce-set-create.tsx': () =>
    announceCreate.request({
      name: 'as1',
      description: '',
      announcements: [{ addressLot: 'lot1', network: '10.9.0.0/24' }],
    }),
  'app/forms/bgp-announce-set-edit.tsx': () =>
    announceEdit.request(
      {
        name: '',
        description: 'd',
        announcements: [{ addressLot: 'lot1', network: '10.9.0.0/24' }],
      },
      'as1',
    ),
  'app/forms/bgp-config-create.tsx': () =>
    bgpCreate.request({
      name: 'bgp1',
      description: '',
      asn: 65001,
      bgpAnnounceSetId: 'as1',
      maxPaths: 1,
      vrf: '',
    }),
  'app/forms/bgp-config-edit.tsx': () =>
    bgpEdit.request({ name: 'bgp1', description: 'd', maxPaths: 2, bgpAnnounceSetId: '' }, 'bgp1'),
  'app/forms/bfd-session-enable.tsx': () =>
    bfdEnable.request({
      switchSlot: 'switch1',
      remote: '192.0.2.7',
      local: '',
      mode: 'multi_hop',
      detectionThreshold: 5,
      requiredRxMs: 250,
    }),
  'app/forms/loopback-address-create.tsx': () =>
    loopback.request({
      rackId: '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c01',
      switchSlot: 'switch0',
      addressLot: 'lot1',
      address: '10.0.0.1',
      mask: 32,
      anycast: false,
    }),
  'app/forms/port-settings-create.tsx': () =>
    portSettings.request({ ...defaultPortSettings, name: 'uplink' }),
  'app/pages/system/silos/tabs/local-user-modals.tsx#create': () =>
    localUsers.createUserRequest(
      { userName: 'ada', password: 'hunter2-secret', confirm: '', disallow: false },
      'lumen',
    ),
  'app/pages/system/silos/tabs/local-user-modals.tsx#set-password': () =>
    localUsers.setPasswordRequest(
      { userName: '', password: 'hunter2-secret', confirm: '', disallow: false },
      'lumen',
      '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c02',
    ),
}

/** Secret body keys of a sample beyond the ones every form masks, as its form declares them. */
const SECRETS: Record<string, Record<string, string>> = {
  ...forms.SECRETS,
  'app/pages/system/silos/tabs/local-user-modals.tsx#create': { value: '<password>' },
  'app/pages/system/silos/tabs/local-user-modals.tsx#set-password': { value: '<password>' },
}

/** The body schema and parameter schema of each operation, as the mock's handler map names them. */
const handlerMap = readFileSync(join(ROOT, 'app/api/__generated__/msw-handlers.ts'), 'utf8')
function schemasOf(operationId: string) {
  const m = new RegExp(
    `handler\\(handlers\\['${operationId}'\\], (?:schema\\.(\\w+)|null), (?:schema\\.(\\w+)|null)\\)`,
  ).exec(handlerMap)
  if (!m) throw new Error(`no handler for ${operationId}`)
  const pick = (name?: string) =>
    name ? ((schema as Record<string, unknown>)[name] as ZodType) : null
  return { params: pick(m[1]), body: pick(m[2]) }
}

describe('each form builds a valid request from sample values', () => {
  it('has a sample for every form that declares a request', () => {
    const declaring = files
      .filter((f) => FORM_SHELL.test(f.text) && /\brequest=\{/.test(f.text))
      .map((f) => f.path)
      .concat(NO_SHELL)
    const sampled = new Set(Object.keys(SAMPLES).map((k) => k.split('#')[0]))
    // the announce set form is shared: its create and edit routes hold the samples
    const missing = declaring.filter((p) => !sampled.has(p) && !p.endsWith('-form.tsx'))
    expect(missing).toEqual([])
  })

  // a form that sends several requests (read then write, create then upload) has them all checked
  it.each(Object.entries(SAMPLES))('%s', (key, build) => {
    const clis = [build()].flat().map((req) => {
      const wire = describeRequest(req)
      const { params, body } = schemasOf(req.operationId)
      if (body) {
        const parsed = body.safeParse(wire.body)
        expect(parsed.error?.issues ?? []).toEqual([])
      } else {
        expect(wire.body).toBeUndefined()
      }
      if (params) {
        const { path, query } = req as { path?: unknown; query?: unknown }
        expect(params.safeParse({ path: path ?? {}, query: query ?? {} }).success).toBe(true)
      }
      const secrets = SECRETS[key] ?? {}
      const masked = wire.body === undefined ? undefined : maskSecrets(wire.body, secrets)
      return cliScript(cliText(wire, masked))
    })
    const cli = clis.join('\n\n')
    expect(cli).not.toContain('hunter2')
    expect(cli).toMatchSnapshot()
  })
})

describe('the sign-in page', () => {
  it('never shows the password in any tab', () => {
    const wire = describeRequest(
      forms.SAMPLES['app/pages/auth/LoginLocalPage.tsx']!() as SomeRequest,
    )
    expect(JSON.stringify(wire.body)).toContain('hunter2')
    const body = maskSecrets(wire.body)
    const texts = [
      cliScript(cliText(wire, body)),
      apiText(wire, body),
      curlText(wire, body, 'https://console.example.com'),
    ]
    for (const text of texts) {
      expect(text).not.toContain('hunter2')
      expect(text).toContain('"<password>"')
    }
  })
})
