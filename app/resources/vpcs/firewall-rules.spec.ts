import { describe, expect, it } from 'vitest'

import { type VpcFirewallRule } from '~/api/__generated__/Api'

import {
  byPriority,
  diffRules,
  hasChanges,
  protocolLabel,
  rulesTarget,
  toUpdate,
} from './firewall-rules'

const rule = (name: string, extra: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  vpcId: 'vpc',
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['22'] },
  timeCreated: new Date(0),
  timeModified: new Date(0),
  ...extra,
})

describe('diffRules', () => {
  it('finds nothing when only identity fields differ (a whole-list PUT renews them)', () => {
    const a = [rule('ssh')]
    const b = [rule('ssh', { id: 'other', timeModified: new Date(5) })]
    expect(hasChanges(diffRules(a, b))).toBe(false)
  })

  it('names added, removed and changed rules', () => {
    const before = [rule('ssh'), rule('icmp'), rule('web')]
    const after = [rule('ssh', { status: 'disabled' }), rule('web'), rule('dns')]
    expect(diffRules(before, after)).toEqual({
      added: ['dns'],
      removed: ['icmp'],
      changed: ['ssh'],
    })
  })
})

describe('rule helpers', () => {
  it('sorts by priority, then name', () => {
    const sorted = [
      rule('b', { priority: 5 }),
      rule('a', { priority: 5 }),
      rule('z', { priority: 1 }),
    ]
      .sort(byPriority)
      .map((r) => r.name)
    expect(sorted).toEqual(['z', 'a', 'b'])
  })

  it('keeps only the fields the PUT takes', () => {
    expect(Object.keys(toUpdate(rule('ssh'))).sort()).toEqual([
      'action',
      'description',
      'direction',
      'filters',
      'name',
      'priority',
      'status',
      'targets',
    ])
  })

  it('labels protocols', () => {
    expect(protocolLabel({ type: 'tcp' })).toBe('TCP')
    expect(protocolLabel({ type: 'icmp', value: null })).toBe('ICMPv4')
    expect(protocolLabel({ type: 'icmp6', value: { icmpType: 128, code: '0' } })).toBe(
      'ICMPv6 type 128 code 0',
    )
  })
})

describe('rulesTarget', () => {
  it('finds the saves of this VPC’s rules in the audit log, by name or by id', () => {
    const t = rulesTarget({ project: 'web-app', vpc: 'default' }, new Set(['vpc-id']))
    const uri = (s: string) => new URL(s, 'http://rack')
    expect(t.operations).toEqual(['vpc_firewall_rules_update'])
    expect(t.matches(uri('/v1/vpc-firewall-rules?project=web-app&vpc=default'))).toBe(true)
    expect(t.matches(uri('/v1/vpc-firewall-rules?vpc=vpc-id'))).toBe(true)
    expect(t.matches(uri('/v1/vpc-firewall-rules?project=other&vpc=default'))).toBe(false)
    expect(t.matches(uri('/v1/vpc-firewall-rules?project=web-app&vpc=other'))).toBe(false)
    expect(t.matches(uri('/v1/vpc-subnets?project=web-app&vpc=default'))).toBe(false)
  })
})
