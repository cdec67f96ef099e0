import { describe, expect, it } from 'vitest'

import { auditHrefOf, targetOf, titleOf } from './record-writes'

describe('recording writes', () => {
  it('titles a write from its operation', () => {
    expect(titleOf('instanceStop')).toBe('Stop instance')
    expect(titleOf('diskCreate')).toBe('Create disk')
    expect(titleOf('vpcFirewallRulesUpdate')).toBe('Update VPC firewall rules')
    expect(titleOf('currentUserSshKeyDelete')).toBe('Delete SSH key')
    expect(titleOf('floatingIpAttach')).toBe('Attach floating IP')
  })

  it('finds the resource a write is on', () => {
    expect(targetOf({ path: { disk: 'disk-1' }, query: { project: 'p' } })).toEqual({
      target: 'disk-1',
      project: 'p',
    })
    expect(targetOf({ query: { project: 'p' }, body: { name: 'web' } })).toEqual({
      target: 'web',
      project: 'p',
    })
    expect(targetOf({ query: { project: 'p', vpc: 'default' }, body: { rules: [] } }).target).toBe(
      'default',
    )
    expect(targetOf(undefined)).toEqual({})
  })

  it('links an operator to the audit log filtered to the write', () => {
    const href = auditHrefOf({ startedAt: '2026-01-01T10:00:00.000Z', find: 'req-1' })
    const url = new URL(href, 'https://console.test')
    expect(url.pathname).toBe('/system/audit-log')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      range: 'custom',
      start: '2026-01-01T09:59:00.000Z',
      end: '2026-01-01T10:01:00.000Z',
      q: 'req-1',
    })
  })
})
