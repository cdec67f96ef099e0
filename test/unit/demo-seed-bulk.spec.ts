/**
 * The demo data keeps something to try every bulk action on (issue 28): in the demo project
 * (web-app), or the silo for silo lists, each action of the bar applies to at least two items,
 * and an action with a condition leaves at least one out. The bar's own actions and predicates
 * decide (`actionPlan` over `app/bulk/list-actions.ts`), read through the mock's API as the
 * demo user (ada) sees it.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  type Disk,
  type FloatingIp,
  type Image,
  type Instance,
  type Snapshot,
  type VpcFirewallRule,
} from '~/api/__generated__/Api'
import { processResponseBody } from '~/api/__generated__/util'
import {
  diskBulkActions,
  floatingIpBulkActions,
  instanceBulkActions,
  projectImageBulkActions,
  siloImageBulkActions,
  snapshotBulkActions,
  sshKeyBulkActions,
  tokenBulkActions,
  userBulkActions,
} from '~/bulk/list-actions'
import { firewallRuleBulkActions } from '~/resources/vpcs/firewall-bulk'
import { type BulkAction } from '~/table/bulk-actions'
import { actionPlan } from '~/table/bulk-run-bar'

import { freshClient, type MockClient } from '../../mock-api/testing'

const PROJECT = 'web-app'

let api: MockClient
beforeAll(() => {
  api = freshClient({ seed: 'default' })
})

/** Every item of a list (one page of up to 1,000), camelCased as the app's client gives it. */
async function list<T>(path: string): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?'
  const res = await api.get<{ items: unknown[] }>(`${path}${sep}limit=1000`)
  expect(res.status, path).toBe(200)
  return res.body.items.map((i) => processResponseBody(i) as T)
}

/** Each action takes >= 2 of the list, and one with a condition leaves >= 1 out. */
function expectEveryAction<Row>(actions: BulkAction<Row>[], rows: Row[]) {
  for (const action of actions) {
    const plan = actionPlan(action, rows)
    expect(plan.targets.length, `${action.label}: items it applies to`).toBeGreaterThanOrEqual(2)
    if (action.applies) {
      const left = rows.length - plan.targets.length
      expect(left, `${action.label}: items it does not apply to`).toBeGreaterThanOrEqual(1)
      expect(plan.label).toBe(`${action.label} ${plan.targets.length} of ${rows.length}`)
    }
  }
}

describe(`the demo seed has every bulk action to try in ${PROJECT}`, () => {
  const project = `project=${PROJECT}`

  it('instances: start, stop, reboot, delete', async () => {
    const actions = instanceBulkActions(PROJECT)
    expect(actions.map((a) => a.label)).toEqual(['Start', 'Stop', 'Reboot', 'Delete'])
    expectEveryAction(actions, await list<Instance>(`/v1/instances?${project}`))
  })

  it('disks: delete', async () => {
    expectEveryAction(diskBulkActions(PROJECT), await list<Disk>(`/v1/disks?${project}`))
  })

  it('snapshots: delete', async () => {
    expectEveryAction(
      snapshotBulkActions(PROJECT),
      await list<Snapshot>(`/v1/snapshots?${project}`),
    )
  })

  it('project images: promote, delete; silo images: demote, delete', async () => {
    expectEveryAction(projectImageBulkActions(PROJECT), await list<Image>(`/v1/images?${project}`))
    expectEveryAction(
      siloImageBulkActions(() => null),
      await list<Image>('/v1/images'),
    )
  })

  it('floating IPs: detach, delete', async () => {
    expectEveryAction(
      floatingIpBulkActions(PROJECT),
      await list<FloatingIp>(`/v1/floating-ips?${project}`),
    )
  })

  it('firewall rules of the default VPC: enable, disable, delete', async () => {
    const res = await api.get<{ rules: unknown[] }>(`/v1/vpc-firewall-rules?${project}&vpc=default`)
    const rules = res.body.rules.map((r) => processResponseBody(r) as VpcFirewallRule)
    const actions = firewallRuleBulkActions({ project: PROJECT, vpc: 'default' }, () => rules)
    expect(actions.map((a) => a.label)).toEqual(['Enable', 'Disable', 'Delete'])
    expectEveryAction(actions, rules)
  })

  it('the demo user’s SSH keys and access tokens: delete, revoke', async () => {
    expectEveryAction(sshKeyBulkActions(), await list('/v1/me/ssh-keys'))
    expectEveryAction(tokenBulkActions(), await list('/v1/me/access-tokens'))
  })

  it('silo users: sign out, with at least two users who have sessions to end', async () => {
    const users = await list<{ id: string }>('/v1/users')
    expectEveryAction(userBulkActions(), users)
    const withSessions = []
    for (const u of users) {
      if ((await list(`/v1/users/${u.id}/sessions`)).length > 0) withSessions.push(u)
    }
    expect(withSessions.length).toBeGreaterThanOrEqual(2)
  })
})
