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

  it('throw an explanation, never an empty string, when a parameter is missing', () => {
    expect(() => projectSelector({ instance: 'db-1' })).toThrow(MissingRouteParamError)
    expect(() => projectSelector({ instance: 'db-1' })).toThrow(
      /"project" is missing.*parameters here: instance/,
    )
    expect(() => requireParams({ project: '' }, 'project')).toThrow(/no :project/)
  })
})
