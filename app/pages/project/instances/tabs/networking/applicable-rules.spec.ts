import { describe, expect, it } from 'vitest'

import { type VpcFirewallRule, type VpcFirewallRuleTarget } from '~/api/__generated__/Api'
import { sshRuleFor, sshRuleName } from '~/resources/instances/ssh-rule'

import {
  applicableRules,
  describeTarget,
  ipInNet,
  targetReaches,
  type InstanceInVpc,
} from './applicable-rules'

const db1: InstanceInVpc = {
  instance: 'db1',
  vpc: 'default',
  nics: [
    { subnet: 'default', ips: ['172.30.0.5', 'fd12:3456:789a:1::5'] },
    { subnet: 'backend', ips: ['10.1.2.3'] },
  ],
}

const rule = (name: string, targets: VpcFirewallRuleTarget[]) =>
  ({
    name,
    targets,
    id: name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 1,
    status: 'enabled',
    filters: {},
    vpcId: 'v',
    timeCreated: new Date(0),
    timeModified: new Date(0),
  }) as VpcFirewallRule

describe('ipInNet', () => {
  it('matches IPv4 addresses inside a network, at its edges too', () => {
    expect(ipInNet('10.1.2.3', '10.0.0.0/8')).toBe(true)
    expect(ipInNet('10.1.2.3', '10.1.2.3/32')).toBe(true)
    expect(ipInNet('10.1.2.3', '0.0.0.0/0')).toBe(true)
    expect(ipInNet('10.1.2.3', '10.1.3.0/24')).toBe(false)
    expect(ipInNet('192.168.1.255', '192.168.0.0/23')).toBe(true)
    expect(ipInNet('192.168.2.0', '192.168.0.0/23')).toBe(false)
  })

  it('matches IPv6, in any text form, and never across versions', () => {
    expect(ipInNet('fd12:3456:789a:1::5', 'fd12:3456:789a::/48')).toBe(true)
    expect(ipInNet('FD12:3456:789A:0001:0:0:0:5', 'fd12:3456:789a:1::/64')).toBe(true)
    expect(ipInNet('fd12:3456:789b::1', 'fd12:3456:789a::/48')).toBe(false)
    expect(ipInNet('::ffff:10.0.0.1', '::ffff:10.0.0.0/120')).toBe(true)
    expect(ipInNet('10.0.0.1', '::/0')).toBe(false)
  })

  it('is false for anything malformed', () => {
    expect(ipInNet('10.0.0.1', '10.0.0.0')).toBe(false)
    expect(ipInNet('10.0.0.1', '10.0.0.0/33')).toBe(false)
    expect(ipInNet('nope', '10.0.0.0/8')).toBe(false)
  })
})

describe('targetReaches', () => {
  it('reaches through the VPC, a subnet of any interface, the name, an address', () => {
    expect(targetReaches({ type: 'vpc', value: 'default' }, db1)).toBe(true)
    expect(targetReaches({ type: 'vpc', value: 'other' }, db1)).toBe(false)
    expect(targetReaches({ type: 'subnet', value: 'backend' }, db1)).toBe(true)
    expect(targetReaches({ type: 'subnet', value: 'dmz' }, db1)).toBe(false)
    expect(targetReaches({ type: 'instance', value: 'db1' }, db1)).toBe(true)
    expect(targetReaches({ type: 'instance', value: 'web1' }, db1)).toBe(false)
    expect(targetReaches({ type: 'ip', value: '10.1.2.3' }, db1)).toBe(true)
    expect(targetReaches({ type: 'ip', value: 'fd12:3456:789a:1:0::5' }, db1)).toBe(true)
    expect(targetReaches({ type: 'ip', value: '10.1.2.4' }, db1)).toBe(false)
    expect(targetReaches({ type: 'ip_net', value: '172.30.0.0/22' }, db1)).toBe(true)
    expect(targetReaches({ type: 'ip_net', value: '172.31.0.0/16' }, db1)).toBe(false)
  })

  it('reaches nothing in a VPC the instance has no interface in', () => {
    const away = { ...db1, nics: [] }
    expect(targetReaches({ type: 'vpc', value: 'default' }, away)).toBe(false)
    expect(targetReaches({ type: 'instance', value: 'db1' }, away)).toBe(false)
  })
})

describe('applicableRules', () => {
  it('keeps the rules that reach the instance, in order, with the targets that do', () => {
    const rules = [
      rule('all', [{ type: 'vpc', value: 'default' }]),
      rule('web', [{ type: 'instance', value: 'web1' }]),
      rule('mixed', [
        { type: 'instance', value: 'web1' },
        { type: 'subnet', value: 'backend' },
        { type: 'ip_net', value: '10.0.0.0/8' },
      ]),
      rule('none', []),
    ]
    const result = applicableRules(rules, db1)
    expect(result.map((r) => r.rule.name)).toEqual(['all', 'mixed'])
    expect(result[1]!.via).toEqual([
      { type: 'subnet', value: 'backend' },
      { type: 'ip_net', value: '10.0.0.0/8' },
    ])
  })
})

describe('describeTarget', () => {
  it('says how a rule reaches the instance', () => {
    expect(describeTarget({ type: 'instance', value: 'db1' }, 'db1')).toBe('this instance')
    expect(describeTarget({ type: 'vpc', value: 'default' }, 'db1')).toBe('VPC default')
    expect(describeTarget({ type: 'subnet', value: 'dmz' }, 'db1')).toBe('subnet dmz')
    expect(describeTarget({ type: 'ip', value: '10.0.0.1' }, 'db1')).toBe('IP 10.0.0.1')
    expect(describeTarget({ type: 'ip_net', value: '10.0.0.0/8' }, 'db1')).toBe(
      'IP subnet 10.0.0.0/8',
    )
  })
})

describe('the SSH rule', () => {
  it('is inbound TCP 22 allowed to the instance, under a free name', () => {
    expect(sshRuleName('db1', [])).toBe('allow-ssh-db1')
    expect(sshRuleName('db1', ['allow-ssh-db1', 'allow-ssh-db1-2'])).toBe('allow-ssh-db1-3')
    expect(sshRuleName('x'.repeat(63), [])).toHaveLength(63)
    expect(sshRuleFor('db1', [])).toMatchObject({
      action: 'allow',
      direction: 'inbound',
      status: 'enabled',
      targets: [{ type: 'instance', value: 'db1' }],
      filters: { protocols: [{ type: 'tcp' }], ports: ['22'] },
    })
  })
})
