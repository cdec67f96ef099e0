/**
 * The two kinds of fleet pool, IP pools and subnet pools, as the pool kit sees them: their
 * operations, their paths and the words their pages use. The kit's components take one of these.
 */
import { pb } from '~/api/path-builder'
import { ipPoolSelector, subnetPoolSelector } from '~/api/selectors'

export const ipPoolKind = {
  /** "IP pool": confirm kind and resource name; capitalised for toasts and labels. */
  noun: 'IP pool',
  /** "the default IPv4 pool" */
  defaultNoun: 'pool',
  /** Who takes from a linked pool, and what they take. */
  takers: 'users',
  takes: 'addresses',
  oneTaken: 'an address',
  selector: ipPoolSelector,
  /** The first tab of a pool's page: what the pool holds. */
  contents: 'IP ranges',
  /** How a pool's use is told: with nothing in it, what is left, the meter, the share. */
  usage: { none: 'No ranges', free: 'free', meter: 'Share of addresses in use', used: 'used' },
  ops: {
    list: 'systemIpPoolList',
    view: 'systemIpPoolView',
    create: 'systemIpPoolCreate',
    update: 'systemIpPoolUpdate',
    delete: 'systemIpPoolDelete',
    utilization: 'systemIpPoolUtilizationView',
    siloList: 'systemIpPoolSiloList',
    siloLink: 'systemIpPoolSiloLink',
    siloUpdate: 'systemIpPoolSiloUpdate',
    siloUnlink: 'systemIpPoolSiloUnlink',
    /** A silo's view of its linked pools. */
    siloPools: 'siloIpPoolList',
  },
  /** Besides the fleet list, what lists pools by name (refetched after a rename). */
  renameInvalidates: [] as const,
  paths: {
    list: pb.ipPools,
    create: pb.ipPoolsNew,
    detail: pb.ipPool,
    edit: pb.ipPoolEdit,
    siloTab: pb.siloIpPools,
  },
} as const

export const subnetPoolKind = {
  noun: 'subnet pool',
  defaultNoun: 'subnet pool',
  takers: 'projects',
  takes: 'external subnets',
  oneTaken: 'an external subnet',
  selector: subnetPoolSelector,
  contents: 'Subnets',
  usage: {
    none: 'No subnets',
    free: 'addresses free',
    meter: 'Share of addresses allocated',
    used: 'allocated',
  },
  ops: {
    list: 'systemSubnetPoolList',
    view: 'systemSubnetPoolView',
    create: 'systemSubnetPoolCreate',
    update: 'systemSubnetPoolUpdate',
    delete: 'systemSubnetPoolDelete',
    utilization: 'systemSubnetPoolUtilizationView',
    siloList: 'systemSubnetPoolSiloList',
    siloLink: 'systemSubnetPoolSiloLink',
    siloUpdate: 'systemSubnetPoolSiloUpdate',
    siloUnlink: 'systemSubnetPoolSiloUnlink',
    siloPools: 'siloSubnetPoolList',
  },
  renameInvalidates: ['siloSubnetPoolList'] as const,
  paths: {
    list: pb.subnetPools,
    create: pb.subnetPoolsNew,
    detail: pb.subnetPool,
    edit: pb.subnetPoolEdit,
    siloTab: pb.siloSubnetPools,
  },
} as const

export type PoolKind = typeof ipPoolKind | typeof subnetPoolKind

export const versionLabel = (v: 'v4' | 'v6') => (v === 'v4' ? 'IPv4' : 'IPv6')
