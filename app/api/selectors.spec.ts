import { describe, expect, it } from 'vitest'

import { ROUTE_PATTERNS } from '../../test/fixtures/routes'
import * as selectors from './selectors'
import {
  cloneRuleOf,
  instanceSelector,
  joinGroupOf,
  MissingRouteParamError,
  placementGroupSelector,
  projectSelector,
  requireParams,
} from './selectors'

describe('route selectors', () => {
  it('return the path object of the route', () => {
    expect(instanceSelector({ project: 'web-app', instance: 'db-1', extra: 'x' })).toEqual({
      project: 'web-app',
      instance: 'db-1',
    })
  })

  it('hand back the same frozen object for the same values (memoized columns stay put)', () => {
    const a = instanceSelector({ project: 'web-app', instance: 'db-1' })
    expect(instanceSelector({ project: 'web-app', instance: 'db-1', tab: 'storage' })).toBe(a)
    expect(instanceSelector({ project: 'web-app', instance: 'db-2' })).not.toBe(a)
    // values that would run together in a joined key stay apart
    expect(instanceSelector({ project: 'a/b', instance: 'c' })).not.toBe(
      instanceSelector({ project: 'a', instance: 'b/c' }),
    )
    expect(Object.isFrozen(a)).toBe(true)
  })

  it('throw an explanation, never an empty string, when a parameter is missing', () => {
    expect(() => projectSelector({ instance: 'db-1' })).toThrow(MissingRouteParamError)
    expect(() => projectSelector({ instance: 'db-1' })).toThrow(
      /"project" is missing.*parameters here: instance/,
    )
    expect(() => requireParams({ project: '' }, 'project')).toThrow(/no :project/)
  })

  it('read the placement group of either kind, and the optional rule to copy and group to join', () => {
    const project = 'web-app'
    expect(placementGroupSelector({ project, antiAffinityGroup: 'web-frontends' })).toEqual({
      kind: 'anti-affinity',
      project,
      group: 'web-frontends',
    })
    expect(placementGroupSelector({ project, affinityGroup: 'api-near-cache' })).toEqual({
      kind: 'affinity',
      project,
      group: 'api-near-cache',
    })
    expect(() => placementGroupSelector({ project })).toThrow(MissingRouteParamError)
    expect(() => placementGroupSelector({ affinityGroup: 'x' })).toThrow(/"project"/)
    expect(cloneRuleOf({ project, vpc: 'default', rule: 'allow-ssh' })).toBe('allow-ssh')
    expect(cloneRuleOf({ project, vpc: 'default' })).toBeUndefined()
    expect(joinGroupOf({ group: 'video-feed' })).toBe('video-feed')
    expect(joinGroupOf({})).toBe('')
  })

  it('cover every parameter of the route table: pages read none of their own', () => {
    const names = new Set(
      ROUTE_PATTERNS.flatMap((p) => [...p.matchAll(/:(\w+)/g)].map((m) => m[1]!)),
    )
    const every = Object.fromEntries([...names].map((n) => [n, `v-${n}`]))
    const read = new Set<string>()
    const note = (out: object) => {
      for (const v of Object.values(out))
        if (typeof v === 'string' && v.startsWith('v-')) read.add(v.slice(2))
    }
    for (const [name, fn] of Object.entries(selectors)) {
      if (!/Selector$/.test(name) || /^use[A-Z]/.test(name) || typeof fn !== 'function') continue
      note((fn as (p: typeof every) => object)(every))
    }
    // the other kind of placement group
    note(placementGroupSelector({ project: 'v-project', affinityGroup: 'v-affinityGroup' }))
    expect([...names].filter((n) => !read.has(n))).toEqual([])
  })
})
