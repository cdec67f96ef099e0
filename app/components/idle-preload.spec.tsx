// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useIdlePreload } from './idle-preload'
import { setWarmUp } from './warm-up'

function Page({ next }: { next?: string }) {
  useIdlePreload(next)
  return null
}

describe('useIdlePreload', () => {
  const warmed: string[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    warmed.length = 0
    setWarmUp((path) => warmed.push(path))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('warms the next page once the browser is idle, not before', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb))
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    render(<Page next="/projects/web-app/instances" />)
    expect(warmed).toEqual([])
    idle.forEach((cb) => cb())
    expect(warmed).toEqual(['/projects/web-app/instances'])
  })

  it('warms nothing for a page that is gone before the browser went idle', () => {
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', () => 7)
    vi.stubGlobal('cancelIdleCallback', cancel)
    render(<Page next="/projects/web-app/instances" />).unmount()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('waits a moment where the browser has no idle callbacks, and needs a path', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const { rerender } = render(<Page />)
    vi.advanceTimersByTime(1_000)
    expect(warmed).toEqual([])
    rerender(<Page next="/projects/mock-project/instances" />)
    expect(warmed).toEqual([])
    vi.advanceTimersByTime(1_000)
    expect(warmed).toEqual(['/projects/mock-project/instances'])
  })
})
