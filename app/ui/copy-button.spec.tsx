// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CopyButton } from './copy-button'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  vi.useFakeTimers()
  writeText.mockReset()
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('CopyButton', () => {
  it('copies the text and shows "Copied" for 2 seconds', async () => {
    writeText.mockResolvedValue(undefined)
    render(<CopyButton text="0b2a-id" />)
    const button = screen.getByRole('button', { name: 'Copy to clipboard' })
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith('0b2a-id')
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(button)
    expect(screen.getByRole('status').textContent).toBe('Copied')

    void act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    void act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('takes a custom label', () => {
    render(<CopyButton text="x" label="Copy command" />)
    expect(screen.getByRole('button', { name: 'Copy command' })).toBeTruthy()
  })

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    render(<CopyButton text="x" />)
    await act(async () => fireEvent.click(screen.getByRole('button')))
    expect(screen.getByRole('button', { name: 'Could not copy' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Could not copy')
    void act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy()
  })
})
