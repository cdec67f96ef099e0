import { describe, expect, it } from 'vitest'

import { accept, suggest, wordAt, type SchemaInfo } from './oxql-complete'

const schemas: SchemaInfo[] = [
  {
    name: 'virtual_machine:vcpu_usage',
    datumType: 'cumulative_u64',
    fields: [
      { name: 'instance_id', type: 'uuid' },
      { name: 'state', type: 'string' },
      { name: 'vcpu_id', type: 'u32' },
    ],
  },
  { name: 'virtual_disk:bytes_read', fields: [{ name: 'disk_id', type: 'uuid' }] },
]
const labels = (text: string, cursor = text.length) =>
  suggest(text, cursor, schemas).map((s) => s.label)

describe('OxQL suggestions', () => {
  it('offers get, then the timeseries names', () => {
    expect(labels('ge')).toEqual(['get'])
    expect(labels('get ')).toEqual(['virtual_machine:vcpu_usage', 'virtual_disk:bytes_read'])
    expect(labels('get virtual_d')).toEqual(['virtual_disk:bytes_read'])
    expect(labels('get vcpu')).toEqual(['virtual_machine:vcpu_usage'])
  })

  it('offers the table operations after a pipe, and the alignment after align', () => {
    expect(labels('get virtual_machine:vcpu_usage | ')).toEqual([
      'filter',
      'align',
      'group_by',
      'first',
      'last',
    ])
    expect(labels('get virtual_machine:vcpu_usage | gr')).toEqual(['group_by'])
    expect(labels('get virtual_machine:vcpu_usage | align me')).toEqual(['mean_within'])
  })

  it("offers the timeseries' fields and timestamp in a filter, not inside values", () => {
    const q = 'get virtual_machine:vcpu_usage | filter '
    expect(labels(`${q}st`)).toEqual(['state', 'instance_id', 'timestamp'])
    expect(labels(`${q}i`)).toEqual(['instance_id', 'vcpu_id', 'timestamp'])
    expect(labels(`${q}t`)).toEqual(['timestamp', 'instance_id', 'state'])
    expect(labels(`${q}state == "ru`)).toEqual([])
    expect(labels(`${q}state == `)).toEqual([])
    expect(labels('get virtual_disk:bytes_read | group_by [d')).toEqual(['disk_id'])
  })

  it('replaces the word at the cursor, mid-text too', () => {
    const text = 'get virtual_machine:vcpu_usage | filter st == "run"'
    const cursor = text.indexOf(' ==')
    expect(wordAt(text, cursor)).toEqual({ start: cursor - 2, word: 'st' })
    const [state] = suggest(text, cursor, schemas)
    expect(accept(text, cursor, state!)).toEqual({
      text: 'get virtual_machine:vcpu_usage | filter state == "run"',
      cursor: cursor + 3,
    })
  })
})
