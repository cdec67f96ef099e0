import { describe, expect, it } from 'vitest'

import { mod } from './lazy'

describe('mod', () => {
  it('gives the route its module: Component, loader and handle', async () => {
    const Component = () => null
    const loader = () => null
    const route = await mod(() => Promise.resolve({ Component, loader, handle: { crumb: 'X' } }))()
    expect(route).toEqual({ Component, loader, handle: { crumb: 'X' } })
  })

  it('turns a chunk that cannot be fetched into a loader error, never a route left unready', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/X.js')
    const route = await mod(() => Promise.reject(error))()
    expect(typeof route.Component).toBe('function')
    const loader = route.loader as () => Promise<unknown>
    await expect(loader()).rejects.toBe(error)
  })
})
