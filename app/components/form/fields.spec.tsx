// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { CheckboxField, RadioField } from './choice-fields'
import { ComboboxField } from './combobox-field'
import { ListboxField } from './listbox-field'
import { NumberField } from './number-field'
import { TextField } from './text-field'

// Headless UI's anchored popovers measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

// the pickers' Headless UI parts load on demand: fetched once here, so no test waits on the
// first transform of Headless UI
beforeAll(async () => {
  await Promise.all([import('./listbox-picker'), import('./combobox-picker')])
})

type Values = {
  image: string
  pool: string
  hostname: string
  autoRestart: boolean
  kind: string
  ncpus: number
  bootDiskSize: number
}

function Harness({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: {
      image: '',
      pool: '',
      hostname: '',
      autoRestart: false,
      kind: 'blank',
      ncpus: 2,
      bootDiskSize: NaN,
    },
  })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <ListboxField
        name="image"
        control={form.control}
        required
        items={[
          { value: 'ubuntu', label: 'ubuntu-24.04' },
          { value: 'debian', label: 'debian-13' },
        ]}
      />
      <ComboboxField
        name="pool"
        control={form.control}
        label="IP pool"
        allowArbitraryValues
        items={[
          { value: 'default', label: 'default' },
          { value: 'public-east', label: 'public-east' },
          { value: 'public-west', label: 'public-west' },
        ]}
      />
      <TextField name="hostname" control={form.control} description="Shown inside the guest" />
      <CheckboxField name="autoRestart" control={form.control} label="Restart automatically" />
      <RadioField
        name="kind"
        control={form.control}
        items={[
          { value: 'blank', label: 'Blank' },
          { value: 'image', label: 'Image' },
        ]}
      />
      <NumberField name="ncpus" control={form.control} label="CPUs" min={1} max={64} />
      <NumberField name="bootDiskSize" control={form.control} units="GiB" min={1} required />
      <button type="submit">Submit</button>
    </form>
  )
}

describe('form fields', () => {
  it('label fields by the capitalised name, mark optional ones and link hints', () => {
    render(<Harness onSubmit={() => {}} />)
    const hostname = screen.getByRole('textbox', {
      name: 'Hostname',
      description: 'Shown inside the guest',
    })
    expect(hostname).toBeTruthy()
    expect(screen.getByRole('spinbutton', { name: 'Boot disk size' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Restart automatically' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Kind' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'IP pool' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Image/ })).toBeTruthy()
    expect(screen.getAllByText('(Optional)').length).toBeGreaterThan(0)
  })

  it('reports required and bound errors, then submits typed values', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Image is required')).toBeTruthy()
    expect(screen.getByText('Boot disk size is required')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()

    // listbox: open and pick
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Image/ })))
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'debian-13' })))
    await waitFor(() => expect(screen.queryByText('Image is required')).toBeNull())

    // combobox: the real one (Headless UI) opens on focus, in place of the light input if its
    // part had not loaded yet (forms load it once drawn: lazy-pickers.spec.tsx has the swap)
    const first = screen.getByRole('combobox', { name: 'IP pool' })
    await act(async () => first.focus())
    // open, it hides the rest of the page (its label too) from assistive technology
    const pool = await screen.findByRole('combobox', { expanded: true })
    expect(pool.id).toBe(first.id)
    expect(document.activeElement).toBe(pool)
    // fuzzy filter, then an arbitrary value
    await act(async () => fireEvent.change(pool, { target: { value: 'pubw' } }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toContain('public-west')
    expect(options.map((o) => o.textContent)).not.toContain('default')
    await act(async () => fireEvent.change(pool, { target: { value: 'my-pool' } }))
    expect((await screen.findByRole('option', { name: /my-pool/ })).textContent).toContain('Use')
    await act(async () => fireEvent.keyDown(pool, { key: 'Escape' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect((pool as HTMLInputElement).value).toBe('my-pool')

    fireEvent.click(screen.getByRole('checkbox', { name: 'Restart automatically' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Image' }))
    fireEvent.change(screen.getByRole('spinbutton', { name: 'CPUs' }), { target: { value: '65' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Boot disk size' }), {
      target: { value: '0' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Can be at most 64')).toBeTruthy()
    expect(screen.getByText('Must be at least 1 GiB')).toBeTruthy()

    fireEvent.change(screen.getByRole('spinbutton', { name: 'CPUs' }), { target: { value: '4' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Boot disk size' }), {
      target: { value: '20' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      image: 'debian',
      pool: 'my-pool',
      hostname: '',
      autoRestart: true,
      kind: 'image',
      ncpus: 4,
      bootDiskSize: 20,
    })
  })

  it('a picker of thousands draws fifty options, says how many more, and finds any by typing', async () => {
    function Big() {
      const form = useForm<{ disk: string }>({ defaultValues: { disk: '' } })
      const items = Array.from({ length: 2500 }, (_, i) => {
        const name = `vol-${String(i).padStart(5, '0')}`
        return { value: name, label: name }
      })
      return <ComboboxField name="disk" control={form.control} label="Disk" items={items} />
    }
    render(<Big />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show Disk options' }))
    })
    expect(await screen.findAllByRole('option')).toHaveLength(50)
    const input = screen.getByRole('combobox', { expanded: true })
    expect(screen.getByText('2,450 more: type to narrow the list')).toBeTruthy()
    await act(async () => {
      fireEvent.change(input, { target: { value: 'vol-02499' } })
    })
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('vol-02499'),
    )
    expect(screen.queryByText(/more: type to narrow/)).toBeNull()
  })
})
