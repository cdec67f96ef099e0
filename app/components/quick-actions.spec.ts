import { describe, expect, it } from 'vitest'

import { groupEntries } from './quick-actions-dialog'

const e = (value: string, group: string) => ({
  value,
  group,
  to: `/${value}`,
  key: `${group}/${value}`,
})

describe('quick actions grouping', () => {
  const all = [
    e('Projects', "Silo 'lumen'"),
    e('Images', "Silo 'lumen'"),
    e('New project', 'Actions'),
    e('Settings', 'User'),
  ]

  it('lists Actions first, then groups in the order they were registered', () => {
    expect(groupEntries(all, '').map((g) => g.name)).toEqual(['Actions', "Silo 'lumen'", 'User'])
  })

  it('filters fuzzily on the label and drops empty groups', () => {
    const groups = groupEntries(all, 'prj')
    expect(groups.map((g) => g.name)).toEqual(['Actions', "Silo 'lumen'"])
    expect(groups.flatMap((g) => g.entries.map((x) => x.value))).toEqual([
      'New project',
      'Projects',
    ])
    expect(groupEntries(all, 'zzz')).toEqual([])
  })
})
