import { describe, expect, it } from 'vitest'

import {
  blankRule,
  copyName,
  normaliseIcmpCode,
  ruleToValues,
  SUGGESTED_NAMES,
  suggestedNames,
  validateHostValue,
  validateIcmpCode,
  validateIcmpType,
  validatePortFilter,
  valuesToRule,
} from './firewall-rule-values'

describe('rule values', () => {
  it('round-trips a rule and leaves empty filter lists out', () => {
    const rule = valuesToRule({
      ...blankRule,
      name: 'allow-ssh',
      targets: [{ type: 'instance', value: 'web-1' }],
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    })
    expect(rule.filters).toEqual({ hosts: null, protocols: [{ type: 'tcp' }], ports: ['22'] })
    expect(rule.status).toBe('enabled')
    expect(ruleToValues(rule)).toEqual({
      ...blankRule,
      name: 'allow-ssh',
      targets: [{ type: 'instance', value: 'web-1' }],
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    })
    expect(valuesToRule({ ...blankRule, enabled: false }).status).toBe('disabled')
  })

  it('names a copy, numbered when taken, within 63 characters', () => {
    expect(copyName('allow-ssh', ['allow-ssh'])).toBe('allow-ssh-copy')
    expect(copyName('allow-ssh', ['allow-ssh', 'allow-ssh-copy'])).toBe('allow-ssh-copy-2')
    const long = 'a'.repeat(63)
    expect(copyName(long, [])).toHaveLength(63)
    expect(copyName(long, []).endsWith('-copy')).toBe(true)
  })
})

describe('host values', () => {
  it('checks names, addresses and networks by kind', () => {
    expect(validateHostValue('vpc', 'default', 'Target name')).toBeUndefined()
    expect(validateHostValue('instance', 'Web', 'Target name')).toBe(
      'Can only contain lower-case letters, numbers, and dashes',
    )
    expect(validateHostValue('subnet', '', 'Target name')).toBe('Target name is required')
    expect(validateHostValue('ip', '10.0.0.300', 'Target value')).toBe('Not a valid IP address')
    expect(validateHostValue('ip', 'fd00::1', 'Target value')).toBeUndefined()
    expect(validateHostValue('ip_net', '10.0.0.0', 'Target value')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateHostValue('ip_net', '10.0.0.0/x', 'Target value')).toBe(
      'Width must be an integer',
    )
    expect(validateHostValue('ip_net', '10.0.0.0/33', 'Target value')).toBe(
      'Max width for IPv4 is 32',
    )
    expect(validateHostValue('ip_net', 'fd00::/129', 'Target value')).toBe(
      'Max width for IPv6 is 128',
    )
  })
})

describe('ICMP', () => {
  it('takes a type from 0 to 255 or nothing', () => {
    expect(validateIcmpType('')).toBeUndefined()
    expect(validateIcmpType('8')).toBeUndefined()
    expect(validateIcmpType('256')).toBe('ICMP type must be a number from 0 to 255')
    expect(validateIcmpType('echo')).toBe('ICMP type must be a number from 0 to 255')
  })

  it('takes a code or a range, any dash', () => {
    expect(normaliseIcmpCode(' 1 – 3 ')).toBe('1-3')
    expect(validateIcmpCode('')).toBeUndefined()
    expect(validateIcmpCode('0')).toBeUndefined()
    expect(validateIcmpCode('1–3')).toBeUndefined()
    expect(validateIcmpCode('3-1')).toBe(
      'The end of an ICMP code range must not be below its start',
    )
    expect(validateIcmpCode('300')).toBe('ICMP codes go from 0 to 255')
    expect(validateIcmpCode('a')).toBe('ICMP code must be a number or a range like 1-3')
  })
})

describe('port filter (issue 24)', () => {
  it.each([
    ['22', undefined],
    ['1-65535', undefined],
    [' 443 ', undefined],
    ['0', 'Ports must be between 1 and 65535'],
    ['70000', 'Ports must be between 1 and 65535'],
    ['0-80', 'Ports must be between 1 and 65535'],
    ['80-65536', 'Ports must be between 1 and 65535'],
    ['90-80', 'Not a valid port range'],
    ['ssh', 'Not a valid port range'],
  ])('%j → %s', (value, message) => {
    expect(validatePortFilter(value)).toBe(message)
  })
})

describe('suggestedNames', () => {
  const instances = Array.from({ length: 5000 }, (_, i) => `vm-${String(i + 1).padStart(5, '0')}`)
  it('offers at most SUGGESTED_NAMES names, those containing what is typed, in order', () => {
    expect(suggestedNames(instances, '')).toHaveLength(SUGGESTED_NAMES)
    expect(suggestedNames(instances, '')[0]).toBe('vm-00001')
    expect(suggestedNames(instances, ' VM-0499')).toEqual(
      Array.from({ length: 10 }, (_, i) => `vm-0499${i}`),
    )
    expect(suggestedNames(instances, 'db')).toEqual([])
  })
})
