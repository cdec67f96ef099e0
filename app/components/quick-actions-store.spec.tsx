// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  closeQuickActions,
  closeQuickActionsOnLeave,
  getSnapshot,
  openQuickActions,
  useQuickActions,
} from './quick-actions-store'

function Registers() {
  useQuickActions([{ value: 'Projects', group: 'Silo', to: '/projects' }])
  return null
}

const isOpen = () => getSnapshot().isOpen

afterEach(() => {
  act(() => closeQuickActions())
  cleanup()
})

describe('the palette and navigation', () => {
  it('stays open when the page it was opened on arrives after the key press', () => {
    render(<Registers />)
    window.history.pushState({}, '', '/settings/profile')
    // a link was followed: the address changes at once, the page renders later
    window.history.pushState({}, '', '/projects/sandbox/instances')
    act(() => openQuickActions())
    act(() => closeQuickActionsOnLeave('/projects/sandbox/instances'))
    expect(isOpen()).toBe(true)
  })

  it('closes when the user leaves the page it was opened on', () => {
    render(<Registers />)
    window.history.pushState({}, '', '/projects')
    act(() => openQuickActions())
    act(() => closeQuickActionsOnLeave('/projects'))
    expect(isOpen()).toBe(true)
    window.history.pushState({}, '', '/silos')
    act(() => closeQuickActionsOnLeave('/silos'))
    expect(isOpen()).toBe(false)
  })
})
