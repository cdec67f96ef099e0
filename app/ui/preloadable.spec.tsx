// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { preloadable } from './preloadable'

const Card = ({ title }: { title: string }) => <h2>{title}</h2>

afterEach(cleanup)

describe('preloadable', () => {
  it('renders without suspending once preloaded', async () => {
    const Lazy = preloadable(() => Promise.resolve(Card))
    await Lazy.preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy title="Firewall rules" />
      </Suspense>,
    )
    // no fallback in between: the heading is there in the first commit
    expect(screen.getByRole('heading', { name: 'Firewall rules' })).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('suspends like lazy when rendered before its code has arrived', async () => {
    let resolve!: (c: typeof Card) => void
    const Lazy = preloadable(() => new Promise<typeof Card>((r) => (resolve = r)))
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy title="Members" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => resolve(Card))
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy()
  })

  it('tries again after a failed fetch', async () => {
    let calls = 0
    const Lazy = preloadable(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Card),
    )
    await expect(Lazy.preload()).rejects.toThrow('offline')
    await Lazy.preload()
    expect(calls).toBe(2)
  })

  it('warms quietly: a failed warm-up leaves nothing unhandled and the next render fetches again', async () => {
    let calls = 0
    const Lazy = preloadable(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Card),
    )
    Lazy.warm()
    await act(async () => {})
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy title="Disks" />
      </Suspense>,
    )
    expect(await screen.findByRole('heading', { name: 'Disks' })).toBeTruthy()
    expect(calls).toBe(2)
  })
})
