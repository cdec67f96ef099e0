// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { addToast, clearToasts, getToasts, removeToast, ToastName, ToastStack } from './toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  clearToasts()
  vi.useRealTimers()
})

describe('toast store', () => {
  it('closes success and info toasts after 5 s', () => {
    addToast({ content: 'Project created' })
    addToast({ variant: 'info', content: 'Heads up' })
    vi.advanceTimersByTime(4999)
    expect(getToasts()).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('closes error toasts after 15 s', () => {
    addToast({ variant: 'error', content: 'Boom' })
    vi.advanceTimersByTime(14999)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('honours a custom timeout and keeps a null-timeout toast', () => {
    addToast({ content: 'short', timeout: 1000 })
    addToast({ content: 'sticky', timeout: null })
    vi.advanceTimersByTime(1000)
    expect(getToasts().map((t) => t.content)).toEqual(['sticky'])
    vi.advanceTimersByTime(60_000)
    expect(getToasts()).toHaveLength(1)
  })

  it('removes a dismissed toast at once and keeps the others in order', () => {
    const a = addToast({ content: 'a' })
    addToast({ content: 'b' })
    addToast({ content: 'c' })
    removeToast(a)
    expect(getToasts().map((t) => t.content)).toEqual(['b', 'c'])
    expect(getToasts()[0]?.variant).toBe('success')
  })
})

describe('<ToastStack />', () => {
  it('renders toasts newest last, announces them and dismisses on the close button', () => {
    render(<ToastStack />)
    act(() => {
      addToast({ content: 'First' })
      addToast({
        variant: 'error',
        title: 'Could not delete disk',
        content: 'Disk is attached',
      })
    })
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Disk is attached'),
    ])
    const polite = document.querySelector('[aria-live="polite"]')
    const assertive = document.querySelector('[aria-live="assertive"]')
    expect(polite?.textContent).toBe('Success First')
    expect(assertive?.textContent).toBe('Could not delete disk Disk is attached')

    const [close] = screen.getAllByRole('button', { name: 'Dismiss notification' })
    fireEvent.click(close!)
    expect(screen.queryByText('First')).toBeNull()
    expect(screen.getByText('Disk is attached')).toBeTruthy()
  })

  it('shows the default error title and renders a cta link', () => {
    render(<ToastStack />)
    act(() => {
      addToast({
        variant: 'error',
        content: 'Oops',
        cta: { text: 'View instance', to: '/projects/p/instances/i' },
      })
    })
    expect(screen.getByText('Error')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'View instance' })
    expect(link.getAttribute('href')).toBe('/projects/p/instances/i')
  })
})

describe('<ToastName />', () => {
  it('truncates long names at 36 characters with the full name in the title', () => {
    const long = 'a-very-long-instance-name-that-keeps-going-on'
    render(<ToastName>{long}</ToastName>)
    const el = screen.getByTitle(long)
    expect(el.textContent).toHaveLength(36)
    expect(el.textContent?.endsWith('…')).toBe(true)
  })

  it('leaves short names alone and announces the full name', () => {
    render(<ToastStack />)
    const long = 'x'.repeat(50)
    act(() => {
      addToast({
        content: (
          <>
            Instance <ToastName>{long}</ToastName> created
          </>
        ),
      })
    })
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `Success Instance ${long} created`,
    )
    cleanup()
    render(<ToastName>web</ToastName>)
    expect(screen.getByText('web').getAttribute('title')).toBeNull()
  })
})
