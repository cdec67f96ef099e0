// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { BulkBarView } from './bulk-bar'

afterEach(cleanup)

const del = { label: 'Delete', variant: 'danger' as const }

/** The bar under a list's header checkbox, as the list kit draws it, for `count` selected. */
function List({ count, applies }: { count: number; applies: number }) {
  return (
    <div>
      <table>
        <thead>
          <tr>
            <th>
              <input type="checkbox" aria-label="Select every row on this page" />
            </th>
          </tr>
        </thead>
      </table>
      <BulkBarView
        count={count}
        noun={['disk', 'disks']}
        onClear={() => {}}
        summary=""
        actions={[
          {
            label: applies === count ? `Delete ${count}` : `Delete ${applies} of ${count}`,
            reason: applies === count ? '' : `${count - applies} are attached`,
            targets: Array.from({ length: applies }),
            action: del,
            run: () => {},
          },
        ]}
      />
    </div>
  )
}

describe('the bulk bar keeps the keyboard focus', () => {
  it('on its action button while the count, the label and the state change', () => {
    const { rerender } = render(<List count={5} applies={5} />)
    const button = screen.getByRole('button', { name: 'Delete 5' })
    button.focus()
    // a run's successes leave the selection: "Delete 2 of 3", then an action that applies to none
    rerender(<List count={3} applies={2} />)
    expect(screen.getByRole('button', { name: 'Delete 2 of 3' })).toBe(button)
    rerender(<List count={1} applies={0} />)
    expect(screen.getByRole('button', { name: 'Delete 0 of 1' })).toBe(button)
    expect(document.activeElement).toBe(button)
  })

  it('hands it to the header checkbox when the bar goes', () => {
    const { rerender } = render(<List count={2} applies={2} />)
    screen.getByRole('button', { name: 'Delete 2' }).focus()
    rerender(<List count={0} applies={0} />)
    expect(screen.queryByRole('toolbar')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'Select every row on this page' }),
    )
  })
})
