import { describe, expect, it } from 'vitest'

import { emptySelection, pageState, prune, setMany, toggle } from './selection'

const order = ['a', 'b', 'c', 'd', 'e']
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort()

describe('selection', () => {
  it('toggles one row and remembers it as the anchor', () => {
    const s = toggle(emptySelection, 'b', order)
    expect(ids(s)).toEqual(['b'])
    expect(s.anchor).toBe('b')
    expect(ids(toggle(s, 'b', order))).toEqual([])
  })

  it('selects a range from the anchor with shift, in either direction', () => {
    const down = toggle(toggle(emptySelection, 'b', order), 'd', order, true)
    expect(ids(down)).toEqual(['b', 'c', 'd'])
    const up = toggle(toggle(emptySelection, 'e', order), 'c', order, true)
    expect(ids(up)).toEqual(['c', 'd', 'e'])
  })

  it('a shift-click on a selected row clears the range', () => {
    const all = setMany(toggle(emptySelection, 'a', order), order, true)
    expect(ids(toggle(all, 'c', order, true))).toEqual(['d', 'e'])
  })

  it('a shift-click without an anchor on the page toggles one row', () => {
    const s = toggle({ ids: new Set(['x']), anchor: 'x' }, 'c', order, true)
    expect(ids(s)).toEqual(['c', 'x'])
  })

  it('survives a new order (sort, filter) and leaves only rows that disappear', () => {
    const s = setMany(emptySelection, ['a', 'c', 'e'], true)
    // sorting or filtering changes what is shown, not the selection
    expect(ids(toggle(s, 'b', ['e', 'b']))).toEqual(['a', 'b', 'c', 'e'])
    // a poll without "c": it leaves; the same set again returns the same value
    const pruned = prune(s, new Set(['a', 'b', 'd', 'e']))
    expect(ids(pruned)).toEqual(['a', 'e'])
    expect(prune(pruned, new Set(order))).toBe(pruned)
  })

  it('says whether the page is all, partly or not selected', () => {
    const s = setMany(emptySelection, ['a', 'b'], true)
    expect(pageState(s, ['a', 'b'])).toBe('all')
    expect(pageState(s, ['a', 'c'])).toBe('some')
    expect(pageState(s, ['c'])).toBe('none')
  })

  it('offers "Select all matching" while some matching rows are not selected', () => {
    // 3 rows of another filter selected, then the page of this one: 2 of its 3 matching
    const s = setMany(emptySelection, ['x', 'y', 'z', 'a', 'b'], true)
    expect(pageState(s, ['a', 'b', 'c'])).toBe('some')
    expect(pageState(setMany(s, ['c'], true), ['a', 'b', 'c'])).toBe('all')
  })
})
