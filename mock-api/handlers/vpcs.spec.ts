/**
 * VPCs and their firewall rules as the real API has them: a malformed or foreign IPv6 prefix
 * is a 400 that creates nothing; a VPC goes only once its subnets are gone (a subnet only once
 * no interface is in it); the whole-list firewall PUT is checked as a whole and changes nothing
 * when it is refused.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from '../testing'

type Rule = { name: string; priority: number }
type Rules = { rules: Rule[] }

const api = clientPerTest()
const Q = 'project=web-app&vpc=default'

const vpcNames = async () =>
  (await api.get<{ items: { name: string }[] }>('/v1/vpcs?project=sandbox')).body.items.map(
    (v) => v.name,
  )

describe('VPC create', () => {
  it.each([
    ['fd12:3456:789a::/64', 'VPC IPv6 prefix must be a /48'],
    ['2001:db8:1::/48', 'VPC IPv6 prefix must be a unique local address (fd00::/8)'],
    ['fd::/48', 'VPC IPv6 prefix must be a unique local address (fd00::/8)'],
    [
      'fd12:3456:789a::1/48',
      'ipv6_prefix fd12:3456:789a::1/48 has host bits set; the network address is fd12:3456:789a::/48',
    ],
  ])('refuses the prefix %s with a 400 and creates nothing', async (prefix, message) => {
    const before = await vpcNames()
    const res = await api.post<ErrorJson>('/v1/vpcs?project=sandbox', {
      name: 'net-x',
      description: '',
      dns_name: 'net-x',
      ipv6_prefix: prefix,
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await vpcNames()).toEqual(before)
  })

  it('refuses a prefix that is not an IPv6 network at all', async () => {
    const res = await api.post<ErrorJson>('/v1/vpcs?project=sandbox', {
      name: 'net-x',
      description: '',
      dns_name: 'net-x',
      ipv6_prefix: 'not-a-prefix',
    })
    expect(res.status).toBe(400)
    expect(await vpcNames()).not.toContain('net-x')
  })

  it('keeps a requested unique local /48', async () => {
    const res = await api.post<{ ipv6_prefix: string }>('/v1/vpcs?project=sandbox', {
      name: 'net-x',
      description: '',
      dns_name: 'net-x',
      ipv6_prefix: 'fd12:3456:789a::/48',
    })
    expect(res.status).toBe(201)
    expect(res.body.ipv6_prefix).toBe('fd12:3456:789a::/48')
  })

  it('derives well-formed subnet blocks from a prefix in any text form (issue 24)', async () => {
    const res = await api.post<{ ipv6_prefix: string }>('/v1/vpcs?project=sandbox', {
      name: 'net-y',
      description: '',
      dns_name: 'net-y',
      ipv6_prefix: 'fd12:3456:789a:0:0::/48',
    })
    expect(res.status).toBe(201)
    expect(res.body.ipv6_prefix).toBe('fd12:3456:789a::/48')
    const added = await api.post<{ ipv6_block: string }>(
      '/v1/vpc-subnets?project=sandbox&vpc=net-y',
      { name: 'second', description: '', ipv4_block: '10.1.0.0/24' },
    )
    expect(added.status).toBe(201)
    const blocks = (
      await api.get<{ items: { ipv6_block: string }[] }>(
        '/v1/vpc-subnets?project=sandbox&vpc=net-y',
      )
    ).body.items.map((s) => s.ipv6_block)
    expect(blocks.sort()).toEqual(['fd12:3456:789a:1::/64', 'fd12:3456:789a::/64'])
  })
})

describe('VPC delete', () => {
  it('is refused while subnets remain, and while an interface keeps a subnet', async () => {
    const refused = await api.delete<ErrorJson>('/v1/vpcs/default?project=web-app')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('VPC cannot be deleted while VPC Subnets exist')
    // dmz holds api-server's second interface
    const dmz = await api.delete<ErrorJson>(`/v1/vpc-subnets/dmz?${Q}`)
    expect(dmz.status).toBe(400)
    expect(dmz.body.message).toBe(
      'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    )
    expect((await api.get(`/v1/vpcs/default?project=web-app`)).status).toBe(200)
  })

  it('goes once its subnets are gone, with its rules and routers', async () => {
    await api.post('/v1/vpcs?project=sandbox', { name: 'net-x', description: '', dns_name: 'x' })
    const q = 'project=sandbox&vpc=net-x'
    expect((await api.delete(`/v1/vpc-subnets/default?${q}`)).status).toBe(204)
    expect((await api.delete('/v1/vpcs/net-x?project=sandbox')).status).toBe(204)
    expect((await api.get('/v1/vpcs/net-x?project=sandbox')).status).toBe(404)
    expect((await api.get(`/v1/vpc-firewall-rules?${q}`)).status).toBe(404)
  })
})

describe('firewall rules PUT', () => {
  const rule = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 10,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: {},
    ...extra,
  })
  const names = async () =>
    (await api.get<Rules>(`/v1/vpc-firewall-rules?${Q}`)).body.rules.map((r) => r.name).sort()

  it('replaces the whole list', async () => {
    const res = await api.put<Rules>(`/v1/vpc-firewall-rules?${Q}`, {
      rules: [rule('a'), rule('b')],
    })
    expect(res.status).toBe(200)
    expect(await names()).toEqual(['a', 'b'])
  })

  it.each([
    ['duplicate names', [rule('a'), rule('a')]],
    ['a port range that ends below its start', [rule('a', { filters: { ports: ['90-80'] } })]],
    ['a port above 65535', [rule('a', { filters: { ports: ['70000'] } })]],
    ['port 0', [rule('a', { filters: { ports: ['0'] } })]],
    ['a range from port 0', [rule('a', { filters: { ports: ['0-80'] } })]],
    [
      'an IP network target with host bits',
      [rule('a', { targets: [{ type: 'ip_net', value: '10.0.0.5/24' }] })],
    ],
    [
      'an IP network host filter with host bits',
      [rule('a', { filters: { hosts: [{ type: 'ip_net', value: 'fd00::1/64' }] } })],
    ],
    ['a malformed IP target', [rule('a', { targets: [{ type: 'ip', value: '10.0.0.300' }] })]],
    [
      'a malformed IP network host filter',
      [rule('a', { filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/33' }] } })],
    ],
    ['a bad target name', [rule('a', { targets: [{ type: 'instance', value: 'Bad_Name' }] })]],
    ['a priority above 65535', [rule('a', { priority: 70000 })]],
    ['more than 1024 rules', Array.from({ length: 1025 }, (_, i) => rule(`r-${i}`))],
  ])('refuses %s with a 400 and changes nothing', async (_, rules) => {
    const before = await names()
    const res = await api.put<ErrorJson>(`/v1/vpc-firewall-rules?${Q}`, { rules })
    expect(res.status).toBe(400)
    expect(res.body.message).toBeTruthy()
    expect(await names()).toEqual(before)
  })

  it('takes 1024 rules', async () => {
    const rules = Array.from({ length: 1024 }, (_, i) => rule(`r-${i}`, { priority: i }))
    const res = await api.put<Rules>(`/v1/vpc-firewall-rules?${Q}`, { rules })
    expect(res.status).toBe(200)
    expect(res.body.rules).toHaveLength(1024)
  })
})

describe('subnet create', () => {
  const subnets = async () =>
    (await api.get<{ items: { name: string }[] }>(`/v1/vpc-subnets?${Q}`)).body.items.map(
      (s) => s.name,
    )

  it.each([
    ['8.8.8.0/24', 'private range'],
    ['10.0.0.0/7', 'private range'],
    ['10.0.0.5/24', 'ipv4_block 10.0.0.5/24 has host bits set; the network address is 10.0.0.0/24'],
    ['10.0.0.0/28', 'between /8 and /26'],
    ['172.30.1.0/24', 'overlaps subnet "default"'],
  ])('refuses the IPv4 block %s with a 400 and creates nothing', async (block, message) => {
    const before = await subnets()
    const res = await api.post<ErrorJson>(`/v1/vpc-subnets?${Q}`, {
      name: 'sub-x',
      description: '',
      ipv4_block: block,
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain(message)
    expect(await subnets()).toEqual(before)
  })
})
