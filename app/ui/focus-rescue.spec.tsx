// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { Button } from './button'
import { useFocusKeeper, useReturnFocus } from './focus-keeper'
import { focusCandidates } from './focus-rescue'

afterEach(cleanup)

const focused = () => document.activeElement

/** A section with a button that can be removed or disabled, between two other controls. */
function Section({ withNeighbours = true, reason }: { withNeighbours?: boolean; reason?: string }) {
  const [gone, setGone] = useState(false)
  const [off, setOff] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useFocusKeeper(ref)
  return (
    <div ref={ref}>
      <button type="button">Outside</button>
      <section aria-label="Floating IPs">
        {withNeighbours && <input aria-label="Before" />}
        {!gone && (
          <Button disabled={off} disabledReason={reason}>
            Attach
          </Button>
        )}
        {withNeighbours && <Button>After</Button>}
        {withNeighbours && <Button disabled>Off</Button>}
      </section>
      <button type="button" onClick={() => setGone(true)}>
        remove
      </button>
      <button type="button" onClick={() => setOff(true)}>
        disable
      </button>
    </div>
  )
}

/** Lets the keeper's code arrive (it loads when focus first enters what it watches). */
const loaded = () =>
  act(async () => {
    await import('./focus-rescue')
    await new Promise((r) => setTimeout(r, 0))
  })

/** Runs a page change while the Attach button keeps focus (as a dialog or a timer would). */
async function whileFocused(name: 'remove' | 'disable') {
  const attach = screen.getByRole('button', { name: 'Attach' })
  attach.focus()
  await loaded()
  expect(focused()).toBe(attach)
  // a click would move focus; the change comes from elsewhere (a response, a dialog's submit)
  act(() => screen.getByRole('button', { name }).click())
  await act(async () => {})
  return attach
}

describe('focus rescue', () => {
  it('a focused button that goes away hands focus to the next control of its section', async () => {
    render(<Section />)
    await whileFocused('remove')
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }))
  })

  it('a focused button that becomes disabled hands focus on', async () => {
    render(<Section />)
    await whileFocused('disable')
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }))
  })

  it('without a next control, the previous one; without either, the section', async () => {
    const { unmount } = render(<Section withNeighbours={false} />)
    await whileFocused('remove')
    expect(focused()).toBe(screen.getByRole('region', { name: 'Floating IPs' }))
    unmount()

    function Last() {
      const [gone, setGone] = useState(false)
      const ref = useRef<HTMLElement>(null)
      useFocusKeeper(ref)
      return (
        <section aria-label="s" ref={ref}>
          <input aria-label="Before" />
          {!gone && <Button onClick={() => setTimeout(() => setGone(true))}>Attach</Button>}
        </section>
      )
    }
    render(<Last />)
    const attach = screen.getByRole('button', { name: 'Attach' })
    attach.focus()
    await loaded()
    fireEvent.click(attach)
    await waitFor(() => expect(focused()).toBe(screen.getByRole('textbox', { name: 'Before' })))
  })

  it('a button disabled with a reason stays the same element and keeps focus', async () => {
    render(<Section reason="No floating IPs available" />)
    const attach = await whileFocused('disable')
    const now = screen.getByRole('button', { name: 'Attach' })
    expect(now).toBe(attach)
    expect(now.getAttribute('aria-disabled')).toBe('true')
    expect(focused()).toBe(now)
  })

  it('leaves focus alone when the button did not have it', async () => {
    render(<Section />)
    const outside = screen.getByRole('button', { name: 'Outside' })
    outside.focus()
    await loaded()
    act(() => screen.getByRole('button', { name: 'remove' }).click())
    await act(async () => {})
    outside.focus()
    expect(focused()).toBe(outside)
    act(() => screen.getByRole('button', { name: 'disable' }).click())
    expect(focused()).toBe(outside)
  })

  it('candidates: the following controls, then the preceding ones nearest first, then the section', () => {
    render(
      <section aria-label="s">
        <button type="button">a</button>
        <button type="button">b</button>
        <button type="button">lost</button>
        <button type="button" disabled>
          off
        </button>
        <a href="/x">c</a>
      </section>,
    )
    const candidates = focusCandidates(screen.getByRole('button', { name: 'lost' }))
    expect(candidates).toEqual([
      screen.getByRole('link', { name: 'c' }),
      screen.getByRole('button', { name: 'b' }),
      screen.getByRole('button', { name: 'a' }),
      screen.getByRole('region', { name: 's' }),
    ])
  })
})

function Dialogish() {
  const [open, setOpen] = useState(false)
  const [attached, setAttached] = useState(false)
  return (
    <section aria-label="Floating IPs">
      <Button
        disabled={attached}
        disabledReason={attached ? 'No floating IPs available' : undefined}
        onClick={() => setOpen(true)}
      >
        Attach floating IP
      </Button>
      <Button>Create a floating IP</Button>
      {open && (
        <FakeDialog
          onAttach={() => {
            setAttached(true)
            setOpen(false)
          }}
        />
      )}
    </section>
  )
}

/** Stands for a dialog library: takes focus, and gives it back to the trigger on close. */
function FakeDialog({ onAttach }: { onAttach: () => void }) {
  useReturnFocus(true)
  const confirm = useRef<HTMLButtonElement>(null)
  // as Headless UI does, after the commit
  useEffect(() => confirm.current?.focus(), [])
  return (
    <div role="dialog" aria-label="Attach">
      <button type="button" onClick={onAttach} ref={confirm}>
        Confirm
      </button>
    </div>
  )
}

describe('useReturnFocus', () => {
  it('after a dialog closes, a trigger that is now disabled hands focus to its neighbour', async () => {
    render(<Dialogish />)
    const trigger = screen.getByRole('button', { name: 'Attach floating IP' })
    trigger.focus()
    fireEvent.click(trigger)
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    expect(focused()).toBe(confirm)
    act(() => confirm.click())
    // the library gives focus back to the trigger, which can no longer be used
    trigger.focus()
    await waitFor(() =>
      expect(focused()).toBe(screen.getByRole('button', { name: 'Create a floating IP' })),
    )
  })

  it('after a dialog closes with focus on the body, focus goes back near the trigger', async () => {
    render(<Dialogish />)
    const trigger = screen.getByRole('button', { name: 'Attach floating IP' })
    trigger.focus()
    fireEvent.click(trigger)
    act(() => screen.getByRole('button', { name: 'Confirm' }).click())
    await waitFor(() =>
      expect(focused()).toBe(screen.getByRole('button', { name: 'Create a floating IP' })),
    )
  })
})
