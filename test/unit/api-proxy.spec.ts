/**
 * Remote mode's proxy (vite.config.ts) forwards every path of the API to it: a path the proxy
 * misses is answered by the console's own index.html, and the page fails to parse it (the
 * probes, under /experimental/, once did exactly that against the standalone mock).
 */
import { describe, expect, it } from 'vitest'

import { apiProxy } from '../../vite.config'
import { operations } from './conformance/openapi'

describe('the remote-mode proxy', () => {
  const patterns = Object.keys(apiProxy('http://127.0.0.1:1')).map((p) => new RegExp(p))

  it('forwards the path of every operation of the spec', () => {
    const missed = [...operations().values()]
      .map((op) => op.path.replace(/\{\w+\}/g, 'x'))
      .filter((path) => !patterns.some((p) => p.test(path)))
    expect(missed).toEqual([])
  })
})
