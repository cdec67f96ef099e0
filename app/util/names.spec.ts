import { describe, expect, it } from 'vitest'

import { generateName } from './names'

describe('generateName', () => {
  it('joins the parts with dashes and appends six hex characters', () => {
    const name = generateName(['web', 'disk'])
    expect(name).toMatch(/^web-disk-[0-9a-f]{6}$/)
  })

  it('keeps the whole name within 63 characters', () => {
    const name = generateName(['a'.repeat(40), 'b'.repeat(40)])
    expect(name).toHaveLength(63)
    expect(name).toMatch(/^a{40}-b{15}-[0-9a-f]{6}$/)
  })

  it('does not leave a double dash where the cut falls on a dash', () => {
    const name = generateName(['a'.repeat(55), 'b'])
    expect(name).toMatch(/^a{55}-[0-9a-f]{6}$/)
  })

  it('varies the suffix', () => {
    const names = new Set(Array.from({ length: 20 }, () => generateName(['x'])))
    expect(names.size).toBeGreaterThan(1)
  })
})
