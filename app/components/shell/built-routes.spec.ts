import { describe, expect, it } from 'vitest'

import { routeList } from '~/route-list'

import { BUILT_PATTERNS, deriveBuiltPatterns, isBuilt, matchesPattern } from './built-routes'

describe('route pattern matcher', () => {
  it('matches static segments exactly and a parameter against any one segment', () => {
    expect(matchesPattern('/projects', '/projects')).toBe(true)
    expect(matchesPattern('/projects', '/projects/')).toBe(true)
    expect(matchesPattern('/projects', '/projects-new')).toBe(false)
    expect(matchesPattern('/projects/:project/instances', '/projects/web-app/instances')).toBe(true)
    expect(matchesPattern('/projects/:project/instances', '/projects/web-app')).toBe(false)
    expect(matchesPattern('/projects/:project', '/projects/web-app/instances')).toBe(false)
    expect(matchesPattern('/projects/:project/vpcs', '/projects/web-app/disks')).toBe(false)
    expect(matchesPattern('/', '/')).toBe(true)
    expect(matchesPattern('/', '/projects')).toBe(false)
  })

  it('ignores the query and the hash', () => {
    expect(matchesPattern('/login/:silo/local', '/login/lumen/local?redirect_uri=%2F')).toBe(true)
    expect(matchesPattern('/settings/profile', '/settings/profile#keys')).toBe(true)
  })

  it('treats a parameter ending in ? as optional', () => {
    const p = '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?'
    expect(matchesPattern(p, '/projects/a/vpcs/b/firewall-rules-new')).toBe(true)
    expect(matchesPattern(p, '/projects/a/vpcs/b/firewall-rules-new/allow-ssh')).toBe(true)
    expect(matchesPattern(p, '/projects/a/vpcs/b/firewall-rules-new/x/y')).toBe(false)
  })
})

describe('built pages', () => {
  it('is the list derived from app/route-list.ts (copy this list into built-routes.ts)', () => {
    expect(BUILT_PATTERNS).toEqual(deriveBuiltPatterns(routeList))
  })

  it('follows redirects: an index that leads to an unbuilt page is not a page', () => {
    expect(isBuilt('/projects/web-app/instances/db-1/metrics')).toBe(true)
    expect(isBuilt('/projects/web-app')).toBe(true)
    expect(isBuilt('/projects/web-app/vpcs/default')).toBe(true)
    expect(isBuilt('/system')).toBe(true) // to /system/silos
    const list = [
      { pattern: '/a', example: '/a', built: true, redirectsTo: '/a/b' },
      { pattern: '/a/b', example: '/a/b', built: true, redirectsTo: '/a/b/c' },
      { pattern: '/a/b/c', example: '/a/b/c', built: false },
    ]
    expect(deriveBuiltPatterns(list)).toEqual([])
    expect(deriveBuiltPatterns([...list.slice(0, 2), { ...list[2]!, built: true }])).toEqual([
      '/a',
      '/a/b',
      '/a/b/c',
    ])
  })

  it('agrees with every example of the route list', () => {
    for (const entry of routeList) {
      const leadsToPage = deriveBuiltPatterns(routeList).includes(entry.pattern)
      expect(isBuilt(entry.example), entry.example).toBe(leadsToPage)
    }
  })

  it('has no page for the sidebar entries still to come', () => {
    expect(isBuilt('/settings/ssh-keys')).toBe(true)
  })
})
