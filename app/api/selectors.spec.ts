import { describe, expect, it } from 'vitest'

import {
  instanceSelector,
  MissingRouteParamError,
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
})
