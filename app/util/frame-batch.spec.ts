import { describe, expect, it } from 'vitest'

import { frameBatch } from './frame-batch'

/** A frame clock the test turns by hand. */
function frames() {
  const queue: (() => void)[] = []
  return {
    schedule: (run: () => void) => queue.push(run),
    pending: () => queue.length,
    next: () => queue.splice(0).forEach((run) => run()),
  }
}

describe('frameBatch', () => {
  it('hands over every update of a frame at once, asking for one frame', () => {
    const clock = frames()
    const applied: number[][] = []
    const batch = frameBatch<number>((u) => applied.push(u), clock.schedule)
    batch.push(1)
    batch.push(2)
    batch.push(3)
    expect(applied).toEqual([])
    expect(clock.pending()).toBe(1)
    clock.next()
    expect(applied).toEqual([[1, 2, 3]])
    // the next updates wait for the next frame
    batch.push(4)
    expect(clock.pending()).toBe(1)
    clock.next()
    expect(applied).toEqual([[1, 2, 3], [4]])
  })

  it('flush hands over what waits at once; the frame then finds nothing to do', () => {
    const clock = frames()
    const applied: string[][] = []
    const batch = frameBatch<string>((u) => applied.push(u), clock.schedule)
    batch.push('a')
    batch.flush()
    expect(applied).toEqual([['a']])
    clock.next()
    expect(applied).toEqual([['a']])
    // nothing waiting: a flush applies nothing
    batch.flush()
    expect(applied).toEqual([['a']])
    batch.push('b')
    clock.next()
    expect(applied).toEqual([['a'], ['b']])
  })
})
