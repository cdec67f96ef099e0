import { describe, expect, it } from 'vitest'

import { loginUrl, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/projects')).toBe('/projects')
    expect(safeRedirectPath('/projects/web-app/instances?x=1')).toBe(
      '/projects/web-app/instances?x=1',
    )
  })
  it.each([
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'projects',
    '/\t/evil.example',
    '',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeUndefined()
  })
  it('builds the login URL with an encoded redirect', () => {
    expect(loginUrl('/projects?a=b&c=d')).toBe('/login?redirect_uri=%2Fprojects%3Fa%3Db%26c%3Dd')
  })
})
