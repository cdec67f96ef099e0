// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { WriteGate } from '~/ui/write-gate'

import { RowActionsMenu } from './row-actions'

// Headless UI's anchored menus measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

const REASON = 'Your role on this project (viewer) does not allow changes'

describe('RowActionsMenu under a write gate', () => {
  it('disables every action but the reads, each saying why', async () => {
    const view = vi.fn()
    render(
      <WriteGate reason={REASON}>
        <RowActionsMenu
          id="a1b2"
          actions={[
            { label: 'Edit', onActivate: vi.fn() },
            { label: 'View serial console', reads: true, onActivate: view },
            { label: 'Delete', variant: 'danger', onActivate: vi.fn() },
          ]}
        />
      </WriteGate>,
    )
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Row actions' }), { key: 'Enter' })
    })
    const menu = await screen.findByRole('menu', undefined, { timeout: 5000 })
    const item = (name: string) => within(menu).getByRole('menuitem', { name })
    expect(item('Copy ID').getAttribute('aria-disabled')).toBeNull()
    expect(item('View serial console').getAttribute('aria-disabled')).toBeNull()
    for (const name of ['Edit', 'Delete']) {
      expect(within(menu).getByRole('menuitem', { name, description: REASON })).toBe(item(name))
      expect(item(name).getAttribute('aria-disabled')).toBe('true')
    }
    // a gated destructive action is not drawn as one
    expect(item('Delete').className).not.toContain('text-danger')
    fireEvent.click(item('View serial console'))
    // the action runs once the menu has closed and given focus back (a frame or two later)
    await waitFor(() => expect(view).toHaveBeenCalled())
  })
})
