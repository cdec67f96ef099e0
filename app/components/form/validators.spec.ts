import { describe, expect, it } from 'vitest'

import {
  bigIntToIp,
  ipToBigInt,
  networkOf,
  parsePortRange,
  validateHostBits,
  validateIpNetShape,
  requiredMessage,
  uniqueItems,
  validateDescription,
  validateIp,
  validateIpNet,
  validateName,
  validateNotInList,
  validatePortRange,
} from './validators'

describe('validateName', () => {
  it.each([
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['A'.repeat(64), 'Must be 63 characters or fewer'],
    ['', 'Name is required'],
    ['My-project', 'Can only contain lower-case letters, numbers, and dashes'],
    ['web_1', 'Can only contain lower-case letters, numbers, and dashes'],
    ['web 1', 'Can only contain lower-case letters, numbers, and dashes'],
    ['1web', 'Must start with a lower-case letter'],
    ['-web', 'Must start with a lower-case letter'],
    ['web-', 'Must end with a letter or number'],
  ])('%j → %s', (name, message) => {
    expect(validateName(name)).toBe(message)
  })

  it.each(['a', 'web', 'web-1', 'a1-b2-c3', 'a'.repeat(63)])('accepts %j', (name) => {
    expect(validateName(name)).toBeUndefined()
  })

  it('uses the label in the required message and allows empty when optional', () => {
    expect(validateName('', 'Hostname')).toBe('Hostname is required')
    expect(validateName('', 'Name', false)).toBeUndefined()
    expect(validateName('Bad', 'Name', false)).toBe(
      'Can only contain lower-case letters, numbers, and dashes',
    )
  })
})

describe('validateDescription', () => {
  it('allows up to 512 characters', () => {
    expect(validateDescription('')).toBeUndefined()
    expect(validateDescription('x'.repeat(512))).toBeUndefined()
    expect(validateDescription('x'.repeat(513))).toBe(
      'A description must be no longer than 512 characters',
    )
  })
})

describe('requiredMessage', () => {
  it('says the label is required', () => {
    expect(requiredMessage('Size')).toBe('Size is required')
  })
})

describe('validateIp', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fd00::1',
    '2001:db8::ff00:42:8329',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '::ffff:192.168.1.1',
    'FE80::1',
  ])('accepts %s', (ip) => {
    expect(validateIp(ip)).toBeUndefined()
  })

  it.each([
    '',
    'abc',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4 ',
    '1::2::3',
    '2001:db8:0:0:0:0:0:0:1',
    '12345::1',
    'g::1',
    '1:2:3:4:5:6:7',
    '1.2.3.4::',
    '10.0.0.0/8',
  ])('rejects %j', (ip) => {
    expect(validateIp(ip)).toBe('Not a valid IP address')
  })
})

describe('validateIpNet', () => {
  it.each([
    ['10.0.0.0/8', undefined],
    ['10.0.0.0/32', undefined],
    ['0.0.0.0/0', undefined],
    ['10.0.0.0/0', 'Host bits must be zero. Did you mean 0.0.0.0/0?'],
    ['fd00::/64', undefined],
    ['fd00::/128', undefined],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/', 'Must contain an IP address and a width, separated by a /'],
    ['/8', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.5/24', 'Host bits must be zero. Did you mean 10.0.0.0/24?'],
    ['10.0.0.5/32', undefined],
    ['192.168.1.1/0', 'Host bits must be zero. Did you mean 0.0.0.0/0?'],
    ['fd12:3456:789a::1/48', 'Host bits must be zero. Did you mean fd12:3456:789a::/48?'],
    ['fd12:3456:789a:1::/48', 'Host bits must be zero. Did you mean fd12:3456:789a::/48?'],
    ['fd12:3456:789a:1::/64', undefined],
    ['fd00:0:0:0:0:0:0:1/127', 'Host bits must be zero. Did you mean fd00::/127?'],
    ['::ffff:10.1.2.3/120', 'Host bits must be zero. Did you mean ::ffff:a01:200/120?'],
  ])('%j → %s', (value, message) => {
    expect(validateIpNet(value)).toBe(message)
  })
})

describe('network helpers', () => {
  it.each([
    ['10.1.2.3/16', '10.1.0.0/16'],
    ['fd00:1:2:3:4:5:6:7/64', 'fd00:1:2:3::/64'],
    ['1:0:0:1:0:0:0:1/16', '1::/16'],
    ['::/0', '::/0'],
  ])('networkOf(%j) is %j', (value, network) => {
    expect(networkOf(value)).toBe(network)
  })

  it('round-trips addresses through their numbers', () => {
    for (const ip of [
      '0.0.0.0',
      '255.255.255.255',
      '::',
      '::1',
      'fd00:1::2:0:0:3',
      '1:2:3:4:5:6:7:8',
    ])
      expect(bigIntToIp(ipToBigInt(ip), ip.includes(':') ? 6 : 4)).toBe(ip)
  })

  it('keeps the shape messages apart from the host-bits rule', () => {
    expect(validateIpNetShape('10.0.0.5/24')).toBeUndefined()
    expect(validateHostBits('10.0.0.5/24')).toBe(
      'Host bits must be zero. Did you mean 10.0.0.0/24?',
    )
  })
})

describe('validatePortRange', () => {
  it.each([
    ['80', [80, 80]],
    [' 443 ', [443, 443]],
    ['8000-8080', [8000, 8080]],
    ['22-22', [22, 22]],
    ['1', [1, 1]],
    ['1-65535', [1, 65535]],
  ])('accepts %j', (value, range) => {
    expect(validatePortRange(value)).toBeUndefined()
    expect(parsePortRange(value)).toEqual(range)
  })

  it.each([
    ['0', 'Ports must be between 1 and 65535'],
    ['70000', 'Ports must be between 1 and 65535'],
    ['0-80', 'Ports must be between 1 and 65535'],
    ['80-65536', 'Ports must be between 1 and 65535'],
  ])('refuses %j outside the port numbers', (value, message) => {
    expect(validatePortRange(value)).toBe(message)
  })

  it.each(['', 'ssh', '123456', '80-', '-80', '8080-80', '80 - 90', '1-2-3', '1.5'])(
    'rejects %j',
    (value) => {
      expect(validatePortRange(value)).toBe('Not a valid port range')
      expect(parsePortRange(value)).toBeNull()
    },
  )
})

describe('uniqueItems', () => {
  it('flags duplicates', () => {
    expect(uniqueItems(['a', 'b'])).toBeUndefined()
    expect(uniqueItems(['a', 'b', 'a'])).toBe('Items must be unique')
    expect(uniqueItems([{ v: 1 }, { v: 1 }], (x) => x.v)).toBe('Items must be unique')
    expect(validateNotInList('a', ['a'])).toBe('Item is already in the list')
    expect(validateNotInList('b', ['a'])).toBeUndefined()
  })
})
