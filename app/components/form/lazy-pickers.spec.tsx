// @vitest-environment jsdom
/**
 * The form pickers draw a light control first and load Headless UI when the user engages them
 * (listbox-field.tsx, combobox-field.tsx): the light control must be named, described and
 * focused like the real one, and the swap must lose nothing (focus, typed text, caret).
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { type ComboboxField as ComboboxFieldType } from './combobox-field'
import { type ListboxField as ListboxFieldType } from './listbox-field'

// Headless UI's anchored popovers measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

/**
 * The fields as a page that has not loaded the pickers yet sees them: each module keeps whether
 * its part has arrived, so every test takes fresh copies.
 */
let ListboxField: typeof ListboxFieldType
let ComboboxField: typeof ComboboxFieldType
beforeEach(async () => {
  vi.resetModules()
  ;({ ListboxField } = await import('./listbox-field'))
  ;({ ComboboxField } = await import('./combobox-field'))
})

type Values = { image: string; pool: string }

function Harness({
  onSubmit = () => {},
  image = '',
}: {
  onSubmit?: (v: Values) => void
  image?: string
}) {
  const form = useForm<Values>({ defaultValues: { image, pool: '' } })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <ListboxField
        name="image"
        control={form.control}
        required
        description="What the disk starts from"
        items={[
          { value: 'ubuntu', label: 'ubuntu-24.04' },
          { value: 'debian', label: 'debian-13' },
        ]}
      />
      <ComboboxField
        name="pool"
        control={form.control}
        label="IP pool"
        description="Where the address comes from"
        items={[
          { value: 'default', label: 'default' },
          { value: 'public-east', label: 'public-east' },
          { value: 'public-west', label: 'public-west' },
        ]}
      />
      <button type="submit">Submit</button>
    </form>
  )
}

const imageButton = () => screen.getByRole('button', { name: /^Image/ })

describe('the light listbox, before Headless UI is loaded', () => {
  // these run first: nothing has loaded the pickers yet
  it('is named by its label and value, described by its hint, closed and not yet the widget', () => {
    render(<Harness image="debian" />)
    const button = imageButton()
    expect(button.textContent).toBe('debian-13')
    expect(button.getAttribute('aria-haspopup')).toBe('listbox')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.hasAttribute('data-headlessui-state')).toBe(false)
    // named by the label and itself, as Headless UI names it (browsers say "Image debian-13")
    const label = screen.getByText('Image', { selector: 'label' })
    expect(button.getAttribute('aria-labelledby')).toBe(`${label.id} ${button.id}`)
    expect(
      screen.getByRole('button', { name: /^Image/, description: 'What the disk starts from' }),
    ).toBe(button)
    const pool = screen.getByRole('combobox', {
      name: 'IP pool',
      description: 'Where the address comes from',
    })
    expect(pool.getAttribute('aria-expanded')).toBe('false')
  })

  it('says an error and is focused by a failed submit, still light', async () => {
    render(<Harness />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
    const button = imageButton()
    expect(button.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('button', { name: /^Image/, description: /Image is required/ })).toBe(
      button,
    )
    expect(document.activeElement).toBe(button)
  })

  it('submits its form on Enter, as the real one does, and opens nothing', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} image="ubuntu" />)
    await act(async () => fireEvent.keyDown(imageButton(), { key: 'Enter' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

describe('the swap to Headless UI', () => {
  beforeAll(async () => {
    // fetch the parts once, so no test waits on the first transform of Headless UI
    await Promise.all([import('./listbox-picker'), import('./combobox-picker')])
  })

  it('a press opens the real listbox in place, keeping the ids, and a choice is kept', async () => {
    render(<Harness />)
    const light = imageButton()
    await act(async () => fireEvent.click(light, { detail: 1 }))
    expect(await screen.findByRole('option', { name: 'debian-13' })).toBeTruthy()
    const real = document.getElementById(light.id)!
    expect(real).not.toBe(light)
    expect(real.getAttribute('aria-expanded')).toBe('true')
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'debian-13' })))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(imageButton()).toBe(real)
    expect(real.textContent).toBe('debian-13')
  })

  it.each(['ArrowDown', ' '])('the %j key opens it from the keyboard', async (key) => {
    render(<Harness image="ubuntu" />)
    const light = imageButton()
    light.focus()
    await act(async () => fireEvent.keyDown(light, { key }))
    const listbox = await screen.findByRole('listbox')
    // as Headless UI does: focus moves into the open list, which points at the chosen option
    await waitFor(() => expect(document.activeElement).toBe(listbox))
    expect(screen.getByRole('option', { name: 'ubuntu-24.04', selected: true })).toBeTruthy()
  })

  it('a listbox drawn once the widget is here is the real one at once', async () => {
    const first = render(<Harness />)
    await act(async () => fireEvent.click(imageButton(), { detail: 1 }))
    await screen.findByRole('listbox')
    first.unmount()
    render(<Harness />)
    expect(imageButton().hasAttribute('data-headlessui-state')).toBe(true)
  })

  it('the combobox keeps what was typed before it arrived, the caret and focus, and filters by it', async () => {
    function Fresh() {
      const form = useForm<{ pool: string }>({ defaultValues: { pool: '' } })
      return (
        <ComboboxField
          name="pool"
          control={form.control}
          label="IP pool"
          items={[
            { value: 'public-east', label: 'public-east' },
            { value: 'public-west', label: 'public-west' },
          ]}
        />
      )
    }
    render(<Fresh />)
    const light = screen.getByRole('combobox', { name: 'IP pool' }) as HTMLInputElement
    expect(light.hasAttribute('data-headlessui-state')).toBe(false)
    act(() => {
      light.focus()
      fireEvent.change(light, { target: { value: 'pubwe' } })
    })
    light.setSelectionRange(3, 3)
    await waitFor(() => expect(light.isConnected).toBe(false))
    const real = document.getElementById(light.id) as HTMLInputElement
    expect(real.hasAttribute('data-headlessui-state')).toBe(true)
    expect(real.value).toBe('pubwe')
    expect(document.activeElement).toBe(real)
    expect([real.selectionStart, real.selectionEnd]).toEqual([3, 3])
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['public-west'])
  })

  it('both widgets load once the form has drawn, untouched: a picker drawn then is real', async () => {
    const first = render(<Harness />)
    // nothing engaged: the light controls stay until the user comes, the widgets load meanwhile
    expect(imageButton().hasAttribute('data-headlessui-state')).toBe(false)
    // the same loads the form started, settled
    await act(async () => {
      await Promise.all([import('./listbox-picker'), import('./combobox-picker')])
    })
    first.unmount()
    render(<Harness />)
    expect(imageButton().hasAttribute('data-headlessui-state')).toBe(true)
    const pool = screen.getByRole('combobox', { name: 'IP pool' })
    expect(pool.hasAttribute('data-headlessui-state')).toBe(true)
  })
})
