import { describe, expect, it } from 'vitest'

import {
  routeDefaults,
  routeToValues,
  validateDestination,
  validateDestinationType,
  validateTarget,
  validateTargetType,
  valuesToBody,
} from './route-values'

const ipDest = { type: 'ip' as const, value: '10.0.0.1' }

describe('validateDestination', () => {
  it('uses the spec’s address and network messages', () => {
    expect(validateDestination('', 'ip')).toBe('Destination value is required')
    expect(validateDestination('10.0.0', 'ip')).toBe('Not a valid IP address')
    expect(validateDestination(' 10.0.0.1 ', 'ip')).toBeUndefined()
    expect(validateDestination('10.0.0.0', 'ip_net')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateDestination('10.0.0.0/x', 'ip_net')).toBe('Width must be an integer')
    expect(validateDestination('10.0.0.0/33', 'ip_net')).toBe('Max width for IPv4 is 32')
    expect(validateDestination('fd00::/129', 'ip_net')).toBe('Max width for IPv6 is 128')
    expect(validateDestination('fd00::/64', 'ip_net')).toBeUndefined()
  })

  it('takes subnet names and refuses VPC destinations', () => {
    expect(validateDestination('dmz', 'subnet')).toBeUndefined()
    expect(validateDestination('Dmz', 'subnet')).toBe(
      'Can only contain lower-case letters, numbers, and dashes',
    )
    expect(validateDestinationType('ip_net')).toBeUndefined()
    expect(validateDestinationType('vpc')).toBe('A VPC cannot be the destination of a custom route')
  })
})

describe('validateTarget', () => {
  it('checks each kind', () => {
    expect(validateTarget('', 'drop', ipDest)).toBeUndefined()
    expect(validateTarget('', 'ip', ipDest)).toBe('Target value is required')
    expect(validateTarget('nope', 'ip', ipDest)).toBe('Not a valid IP address')
    expect(validateTarget('10.0.0.5', 'ip', ipDest)).toBeUndefined()
    expect(validateTarget('api-server', 'instance', ipDest)).toBeUndefined()
    expect(validateTarget('default', 'internet_gateway', ipDest)).toBeUndefined()
    expect(validateTargetType('internet_gateway')).toBeUndefined()
    expect(validateTargetType('subnet')).toBe('A subnet cannot be the target of a custom route')
    expect(validateTargetType('vpc')).toBe('A VPC cannot be the target of a custom route')
  })

  it('wants an IP target of the destination’s version', () => {
    expect(validateTarget('fd00::2', 'ip', ipDest)).toBe(
      'Must be an IPv4 address, like the destination',
    )
    expect(validateTarget('10.0.0.2', 'ip', { type: 'ip_net', value: 'fd00::/64' })).toBe(
      'Must be an IPv6 address, like the destination',
    )
    expect(validateTarget('10.0.0.2', 'ip', { type: 'subnet', value: 'dmz' })).toBeUndefined()
  })
})

describe('route bodies', () => {
  it('trims values and sends drop without one', () => {
    expect(
      valuesToBody({
        ...routeDefaults,
        name: 'r',
        destinationValue: ' 10.0.0.0/8 ',
        destinationType: 'ip_net',
        targetType: 'drop',
        targetValue: 'ignored',
      }),
    ).toEqual({
      name: 'r',
      description: '',
      destination: { type: 'ip_net', value: '10.0.0.0/8' },
      target: { type: 'drop' },
    })
  })

  it('reads a route back', () => {
    const base = {
      id: 'x',
      name: 'r',
      description: 'd',
      kind: 'custom' as const,
      vpcRouterId: 'y',
      timeCreated: new Date(),
      timeModified: new Date(),
      destination: { type: 'ip' as const, value: '1.2.3.4' },
    }
    expect(routeToValues({ ...base, target: { type: 'drop' } }).targetValue).toBe('')
    expect(
      routeToValues({ ...base, target: { type: 'internet_gateway', value: 'default' } }),
    ).toMatchObject({ targetType: 'internet_gateway', targetValue: 'default' })
  })
})
