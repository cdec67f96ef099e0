import { describe, expect, it } from 'vitest'

import { externalSubnetBody, sortSubnetPools } from './external-subnet-values'

const base = { name: 'edge', description: '', pool: 'lumen-subnets', prefixLength: 26, subnet: '' }

describe('external subnet values', () => {
  it('asks a pool for a block of the prefix length', () => {
    expect(externalSubnetBody({ ...base, allocation: 'pool' })).toEqual({
      name: 'edge',
      description: '',
      allocator: {
        type: 'auto',
        prefixLength: 26,
        poolSelector: { type: 'explicit', pool: 'lumen-subnets' },
      },
    })
  })

  it('names an explicit subnet, trimmed', () => {
    expect(
      externalSubnetBody({ ...base, allocation: 'subnet', subnet: ' 198.19.4.0/25 ' }).allocator,
    ).toEqual({ type: 'explicit', subnet: '198.19.4.0/25' })
  })

  it('lists defaults first, then IPv4, then by name', () => {
    const pool = (name: string, ipVersion: 'v4' | 'v6', isDefault: boolean) => ({
      id: name,
      name,
      description: '',
      ipVersion,
      isDefault,
      timeCreated: new Date(0),
      timeModified: new Date(0),
    })
    const sorted = sortSubnetPools([
      pool('b', 'v4', false),
      pool('v6', 'v6', true),
      pool('a', 'v4', false),
      pool('v4', 'v4', true),
    ])
    expect(sorted.map((p) => p.name)).toEqual(['v4', 'v6', 'a', 'b'])
  })
})
