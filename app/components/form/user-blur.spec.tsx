// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'

import { NameField, TextField } from './text-field'

afterEach(cleanup)

type Values = { name: string; description: string }

/** A form checked when a field is left, with a name focused on mount, as the instance form. */
function Harness() {
  const form = useForm<Values>({ defaultValues: { name: '', description: '' }, mode: 'onTouched' })
  return (
    <>
      <h1 tabIndex={-1}>Create instance</h1>
      <form noValidate>
        <NameField name="name" control={form.control} autoFocus />
        <TextField name="description" control={form.control} />
      </form>
    </>
  )
}

const heading = () => screen.getByRole('heading', { name: 'Create instance' })
const nameInput = () => screen.getByRole('textbox', { name: 'Name' })

describe('fields are checked when the user leaves them, not when the page moves focus', () => {
  it('focus taken by the page heading after opening shows no error', async () => {
    render(<Harness />)
    expect(nameInput()).toHaveProperty('id', document.activeElement?.id)
    // what the route announcer does a frame after a client-side navigation
    await act(async () => heading().focus())
    expect(document.activeElement).toBe(heading())
    // validation is asynchronous: give it time to have shown an error
    await act(() => new Promise((done) => setTimeout(done, 50)))
    expect(screen.queryByText('Name is required')).toBeNull()
    expect(nameInput().getAttribute('aria-invalid')).toBeNull()
  })

  it('leaving with Tab (a key pressed in the field) checks it', async () => {
    render(<Harness />)
    const input = nameInput()
    fireEvent.keyDown(input, { key: 'Tab' })
    await act(async () => screen.getByRole('textbox', { name: 'Description' }).focus())
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('leaving by a click elsewhere checks it', async () => {
    render(<Harness />)
    const other = screen.getByRole('textbox', { name: 'Description' })
    fireEvent.pointerDown(other)
    await act(async () => other.focus())
    expect(await screen.findByText('Name is required')).toBeTruthy()
  })

  it('after the page took focus, the user coming back and leaving is checked', async () => {
    render(<Harness />)
    act(() => heading().focus())
    const input = nameInput()
    fireEvent.pointerDown(input)
    act(() => input.focus())
    fireEvent.keyDown(input, { key: 'Tab' })
    await act(async () => heading().focus())
    expect(await screen.findByText('Name is required')).toBeTruthy()
  })
})

describe('a value entered without keys (paste, autofill) counts as the user’s', () => {
  it('leaving after an input event checks the field', async () => {
    render(<Harness />)
    const input = nameInput()
    fireEvent.input(input, { target: { value: 'Bad Name' } })
    fireEvent.change(input, { target: { value: 'Bad Name' } })
    await act(async () => heading().focus())
    expect(
      await screen.findByText('Can only contain lower-case letters, numbers, and dashes'),
    ).toBeTruthy()
  })
})
