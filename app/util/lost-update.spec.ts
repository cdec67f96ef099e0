import { describe, expect, it } from 'vitest'

import {
  applyEdit,
  asStored,
  checkWrite,
  diffKeyed,
  savesInWindow,
  type Edit,
  type Keyed,
  type SaveEntry,
} from './lost-update'

type Item = { name: string; v: number }
const k: Keyed<Item> = { key: (i) => i.name, same: (a, b) => a.v === b.v }
const it_ = (name: string, v = 0): Item => ({ name, v })
const V = [it_('a'), it_('b'), it_('c')]

/** What a server that replaces the whole list holds after these writes, in order. */
const server = (...writes: Item[][]) => writes.at(-1)!

describe('applyEdit', () => {
  it('adds at the end, replaces and renames in place, removes', () => {
    const edit: Edit<Item> = [
      { key: 'new', to: it_('new', 1) },
      { key: 'b', to: it_('b', 2) },
      { key: 'a', to: it_('a2', 3) },
      { key: 'c', to: null },
      { key: 'gone', to: null },
    ]
    expect(applyEdit(V, edit, k)).toEqual([it_('a2', 3), it_('b', 2), it_('new', 1)])
    // the list it was given is left alone
    expect(V).toEqual([it_('a'), it_('b'), it_('c')])
  })
})

describe('asStored', () => {
  it('takes each item of the edit as the write stored it', () => {
    const edit: Edit<Item> = [
      { key: 'a', to: it_('a', 1) },
      { key: 'b', to: null },
      { key: 'x', to: it_('x', 2) },
    ]
    // the API normalized a; x is not in the answer (kept as sent)
    expect(asStored(edit, [it_('a', 10), it_('c')], k)).toEqual([
      { key: 'a', to: it_('a', 10) },
      { key: 'b', to: null },
      { key: 'x', to: it_('x', 2) },
    ])
  })
})

describe('diffKeyed', () => {
  it('names what was added, changed and removed', () => {
    expect(diffKeyed(V, [it_('a', 1), it_('c'), it_('d')], k)).toEqual([
      { key: 'a', kind: 'changed', from: it_('a'), to: it_('a', 1) },
      { key: 'b', kind: 'removed', from: it_('b'), to: null },
      { key: 'd', kind: 'added', from: null, to: it_('d') },
    ])
  })
})

describe('checkWrite', () => {
  const ours: Edit<Item> = [{ key: 'mine', to: it_('mine', 1) }]

  it('nothing lost when nobody else wrote', () => {
    const wrote = applyEdit(V, ours, k)
    const c = checkWrite({ base: V, before: V, edit: ours, after: wrote }, k)
    expect(c).toEqual({ replaced: [], undone: [], later: [] })
  })

  it('they added, changed or removed before our read: kept, nothing lost', () => {
    const theirs = [it_('a', 5), it_('c'), it_('theirs')] // changed a, removed b, added theirs
    const after = applyEdit(theirs, ours, k)
    const c = checkWrite({ base: V, before: theirs, edit: ours, after }, k)
    expect(c).toEqual({ replaced: [], undone: [], later: [] })
    expect(after.map((i) => i.name)).toEqual(['a', 'c', 'theirs', 'mine'])
  })

  it('they wrote after our write from a read that had it: later, not lost', () => {
    const wrote = applyEdit(V, ours, k)
    const after = [...wrote.filter((i) => i.name !== 'b'), it_('theirs')]
    const c = checkWrite({ base: V, before: V, edit: ours, after }, k)
    expect(c.undone).toEqual([])
    expect(c.later.map((x) => [x.key, x.kind])).toEqual([
      ['b', 'removed'],
      ['theirs', 'added'],
    ])
  })

  it('they wrote after us from a read made before our write: our edit is undone', () => {
    // both read V; we write V+mine; they write V+theirs, replacing ours
    const after = server(applyEdit(V, ours, k), [...V, it_('theirs')])
    const c = checkWrite({ base: V, before: V, edit: ours, after }, k)
    expect(c.undone).toEqual([{ key: 'mine', kind: 'removed', from: it_('mine', 1), to: null }])
    expect(c.later.map((x) => x.key)).toEqual(['theirs'])
  })

  it('a change or removal of ours reverted by their save is undone too', () => {
    const edit: Edit<Item> = [
      { key: 'a', to: it_('a', 9) },
      { key: 'b', to: null },
    ]
    const c = checkWrite({ before: V, edit, after: V }, k)
    expect(c.undone.map((x) => [x.key, x.kind])).toEqual([
      ['a', 'changed'],
      ['b', 'added'],
    ])
  })

  it('both edited the same item: ours replaced theirs, which the page copy shows', () => {
    const before = [it_('a', 5), it_('b'), it_('c')] // they set a to 5
    const edit: Edit<Item> = [{ key: 'a', to: it_('a', 7) }]
    const after = applyEdit(before, edit, k)
    const c = checkWrite({ base: V, before, edit, after }, k)
    expect(c.replaced).toEqual([{ key: 'a', kind: 'changed', from: it_('a'), to: it_('a', 5) }])
    expect(c.undone).toEqual([])
  })

  it('both made the same change: nothing of theirs lost', () => {
    const before = [it_('a', 7), it_('b'), it_('c')]
    const edit: Edit<Item> = [{ key: 'a', to: it_('a', 7) }]
    const c = checkWrite({ base: V, before, edit, after: before }, k)
    expect(c).toEqual({ replaced: [], undone: [], later: [] })
  })
})

describe('savesInWindow', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, ms))
  const entry = (requestId: string, ms: number, ok = true, actorId = 'u2'): SaveEntry => ({
    requestId,
    actorId,
    timeCompleted: at(ms),
    ok,
  })

  it('they saved between our read and our write (landed before us): before, overwritten', () => {
    // our read was sent at 0, our write answered at 300 (server time of our entry)
    const entries = [entry('old', 100), entry('theirs', 250), entry('mine', 300, true, 'u1')]
    expect(savesInWindow(entries, 'mine', 150)).toEqual([
      { ...entry('theirs', 250), when: 'before' },
    ])
  })

  it('they saved after us: after, ours may be undone, theirs is in the list', () => {
    const entries = [entry('mine', 300, true, 'u1'), entry('theirs', 320)]
    expect(savesInWindow(entries, 'mine', 150).map((e) => e.when)).toEqual(['after'])
  })

  it('refused saves, saves long before our read, and an unknown own entry count for nothing', () => {
    const entries = [entry('old', 10), entry('refused', 290, false), entry('mine', 300)]
    expect(savesInWindow(entries, 'mine', 150)).toEqual([])
    expect(savesInWindow(entries, 'missing', 150)).toEqual([])
  })
})
