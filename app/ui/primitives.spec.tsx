// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from './button'
import { Pagination } from './pagination'
import { useMinDuration } from './spinner'
import { Tooltip } from './tooltip'
import { middleTruncate, Truncate } from './truncate'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Button', () => {
  it('with a disabled reason stays focusable, is aria-disabled, ignores clicks and is described', () => {
    const onClick = vi.fn()
    render(
      <Button disabled disabledReason="Instance must be stopped" onClick={onClick}>
        Start
      </Button>,
    )
    const button = screen.getByRole('button', {
      name: 'Start',
      description: 'Instance must be stopped',
    }) as HTMLButtonElement
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('without a reason is natively disabled', () => {
    render(<Button disabled>Go</Button>)
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('while loading is busy and does not fire or submit', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

describe('Tooltip', () => {
  it('shows after the delay on hover and focus, hides on leave and Escape', () => {
    vi.useFakeTimers()
    render(
      <Tooltip content="Full name">
        <button type="button">web</button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'web', description: 'Full name' })
    fireEvent.mouseEnter(trigger)
    void act(() => vi.advanceTimersByTime(249))
    expect(screen.queryByRole('tooltip')).toBeNull()
    void act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip').textContent).toBe('Full name')
    fireEvent.mouseLeave(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()

    fireEvent.focus(trigger)
    void act(() => vi.advanceTimersByTime(250))
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})

describe('useMinDuration', () => {
  it('keeps a spinner up for at least 500 ms once shown', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ loading }) => useMinDuration(loading), {
      initialProps: { loading: false },
    })
    expect(result.current).toBe(false)
    rerender({ loading: true })
    expect(result.current).toBe(true)
    void act(() => vi.advanceTimersByTime(100))
    rerender({ loading: false })
    expect(result.current).toBe(true)
    void act(() => vi.advanceTimersByTime(399))
    expect(result.current).toBe(true)
    void act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('hides at once when loading lasted longer than the minimum', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ loading }) => useMinDuration(loading), {
      initialProps: { loading: true },
    })
    void act(() => vi.advanceTimersByTime(800))
    rerender({ loading: false })
    expect(result.current).toBe(false)
  })
})

describe('Pagination', () => {
  it('shows rows per page and labelled prev/next buttons', () => {
    const onNext = vi.fn()
    const onPrev = vi.fn()
    render(
      <Pagination pageSize={50} hasPrev={false} hasNext onNext={onNext} onPrev={onPrev} loading />,
    )
    expect(screen.getByText('rows per page')).toBeTruthy()
    expect(screen.getByText('50')).toBeTruthy()
    expect((screen.getByRole('button', { name: /prev/i }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /next/i }))
    expect(onNext).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy()
  })
})

describe('Truncate', () => {
  it('keeps both ends of an id', () => {
    expect(middleTruncate('0123456789abcdef', 9)).toBe('0123…cdef')
    expect(middleTruncate('short', 9)).toBe('short')
    render(<Truncate text="0123456789abcdef" maxLength={9} />)
    expect(screen.getByTitle('0123456789abcdef')).toBeTruthy()
    expect(screen.getByText('0123…cdef').getAttribute('aria-hidden')).toBe('true')
  })
})
