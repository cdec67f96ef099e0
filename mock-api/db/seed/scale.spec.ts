import { beforeAll, describe, expect, it } from 'vitest'

import { freshClient, type MockClient, type PageJson } from '../../testing'
import {
  SCALE_FIREWALL_RULES,
  SCALE_INSTANCES,
  SCALE_POLICY_ASSIGNMENTS,
  SCALE_PROJECT,
  SCALE_SILO_USERS,
  SCALE_VPC,
} from '../index'

describe('scale seed', () => {
  let api: MockClient
  beforeAll(() => {
    api = freshClient({ seed: 'scale' })
  })

  it('has 1,000 extra projects and 10,000 instances and disks in one project', async () => {
    const projects = await api.get<PageJson>('/v1/projects?limit=1000')
    expect(projects.body.items).toHaveLength(1000)
    expect(projects.body.next_page).not.toBeNull()
    const disks = await api.get<PageJson>(
      `/v1/disks?project=${SCALE_PROJECT}&limit=1000&sort_by=name_descending`,
    )
    expect(disks.body.items[0]!.name).toBe('vol-10000')
  })

  it('has a VPC at the firewall rule limit, which a whole-list save keeps and one more breaks', async () => {
    const path = `/v1/vpc-firewall-rules?project=${SCALE_PROJECT}&vpc=${SCALE_VPC}`
    const rules = await api.get<{ rules: { name: string }[] }>(path)
    expect(rules.body.rules).toHaveLength(SCALE_FIREWALL_RULES)
    const body = { rules: rules.body.rules }
    expect((await api.put(path, body)).status).toBe(200)
    const extra = { ...rules.body.rules[0]!, name: 'one-too-many' }
    expect((await api.put(path, { rules: [...rules.body.rules, extra] })).status).toBe(400)
  })

  it('has a project policy of 500 assignments', async () => {
    const policy = await api.get<{ role_assignments: unknown[] }>(
      `/v1/projects/${SCALE_PROJECT}/policy`,
    )
    expect(policy.body.role_assignments).toHaveLength(SCALE_POLICY_ASSIGNMENTS)
  })

  it('has 2,000 generated users in the silo', async () => {
    type Users = { items: { display_name: string }[]; next_page: string | null }
    const names: string[] = []
    let token: string | null = null
    do {
      const query: string = token ? `&page_token=${token}` : ''
      const page: { body: Users } = await api.get<Users>(`/v1/users?limit=1000${query}`)
      names.push(...page.body.items.map((u) => u.display_name))
      token = page.body.next_page
    } while (token)
    const members = names.filter((n) => /^Member \d{4}$/.test(n))
    expect(members).toHaveLength(SCALE_SILO_USERS)
    expect(members).toContain('Member 2000')
  })

  it('costs time in proportion to the page, not the collection', async () => {
    // walk to the last page, then time fetching it again against fetching the first page
    let token: string | null = null
    let last = ''
    let count = 0
    do {
      const query: string = token ? `&page_token=${token}` : ''
      const page: { body: PageJson } = await api.get<PageJson>(
        `/v1/instances?project=${SCALE_PROJECT}&limit=1000${query}`,
      )
      count += page.body.items.length
      if (page.body.next_page) last = page.body.next_page
      token = page.body.next_page
    } while (token)
    expect(count).toBe(SCALE_INSTANCES)

    const time = async (path: string, runs = 20) => {
      const start = performance.now()
      for (let i = 0; i < runs; i++) await api.get(path)
      return (performance.now() - start) / runs
    }
    const firstPage = await time(`/v1/instances?project=${SCALE_PROJECT}&limit=10`)
    const lastPage = await time(
      `/v1/instances?project=${SCALE_PROJECT}&limit=10&page_token=${last}`,
    )
    const small = await time('/v1/instances?project=web-app&limit=10')
    // the last page of 10,000 is no slower than a page of a list of 8
    expect(lastPage).toBeLessThan(Math.max(small, firstPage) * 3 + 2)
    expect(lastPage).toBeLessThan(20)
  })
})
