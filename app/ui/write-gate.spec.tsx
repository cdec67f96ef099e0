// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Button } from './button'
import { WriteGate } from './write-gate'

afterEach(cleanup)

const VIEWER = 'Your fleet role (viewer) does not allow changes'

describe('WriteGate', () => {
  it('turns off a writing button with its reason, and leaves the others alone', () => {
    render(
      <WriteGate reason={VIEWER}>
        <Button writes>Add sled</Button>
        <Button>Refresh</Button>
      </WriteGate>,
    )
    const add = screen.getByRole('button', { name: 'Add sled' })
    expect(add.getAttribute('aria-disabled')).toBe('true')
    expect(add.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('keeps a button’s own reason when it is already off', () => {
    render(
      <WriteGate reason={VIEWER}>
        <Button writes disabled disabledReason="Stop the instance first">
          Resize
        </Button>
      </WriteGate>,
    )
    expect(screen.getByRole('button', { name: 'Resize' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    expect(document.body.textContent).not.toContain(VIEWER)
  })

  it('lets writes through without a reason, and an inner reason adds to an outer none', () => {
    render(
      <WriteGate reason={undefined}>
        <Button writes>Create</Button>
        <WriteGate reason="Your role on this project does not allow changing its networking">
          <Button writes>New VPC</Button>
        </WriteGate>
      </WriteGate>,
    )
    expect(screen.getByRole('button', { name: 'Create' }).getAttribute('aria-disabled')).toBeNull()
    expect(screen.getByRole('button', { name: 'New VPC' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
  })

  it('keeps the outer reason over an inner one unless the inner replaces it', () => {
    render(
      <WriteGate reason={VIEWER}>
        <WriteGate reason={undefined}>
          <Button writes>Kept</Button>
        </WriteGate>
        <WriteGate reason={undefined} replace>
          <Button writes>New probe</Button>
        </WriteGate>
      </WriteGate>,
    )
    expect(screen.getByRole('button', { name: 'Kept' }).getAttribute('aria-disabled')).toBe('true')
    expect(
      screen.getByRole('button', { name: 'New probe' }).getAttribute('aria-disabled'),
    ).toBeNull()
  })
})
