import { describe, expect, it } from 'vitest'

import {
  type AlertDelivery,
  type AlertReceiver,
  type Disk,
  type Instance,
  type IpPool,
  type PhysicalDisk,
  type SiloUtilization,
  type Sled,
  type SledInstance,
  type UpdateStatus,
} from '~/api/__generated__/Api'

import { gatherFleetIssues, type FleetIssueInput } from './fleet-issues'

const NOW = Date.parse('2026-06-01T00:00:00Z')
const T = new Date('2026-05-01T00:00:00Z')
const GiB = 1024 ** 3

const healthy: FleetIssueInput = {
  ownSilo: 'lumen',
  sledInstances: [],
  instances: [],
  disks: [],
  sleds: [],
  physicalDisks: [],
  pools: [],
  silos: [],
  update: null,
  receivers: [],
  now: NOW,
}

const instance = (over: Partial<SledInstance>) =>
  ({
    id: 'i1',
    name: 'web-1',
    siloName: 'lumen',
    projectName: 'web-app',
    state: 'running',
    timeCreated: T,
    timeModified: T,
    activeSledId: 's1',
    memory: GiB,
    ncpus: 1,
    sledId: 's1',
    ...over,
  }) as SledInstance & { sledId: string }

describe('gatherFleetIssues', () => {
  it('finds nothing in a healthy fleet', () => {
    expect(gatherFleetIssues(healthy)).toEqual([])
  })

  it('links a failed instance of the own silo to it, of another silo to its sled', () => {
    const issues = gatherFleetIssues({
      ...healthy,
      instances: [
        {
          project: 'web-app',
          instance: { name: 'web-1', runState: 'failed', timeRunStateUpdated: T } as Instance,
        },
      ],
      sledInstances: [
        instance({ state: 'failed' }),
        instance({ name: 'db', siloName: 'basalt', projectName: 'ops', state: 'failed' }),
        instance({ name: 'ok' }),
      ],
    })
    expect(issues.map((i) => [i.where, i.link.to])).toEqual([
      ['lumen / web-app / web-1', '/projects/web-app/instances/web-1'],
      ['basalt / ops / db', '/system/inventory/sleds/s1/instances'],
    ])
    expect(issues[0]!.since).toEqual(T)
  })

  it('finds faulted disks, sleds and physical disks out of service', () => {
    const issues = gatherFleetIssues({
      ...healthy,
      disks: [
        {
          project: 'web-app',
          disk: { name: 'logs', state: { state: 'faulted' }, timeModified: T } as Disk,
        },
        {
          project: 'web-app',
          disk: { name: 'ok', state: { state: 'detached' }, timeModified: T } as Disk,
        },
      ],
      sleds: [
        {
          id: 's1',
          baseboard: { serial: 'BRM1', part: 'p', revision: 1 },
          policy: { kind: 'expunged' },
          timeModified: T,
        } as Sled,
        {
          id: 's2',
          baseboard: { serial: 'BRM2', part: 'p', revision: 1 },
          policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' },
          timeModified: T,
        } as Sled,
        {
          id: 's3',
          baseboard: { serial: 'BRM3', part: 'p', revision: 1 },
          policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
          timeModified: T,
        } as Sled,
      ],
      physicalDisks: [
        {
          serial: 'D1',
          model: 'm',
          policy: { kind: 'in_service' },
          state: 'decommissioned',
          timeModified: T,
        } as PhysicalDisk,
        {
          serial: 'D2',
          model: 'm',
          policy: { kind: 'in_service' },
          state: 'active',
          timeModified: T,
        } as PhysicalDisk,
      ],
    })
    expect(issues.map((i) => i.kind)).toEqual(['faulted disk', 'sled', 'sled', 'physical disk'])
    expect(issues[0]!.link.to).toBe('/projects/web-app/disks')
    expect(issues[1]!.what).toMatch(/expunged/)
    expect(issues[2]!.what).toMatch(/not provisionable/)
  })

  it('flags pools and quotas over 90 %, not at 90 %', () => {
    const silo = (name: string, used: number): SiloUtilization => ({
      siloId: name,
      siloName: name,
      allocated: { cpus: 100, memory: 100 * GiB, storage: 100 * GiB },
      provisioned: { cpus: used, memory: 0, storage: 0 },
    })
    const issues = gatherFleetIssues({
      ...healthy,
      pools: [
        { pool: { name: 'full' } as IpPool, utilization: { capacity: 100, remaining: 5 } },
        { pool: { name: 'fine' } as IpPool, utilization: { capacity: 100, remaining: 10 } },
      ],
      silos: [silo('busy', 95), silo('calm', 90)],
    })
    expect(issues.map((i) => i.where)).toEqual(['IP pool full', 'Silo busy'])
    expect(issues[1]!.what).toBe('Silo uses 95% of its vCPUs quota')
    expect(issues[1]!.link.to).toBe('/system/silos/busy/quotas')
  })

  it('reports an update that needs support or is stuck', () => {
    const update: UpdateStatus = {
      targetRelease: { version: '15.0.0', timeRequested: T },
      componentsByReleaseVersion: { '15.0.0': 27, '14.2.0': 4 },
      suspended: false,
      contactSupport: true,
      timeLastStepPlanned: T,
    }
    const issues = gatherFleetIssues({ ...healthy, update })
    expect(issues.map((i) => i.what)).toEqual([
      'The system needs Oxide support before it is updated further',
      'Update to 15.0.0 is stuck at 27 of 31 components',
    ])
    const moving = { ...update, contactSupport: false, timeLastStepPlanned: new Date(NOW - 1000) }
    expect(gatherFleetIssues({ ...healthy, update: moving })).toEqual([])
  })

  it('names a webhook receiver whose latest deliveries failed, until one gets through', () => {
    const delivery = (hoursAgo: number, state: AlertDelivery['state']) =>
      ({
        id: `d${hoursAgo}`,
        state,
        timeStarted: new Date(NOW - hoursAgo * 3_600_000),
      }) as AlertDelivery
    const receiver = (name: string) => ({ id: name, name }) as AlertReceiver
    const issues = gatherFleetIssues({
      ...healthy,
      receivers: [
        {
          receiver: receiver('chat-bridge'),
          // one being retried, two failed for good, then one that got through
          latest: [
            delivery(1, 'pending'),
            delivery(2, 'failed'),
            delivery(5, 'failed'),
            delivery(9, 'delivered'),
            delivery(30, 'failed'),
          ],
        },
        // recovered: its latest got through
        {
          receiver: receiver('audit-archive'),
          latest: [delivery(1, 'delivered'), delivery(48, 'failed')],
        },
        { receiver: receiver('quiet'), latest: [] },
      ],
    })
    expect(issues).toEqual([
      {
        kind: 'webhook receiver',
        severity: 'warning',
        what: 'Its last 2 deliveries failed',
        where: 'Receiver chat-bridge',
        since: new Date(NOW - 5 * 3_600_000),
        link: { to: '/system/alerts/chat-bridge/deliveries', label: 'Open deliveries' },
      },
    ])
  })
})
