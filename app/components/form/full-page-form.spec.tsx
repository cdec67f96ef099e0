// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { FullPageForm } from './full-page-form'
import { NameField } from './text-field'

afterEach(cleanup)

function CreatePage() {
  const form = useForm({ defaultValues: { name: '' } })
  const navigate = useNavigate()
  const [loading, setLoading] = useState(false)
  return (
    <>
      <Link to="/list">Instances</Link>
      <FullPageForm
        form={form}
        resourceName="instance"
        loading={loading}
        submitError={null}
        onSubmit={async () => {
          setLoading(true)
          await Promise.resolve()
          void navigate('/list')
        }}
      >
        <NameField name="name" control={form.control} />
      </FullPageForm>
    </>
  )
}

const setup = () => {
  const router = createMemoryRouter(
    [
      { path: '/new', element: <CreatePage /> },
      { path: '/list', element: <h1>Instance list</h1> },
    ],
    { initialEntries: ['/new'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('FullPageForm', () => {
  it('leaves a clean form freely', async () => {
    setup()
    fireEvent.click(screen.getByRole('link', { name: 'Instances' }))
    expect(await screen.findByRole('heading', { name: 'Instance list' })).toBeTruthy()
  })

  it('asks before leaving a dirty form', async () => {
    setup()
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'db' } })
    fireEvent.click(screen.getByRole('link', { name: 'Instances' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm navigation' })
    expect(dialog.textContent).toContain('Leave this page? What you entered will be discarded.')
    fireEvent.click(screen.getByRole('button', { name: 'Continue editing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('db')

    fireEvent.click(screen.getByRole('link', { name: 'Instances' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this page' }))
    expect(await screen.findByRole('heading', { name: 'Instance list' })).toBeTruthy()
  })

  it('does not block the navigation that follows a submit', async () => {
    setup()
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'db' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create instance' })))
    expect(await screen.findByRole('heading', { name: 'Instance list' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
