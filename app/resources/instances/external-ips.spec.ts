import { describe, expect, it } from 'vitest'

import { type ExternalIp } from '~/api/__generated__/Api'

import { reachableIps } from './external-ips'

const snat: ExternalIp = {
  kind: 'snat',
  ip: '10.0.0.9',
  ipPoolId: 'p',
  firstPort: 0,
  lastPort: 16383,
}
const ephemeral: ExternalIp = { kind: 'ephemeral', ip: '198.51.100.7', ipPoolId: 'p' }
const floating: ExternalIp = {
  kind: 'floating',
  ip: '198.51.100.9',
  ipPoolId: 'p',
  id: 'f',
  name: 'web',
  description: '',
  projectId: 'x',
  instanceId: 'i',
  timeCreated: new Date(0),
  timeModified: new Date(0),
}

describe('reachableIps', () => {
  it('puts floating IPs first, then ephemeral ones, and leaves SNAT out', () => {
    expect(reachableIps([snat, ephemeral, floating]).map((i) => i.ip)).toEqual([
      '198.51.100.9',
      '198.51.100.7',
    ])
    expect(reachableIps([snat])).toEqual([])
  })
})
