import { describe, expect, it } from 'vitest'

import {
  parsePortRange,
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
    ['10.0.0.0/0', undefined],
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
  ])('%j → %s', (value, message) => {
    expect(validateIpNet(value)).toBe(message)
  })
})

describe('validatePortRange', () => {
  it.each([
    ['80', [80, 80]],
    [' 443 ', [443, 443]],
    ['8000-8080', [8000, 8080]],
    ['22-22', [22, 22]],
    ['99999', [99999, 99999]],
  ])('accepts %j', (value, range) => {
    expect(validatePortRange(value)).toBeUndefined()
    expect(parsePortRange(value)).toEqual(range)
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
