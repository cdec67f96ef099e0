/**
 * Every server of the console says the same about framing, sniffing and referrers: `vite
 * preview` (and tools/lib/serve.ts through it) and the dev server (docs/deployment.md).
 */
import { describe, expect, it } from 'vitest'

import viteConfig from '../../vite.config'

const configFor = (command: 'serve' | 'build', mode: string) => {
  if (typeof viteConfig !== 'function') throw new Error('vite.config.ts exports a function')
  return viteConfig({ command, mode, isSsrBuild: false, isPreview: command === 'serve' })
}

describe('response headers', () => {
  it.each([
    ['the dev server', 'server'],
    ['vite preview', 'preview'],
  ] as const)('%s forbids framing and sniffing, and keeps referrers to itself', (_, key) => {
    const config = configFor('serve', 'production')
    const headers = (config as Record<string, { headers?: Record<string, string> }>)[key]?.headers
    expect(headers?.['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors 'none'($|;)/)
    expect(headers?.['X-Content-Type-Options']).toBe('nosniff')
    expect(headers?.['Referrer-Policy']).toBe('same-origin')
  })

  it('vite preview sends the whole policy, the dev server only what fast refresh allows', () => {
    const config = configFor('serve', 'production')
    expect(config.preview?.headers?.['Content-Security-Policy']).toMatch(/^default-src 'self'; /)
    expect(config.server?.headers?.['Content-Security-Policy']).toBe("frame-ancestors 'none'")
  })
})
