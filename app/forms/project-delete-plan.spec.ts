import { describe, expect, it } from 'vitest'

import {
  blockersOf,
  deleteSteps,
  isUntouchedDefaultVpc,
  type ProjectContents,
  type VpcParts,
} from './project-delete-plan'

const empty: ProjectContents = {
  instances: 0,
  disks: 0,
  snapshots: 0,
  images: 0,
  vpcs: [],
  floatingIps: 0,
  antiAffinityGroups: 0,
  affinityGroups: 0,
}

/** What a new project holds: the default VPC as it is made. */
const newProject: ProjectContents = { ...empty, vpcs: ['default'] }
const madeParts: VpcParts = {
  subnets: ['default'],
  routers: [{ name: 'system', kind: 'system' }],
  gateways: ['default'],
}

describe('a new project', () => {
  it('has nothing to delete by hand', () => {
    expect(blockersOf('fresh', newProject, madeParts)).toEqual([])
  })

  it('goes in order: subnets, gateways, the VPC, then the project', () => {
    expect(deleteSteps('fresh', newProject, madeParts).map((s) => [s.kind, s.name])).toEqual([
      ['subnet', 'default'],
      ['gateway', 'default'],
      ['vpc', 'default'],
      ['project', 'fresh'],
    ])
  })

  it('an empty project is just deleted', () => {
    expect(blockersOf('bare', empty)).toEqual([])
    expect(deleteSteps('bare', empty).map((s) => s.kind)).toEqual(['project'])
  })
})

describe('what must go first', () => {
  it('lists each kind with its count and its page', () => {
    const full: ProjectContents = {
      instances: 3,
      disks: 1,
      snapshots: 2,
      images: 1,
      vpcs: ['default'],
      floatingIps: 1,
      antiAffinityGroups: 1,
      affinityGroups: 0,
    }
    expect(blockersOf('web-app', full, madeParts)).toEqual([
      { label: '3 instances', to: '/projects/web-app/instances' },
      { label: '1 disk', to: '/projects/web-app/disks' },
      { label: '2 snapshots', to: '/projects/web-app/snapshots' },
      { label: '1 image', to: '/projects/web-app/images' },
      { label: '1 floating IP', to: '/projects/web-app/floating-ips' },
      { label: '1 anti-affinity group', to: '/projects/web-app/affinity' },
    ])
  })

  it('a VPC the user made, or a default VPC with additions, must go by hand', () => {
    expect(blockersOf('p', { ...empty, vpcs: ['default', 'prod'] }, madeParts)).toEqual([
      { label: '1 VPC (prod)', to: '/projects/p/vpcs' },
    ])
    const withDmz = { ...madeParts, subnets: ['default', 'dmz'] }
    expect(blockersOf('p', newProject, withDmz)).toEqual([
      { label: '1 VPC (default)', to: '/projects/p/vpcs' },
    ])
    expect(deleteSteps('p', newProject, withDmz).map((s) => s.kind)).toEqual(['project'])
  })

  it('isUntouchedDefaultVpc: only the default subnet and gateway, only the system router', () => {
    expect(isUntouchedDefaultVpc('default', madeParts)).toBe(true)
    expect(isUntouchedDefaultVpc('default', { ...madeParts, subnets: [] })).toBe(true)
    expect(isUntouchedDefaultVpc('prod', madeParts)).toBe(false)
    expect(isUntouchedDefaultVpc('default', undefined)).toBe(false)
    expect(
      isUntouchedDefaultVpc('default', {
        ...madeParts,
        routers: [...madeParts.routers, { name: 'egress', kind: 'custom' }],
      }),
    ).toBe(false)
    expect(isUntouchedDefaultVpc('default', { ...madeParts, gateways: ['default', 'g2'] })).toBe(
      false,
    )
  })
})
