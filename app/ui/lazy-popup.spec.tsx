// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LazyPopup, useOpenOnMount, type Activation } from './lazy-popup'

afterEach(cleanup)

/** Stands in for a Headless UI menu: counts how it was opened. */
function FakeMenu({ activation }: { activation: Activation }) {
  const button = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState<string[]>([])
  useOpenOnMount(button, activation)
  return (
    <>
      <button
        ref={button}
        aria-label="Things"
        onClick={() => setOpened((o) => [...o, 'click'])}
        onKeyDown={(e) => setOpened((o) => [...o, `key:${e.key}`])}
      >
        real
      </button>
      <output>{opened.join(',')}</output>
    </>
  )
}

function setup() {
  const load = vi.fn(() => Promise.resolve())
  render(
    <StrictMode>
      <LazyPopup
        load={load}
        buttonProps={{ 'aria-label': 'Things', 'aria-haspopup': 'menu' }}
        render={(a) => <FakeMenu activation={a} />}
      >
        light
      </LazyPopup>
    </StrictMode>,
  )
  return { load, button: screen.getByRole('button', { name: 'Things' }) }
}

describe('LazyPopup', () => {
  it('is a closed menu button with the real name until pressed, and loads on hover or focus', () => {
    const { load, button } = setup()
    expect(button.textContent).toBe('light')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.focus(button)
    expect(load).toHaveBeenCalled()
  })

  it('a pointer click hands over to the real widget, focused and clicked once', async () => {
    const { button } = setup()
    await act(async () => {
      fireEvent.click(button, { detail: 1 })
    })
    const real = screen.getByRole('button', { name: 'Things' })
    expect(real.textContent).toBe('real')
    expect(document.activeElement).toBe(real)
    expect(screen.getByRole('status').textContent).toBe('click')
  })

  it.each(['Enter', ' ', 'ArrowDown'])('the %j key opens it with Enter, once', async (key) => {
    const { button } = setup()
    await act(async () => {
      fireEvent.keyDown(button, { key })
    })
    expect(document.activeElement?.textContent).toBe('real')
    expect(screen.getByRole('status').textContent).toBe('key:Enter')
  })

  it('other keys do nothing', () => {
    const { button } = setup()
    fireEvent.keyDown(button, { key: 'a' })
    expect(screen.getByRole('button', { name: 'Things' }).textContent).toBe('light')
  })
})
