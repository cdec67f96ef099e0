// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '~/api/errors'

import { NumberField } from './number-field'
import { SideModalForm } from './side-modal-form'
import { DescriptionField, NameField } from './text-field'

afterEach(cleanup)

type Values = { name: string; description: string; size: number }

const exists = new ApiError({
  message: 'Project name already exists',
  statusCode: 400,
  errorCode: 'ObjectAlreadyExists',
  method: 'projectCreate',
})

/** A create form whose "request" is under the test's control. */
function Harness({
  onSubmit,
  onDismiss = () => {},
  formType = 'create',
}: {
  onSubmit: (v: Values) => void
  onDismiss?: () => void
  formType?: 'create' | 'edit'
}) {
  const form = useForm<Values>({ defaultValues: { name: '', description: '', size: 10 } })
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  return (
    <>
      <SideModalForm
        form={form}
        formType={formType}
        resourceName="project"
        onDismiss={onDismiss}
        loading={loading}
        submitError={error}
        onSubmit={(v) => {
          onSubmit(v)
          setError(null)
          setLoading(true)
        }}
      >
        <NameField name="name" control={form.control} />
        <DescriptionField name="description" control={form.control} />
        <NumberField name="size" control={form.control} required min={1} max={1023} units="GiB" />
      </SideModalForm>
      <button type="button" onClick={() => (setLoading(false), setError(exists))}>
        reject
      </button>
    </>
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(
    screen.getByRole(
      label === 'Description' ? 'textbox' : label === 'Size' ? 'spinbutton' : 'textbox',
      { name: label },
    ),
    {
      target: { value },
    },
  )

describe('SideModalForm', () => {
  it('derives title and submit label', () => {
    render(<Harness onSubmit={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Create project' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create project' })).toBeTruthy()
    cleanup()
    render(<Harness onSubmit={() => {}} formType="edit" />)
    expect(screen.getByRole('dialog', { name: 'Edit project' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update project' })).toBeTruthy()
  })

  it('shows field errors and does not submit an invalid form', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    type('Size', '')
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Size is required')).toBeTruthy()
    const name = screen.getByLabelText('Name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Name is required').id)
    type('Name', 'Web_1')
    await screen.findByText('Can only contain lower-case letters, numbers, and dashes')
    type('Size', '2000')
    await screen.findByText('Can be at most 1023 GiB')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('keeps every value on a server error and puts the name error on the name field', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    type('Name', 'web')
    type('Description', 'the web tier')
    const submit = screen.getByRole('button', { name: 'Create project' })
    fireEvent.click(submit)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith({ name: 'web', description: 'the web tier', size: 10 })
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'))
    // a second click while the request runs sends nothing
    fireEvent.click(submit)
    await new Promise((r) => setTimeout(r, 20))
    expect(onSubmit).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'reject' }))
    // said once, on the field, with one summary naming the field (not the banner, the field
    // and the footer, three times)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Check the highlighted field: Name')
    expect(screen.getAllByText('Project name already exists')).toHaveLength(1)
    expect(screen.queryByText('Error')).toBeNull()

    const name = screen.getByLabelText('Name') as HTMLInputElement
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = name.getAttribute('aria-describedby') ?? ''
    const errorEl = document.getElementById(describedBy.split(' ').at(-1) ?? '')
    expect(errorEl?.textContent).toBe('Project name already exists')
    expect(document.activeElement).toBe(name)
    expect(name.value).toBe('web')
    expect(
      (screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value,
    ).toBe('the web tier')
  })

  it('asks before a dirty form is dismissed; Cancel leaves at once', async () => {
    const onDismiss = vi.fn()
    render(<Harness onSubmit={() => {}} onDismiss={onDismiss} />)
    // clean: the close button leaves without asking
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)

    type('Name', 'web')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm navigation' })
    expect(confirm.textContent).toContain('Leave this form? What you entered will be discarded.')
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm navigation' })).toBeNull(),
    )
    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('web')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave form' }))
    expect(onDismiss).toHaveBeenCalledTimes(2)

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDismiss).toHaveBeenCalledTimes(3)
  })

  it('number steppers move within bounds', async () => {
    render(<Harness onSubmit={() => {}} />)
    const input = screen.getByRole('spinbutton', { name: 'Size' }) as HTMLInputElement
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Increase Size' })))
    expect(input.value).toBe('11')
    type('Size', '1')
    expect(
      (screen.getByRole('button', { name: 'Decrease Size' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})
