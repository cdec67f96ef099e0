import { describe, expect, it } from 'vitest'

import { Collection } from './collection'

type Row = { id: string; name: string }

describe('Collection', () => {
  it('keeps each row once in name order across repeated renames', () => {
    const c = new Collection<Row>((r) => r.name)
    for (const [id, name] of [
      ['1', 'alpha'],
      ['2', 'mango'],
      ['3', 'sandbox'],
      ['4', 'zulu'],
    ] as const)
      c.insert({ id, name }, 'silo')
    c.update('3', { name: 'beta' })
    c.update('3', { name: 'playground' })
    c.update('1', { name: 'yak' })
    expect(c.inScope('silo').map((r) => r.name)).toEqual(['mango', 'playground', 'yak', 'zulu'])
  })
})
