/**
 * Security gate, unit level: whatever safeRedirectPath lets through must stay a same-origin
 * path once the browser or the router resolves it. Dot segments can turn "/..//evil" into
 * "//evil", which React Router refuses as an external navigation (or a browser follows).
 */
import { describe, expect, it } from 'vitest'

import { safeRedirectPath } from '../../app/api/redirect'

const HOSTILE = [
  '/..//example.com',
  '/.//example.com',
  '/%2e%2e//example.com',
  '/a/..//example.com',
  '/./\\example.com',
  '///example.com',
  '/\\/example.com',
  '\\/example.com',
  'http:example.com',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
]

describe('safeRedirectPath never yields a way off the origin', () => {
  it.each(HOSTILE)('%j', (raw) => {
    const out = safeRedirectPath(raw)
    if (out === undefined) return
    expect(out.startsWith('/') && !out.startsWith('//') && !out.includes('\\'), out).toBe(true)
    const base = 'https://console.example'
    expect(new URL(out, base).origin).toBe(base)
  })

  it('still keeps ordinary paths', () => {
    expect(safeRedirectPath('/projects/web-app/instances?page=2#top')).toBe(
      '/projects/web-app/instances?page=2#top',
    )
  })
})
