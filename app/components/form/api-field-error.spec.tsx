// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'

import { ApiError, messageFor } from '~/api/errors'

import { apiFieldError, formFieldName } from './api-field-error'
import { SideModalForm } from './side-modal-form'
import { NameField, TextareaField } from './text-field'

afterEach(cleanup)

const labels = new Map([
  ['name', 'Name'],
  ['publicKey', 'Public key'],
  ['description', 'Description'],
  ['disks.0.name', 'Disk name'],
])

/** An ApiError as the client makes it from a response body (messageFor words the message). */
const refused = (message: string, errorCode = 'InvalidRequest', statusCode = 400) =>
  new ApiError({
    message: messageFor({ errorCode, message }, statusCode, 'currentUserSshKeyCreate'),
    statusCode,
    errorCode,
    method: 'currentUserSshKeyCreate',
  })

describe('apiFieldError', () => {
  it('a message that starts with the field goes on it, with its label', () => {
    expect(apiFieldError(refused('public_key is not a valid OpenSSH public key'), labels)).toEqual({
      name: 'publicKey',
      message: 'Public key is not a valid OpenSSH public key',
    })
  })

  it('a body the API could not take, naming the field', () => {
    const error = refused(
      'unable to parse JSON body: name: name must begin with an ASCII lowercase character at line 1 column 10',
    )
    expect(apiFieldError(error, labels)).toEqual({
      name: 'name',
      message: 'Name must begin with an ASCII lowercase character',
    })
    expect(
      apiFieldError(
        refused('unable to parse JSON body: description: invalid type: number 3, expected string'),
        labels,
      ),
    ).toEqual({ name: 'description', message: 'Invalid type: number 3, expected string' })
    expect(
      apiFieldError(refused('unable to parse JSON body: disks[0].name: too long'), labels),
    ).toEqual({ name: 'disks.0.name', message: 'Too long' })
  })

  it('an unsupported value for a field', () => {
    expect(
      apiFieldError(refused('unsupported value for "public_key": wrong', 'InvalidValue'), labels),
    ).toEqual({ name: 'publicKey', message: 'Wrong' })
  })

  it('stays in the banner when no shown field is named, or it is not a 400 about a value', () => {
    expect(apiFieldError(refused('memory must be at least 1 GiB'), labels)).toBeUndefined()
    expect(apiFieldError(refused('instance is running'), labels)).toBeUndefined()
    expect(
      apiFieldError(refused('public_key is wrong', 'ObjectAlreadyExists'), labels),
    ).toBeUndefined()
    expect(apiFieldError(refused('public_key is wrong', 'Internal', 500), labels)).toBeUndefined()
    expect(apiFieldError(null, labels)).toBeUndefined()
  })

  it('formFieldName turns the API spelling into the form’s', () => {
    expect(formFieldName('public_key')).toBe('publicKey')
    expect(formFieldName('disks[2].disk_backend')).toBe('disks.2.diskBackend')
  })
})

type Values = { name: string; publicKey: string }

function Harness({ error }: { error: ApiError | null }) {
  const form = useForm<Values>({ defaultValues: { name: 'laptop', publicKey: 'ssh-ed25519 x' } })
  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="SSH key"
      onDismiss={() => {}}
      onSubmit={() => {}}
      loading={false}
      submitError={error}
    >
      <NameField name="name" control={form.control} />
      <TextareaField name="publicKey" label="Public key" control={form.control} required />
    </SideModalForm>
  )
}

describe('form shells put a field’s server error on the field', () => {
  it('the SSH key refusal shows under the public key, focused, with a summary and no banner', async () => {
    render(<Harness error={refused('public_key is not a valid OpenSSH public key')} />)
    const field = screen.getByRole('textbox', { name: 'Public key' })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Public key is not a valid OpenSSH public key')).toBeTruthy()
    expect(document.activeElement).toBe(field)
    expect(screen.queryByText(/Public_key/)).toBeNull()
    expect(screen.queryByText('Error')).toBeNull()
    // the message once (on the field), and one summary naming the field
    expect(screen.getAllByText('Public key is not a valid OpenSSH public key')).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toBe('Check the highlighted field: Public key')
  })

  it('the summary goes once the user changes the field', async () => {
    render(<Harness error={refused('public_key is not a valid OpenSSH public key')} />)
    const field = screen.getByRole('textbox', { name: 'Public key' })
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull())
    fireEvent.change(field, { target: { value: 'ssh-ed25519 AAAA' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create SSH key' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('an error naming no field stays in the banner', () => {
    render(<Harness error={refused('the rack is busy')} />)
    // once: the banner, no footer mark
    expect(screen.getAllByText('The rack is busy')).toHaveLength(1)
    expect(screen.getAllByText('Error')).toHaveLength(1)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})
