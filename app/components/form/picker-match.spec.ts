import { matchSorter } from 'match-sorter'
import { describe, expect, it, vi } from 'vitest'

import { matchItems } from './picker-match'

const disks = Array.from({ length: 10_000 }, (_, i) => ({
  label: `vol-${String(i + 1).padStart(5, '0')}`,
  description: `${1 + (i % 16)} GiB`,
}))

describe('matchItems', () => {
  it('ranks as match-sorter does over label and description, ties in the given order', () => {
    const items = [
      { label: 'José Núñez', description: 'User' },
      { label: 'web-admins', description: 'Group' },
      { label: 'joseph', description: 'User' },
      { label: 'a-jose', description: 'User' },
    ]
    const names = (s: string) => matchItems(items, s).map((i) => i.label)
    expect(names('jose')).toEqual(['José Núñez', 'joseph', 'a-jose'])
    expect(names('group')).toEqual(['web-admins'])
    expect(names('')).toEqual(items.map((i) => i.label))
    for (const search of ['vol-0999', 'vol-9', '16 gib', 'v9']) {
      const expected = matchSorter(disks, search, {
        keys: ['label', 'description'],
        baseSort: (a, b) => a.index - b.index,
      })
      expect(matchItems(disks, search)).toEqual(expected)
    }
  })

  it('reads each label once to index it, not on every keystroke, and narrows as the search grows', () => {
    const users = Array.from({ length: 2000 }, (_, i) => ({
      label: `Member ${String(i + 1).padStart(4, '0')}`,
    }))
    const label = vi.fn((u: { label: string }) => u.label)
    const watched = users.map((u) => ({
      get label() {
        return label(u)
      },
    }))
    const typed = 'member 1999'
    let last: { label: string }[] = []
    for (let n = 1; n <= typed.length; n++) last = matchItems(watched, typed.slice(0, n))
    // each label read once to index it, not once per keystroke
    expect(label.mock.calls.length).toBe(users.length)
    expect(last.map((u) => u.label)[0]).toBe('Member 1999')
    // a search that does not extend the last one starts from every item again
    expect(matchItems(watched, 'member 0001')[0]!.label).toBe('Member 0001')
  })
})
