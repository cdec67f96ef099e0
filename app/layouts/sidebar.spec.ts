import { describe, expect, it } from 'vitest'

import { isNavActive } from './sidebar'

describe('sidebar active item', () => {
  it('is active on its page, below it and while its create form is open', () => {
    expect(isNavActive('/projects', '/projects')).toBe(true)
    expect(isNavActive('/projects-new', '/projects')).toBe(true)
    expect(isNavActive('/projects/web-app/edit', '/projects')).toBe(true)
    expect(isNavActive('/system/inventory/sleds', '/system/inventory')).toBe(true)
  })

  it('is not active on other pages sharing a prefix', () => {
    expect(isNavActive('/projectsx', '/projects')).toBe(false)
    expect(isNavActive('/images', '/projects')).toBe(false)
  })
})
