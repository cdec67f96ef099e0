// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Modal } from './modal'
import { SideModal } from './side-modal'

afterEach(cleanup)

// jsdom lays nothing out: every element counts as drawn
Element.prototype.getClientRects = function () {
  return [{}] as unknown as DOMRectList
}

function Opener({ onDismiss = () => {} }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onDismiss()
    setOpen(false)
  }
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <SideModal isOpen={open} onDismiss={close} title="Add thing" footer={<button>Save</button>}>
        <input aria-label="Name" />
      </SideModal>
    </>
  )
}

describe('the modal layer (Modal, SideModal)', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and makes the page inert', () => {
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Add thing' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const close = screen.getByRole('button', { name: 'Close' })
    expect(document.activeElement).toBe(dialog)
    // the page under it is out of reach
    expect(opener.closest('[inert]')).not.toBeNull()
    const save = screen.getByRole('button', { name: 'Save' })
    save.focus()
    fireEvent.keyDown(save, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(save)
  })

  it('closes on Escape and on the overlay, not on a press inside, and gives focus back', () => {
    const onDismiss = vi.fn()
    render(<Opener onDismiss={onDismiss} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.click(screen.getByRole('textbox', { name: 'Name' }))
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(opener.closest('[inert]')).toBeNull()
    fireEvent.click(opener)
    const overlay = screen.getByRole('dialog').previousElementSibling!
    fireEvent.click(overlay)
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('on closing, hides its layer at once and takes it out of the document a task later', () => {
    vi.useFakeTimers()
    try {
      render(<Opener />)
      const opener = screen.getByRole('button', { name: 'Open' })
      opener.focus()
      fireEvent.click(opener)
      const layer = screen.getByRole('dialog').closest<HTMLElement>('[data-dialog-layer]')!
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' })
      // gone for the user in the same press: no dialog, focus back, the page live again
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(layer.style.display).toBe('none')
      expect(layer.hasAttribute('inert')).toBe(true)
      expect(document.activeElement).toBe(opener)
      expect(opener.closest('[inert]')).toBeNull()
      // a dialog opened meanwhile leaves the closing layer alone
      fireEvent.click(opener)
      vi.runAllTimers()
      expect(layer.isConnected).toBe(false)
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves keys of a nested dialog and of a picker portal to them', () => {
    const outer = vi.fn()
    const inner = vi.fn()
    const picker = document.createElement('div')
    picker.id = 'headlessui-portal-root'
    const option = document.createElement('button')
    picker.appendChild(option)
    document.body.appendChild(picker)
    // the confirm opens over the sheet, as a discard-changes confirm does
    const drawn = (confirm: boolean) => (
      <SideModal isOpen onDismiss={outer} title="Outer">
        <Modal isOpen={confirm} onDismiss={inner} title="Inner">
          <Modal.Body>Sure?</Modal.Body>
        </Modal>
      </SideModal>
    )
    const { rerender } = render(drawn(false))
    rerender(drawn(true))
    const innerDialog = screen.getByRole('dialog', { name: 'Inner' })
    // the sheet under the confirm is inert; the pickers' portal root never is
    expect(screen.getByText('Outer').closest('[inert]')).not.toBeNull()
    expect(picker.hasAttribute('inert')).toBe(false)
    fireEvent.keyDown(innerDialog, { key: 'Escape' })
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
    fireEvent.keyDown(option, { key: 'Escape' })
    fireEvent.click(option)
    expect(outer).not.toHaveBeenCalled()
    picker.remove()
  })
})
