// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiRequest } from '~/api/api-request'
import { ApiError } from '~/api/errors'
import { clearToasts, getToasts, ToastStack } from '~/ui/toast'

import { clearConfirm, confirmAction, ConfirmActionModal, confirmDelete } from './confirm'

afterEach(() => {
  cleanup()
  clearConfirm()
  clearToasts()
})

/** What every confirm declares it sends (shown as its Equivalent CLI). */
const requests = () => apiRequest('projectDelete', { path: { project: 'web' } })

function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const setup = () =>
  render(
    <>
      <ConfirmActionModal />
      <ToastStack />
    </>,
  )

describe('confirmAction', () => {
  it('shows title, content, Cancel and Confirm; Cancel closes without running', async () => {
    setup()
    const doAction = vi.fn(() => Promise.resolve())
    act(() =>
      confirmAction({
        requests,
        title: 'Stop instance',
        content: 'Are you sure you want to stop db-1?',
        actionType: 'danger',
        doAction,
        errorTitle: 'Could not stop instance',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Stop instance' })
    expect(dialog.textContent).toContain('Are you sure you want to stop db-1?')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(doAction).not.toHaveBeenCalled()
  })

  it('runs the action once with a loading state, then closes', async () => {
    setup()
    const d = deferred()
    const doAction = vi.fn(() => d.promise)
    act(() =>
      confirmAction({
        requests,
        title: 'Reboot instance',
        content: 'Sure?',
        actionType: 'primary',
        doAction,
        errorTitle: 'Could not reboot instance',
      }),
    )
    const button = await screen.findByRole('button', { name: 'Confirm' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(doAction).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    fireEvent.click(button)
    expect(doAction).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeTruthy()
    await act(async () => d.resolve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getToasts()).toHaveLength(0)
  })

  it('on failure shows an error toast with the title and the message, and closes', async () => {
    setup()
    act(() =>
      confirmAction({
        requests,
        title: 'Stop instance',
        content: 'Sure?',
        actionType: 'danger',
        doAction: () =>
          Promise.reject(
            new ApiError({ message: 'Action not authorized', method: 'instanceStop' }),
          ),
        errorTitle: 'Could not stop instance',
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getToasts()).toMatchObject([
      { variant: 'error', title: 'Could not stop instance', content: 'Action not authorized' },
    ])
    expect(screen.getByText('Could not stop instance')).toBeTruthy()
    expect(screen.getByText('Action not authorized')).toBeTruthy()
  })

  it('missing input is not a failure: the dialog stays open, says it, and runs nothing', async () => {
    setup()
    let project = ''
    const doAction = vi.fn(() => Promise.resolve())
    act(() =>
      confirmAction({
        requests,
        title: 'Demote images',
        content: (
          <select aria-label="Project" onChange={(e) => (project = e.target.value)}>
            <option value="">None</option>
            <option value="web-app">web-app</option>
          </select>
        ),
        actionType: 'primary',
        check: () => (project ? undefined : 'Choose a project'),
        doAction,
        errorTitle: 'Could not demote images',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Demote images' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a project')
    expect(dialog.isConnected).toBe(true)
    expect(doAction).not.toHaveBeenCalled()
    expect(getToasts()).toEqual([])
    // the choice answers the message; Confirm then runs and closes
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: 'web-app' } })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(doAction).toHaveBeenCalledTimes(1)
  })
})

describe('confirmDelete', () => {
  it('uses the delete wording and its error title', async () => {
    setup()
    act(() =>
      confirmDelete({
        requests,
        kind: 'project',
        label: 'web-prod',
        doDelete: () => Promise.reject(new Error('Project to be deleted contains an instance')),
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' })
    expect(dialog.textContent).toContain('Are you sure you want to delete web-prod?')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getToasts()[0]).toMatchObject({
      title: 'Could not delete project',
      content: 'Project to be deleted contains an instance',
    })
  })
})
