/**
 * Gate: faults in flight. The API fails while the user waits on it (a 500 with a JSON error
 * body, a 503 with an empty body): a create or edit form keeps every value typed and shows the
 * error, and works once the API is back; a failed delete shows an error toast and the row stays.
 * Faults are injected in the page's fetch (see injectFault: page.route cannot reach requests
 * the mock's service worker answers).
 */
import { type Page } from '@playwright/test'

import { injectFault, type Fault } from './fault-injection'
import { settle } from './gate-utils'
import { dialog, expect, row, test, toast } from './utils'

test.describe.configure({ mode: 'parallel' })

/** The failures each form and delete must survive. Delayed, so they arrive in flight. */
const FAULTS: { name: string; status: number; body?: unknown; shown: RegExp }[] = [
  {
    name: '500 with a JSON error',
    status: 500,
    body: {
      request_id: 'gate-500',
      error_code: 'Internal',
      message: 'the database is having a bad day',
    },
    shown: /The database is having a bad day/,
  },
  // no body to read: the spec's fallback message (today "Unknown server error")
  {
    name: '503 with an empty body',
    status: 503,
    shown: /Unknown server error|Error reading API response/,
  },
]

type FormCase = {
  title: string
  path: string
  method: string
  api: RegExp
  submit: string
  /** Label → value typed into the form. */
  values: Record<string, string>
  /** Where a successful submit leads. */
  after: RegExp
}

const FORMS: FormCase[] = [
  {
    title: 'Create project',
    path: '/projects-new',
    method: 'POST',
    api: /^\/v1\/projects$/,
    submit: 'Create project',
    values: { Name: 'fault-tolerant', Description: 'typed before the API failed' },
    after: /\/projects\/fault-tolerant/,
  },
  {
    title: 'Edit project',
    path: '/projects/sandbox/edit',
    method: 'PUT',
    api: /^\/v1\/projects\/sandbox$/,
    submit: 'Update project',
    values: { Name: 'sandbox-renamed', Description: 'edited before the API failed' },
    after: /\/projects/,
  },
  {
    title: 'Add SSH key',
    path: '/settings/ssh-keys-new',
    method: 'POST',
    api: /^\/v1\/me\/ssh-keys$/,
    submit: 'Add SSH key',
    values: {
      Name: 'fault-key',
      Description: 'typed before the API failed',
      'Public key':
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEoemb51RpcqsfLtCefv+4DYzh6iNJhq8DPtQ268STvt gate@ferrite',
    },
    after: /\/settings\/ssh-keys$/,
  },
]

async function fillForm(page: Page, title: string, values: Record<string, string>) {
  const form = dialog(page, title)
  for (const [label, value] of Object.entries(values)) {
    await form.getByRole('textbox', { name: label }).fill(value)
  }
  return form
}

for (const f of FORMS) {
  for (const fault of FAULTS) {
    test(`${f.title}: a ${fault.name} keeps every value`, async ({ page }) => {
      const handle = await injectFault(page, {
        method: f.method,
        path: f.api,
        status: fault.status,
        body: fault.body,
        delayMs: 300,
      } satisfies Fault)
      await page.goto(f.path)
      await settle(page)
      const form = await fillForm(page, f.title, f.values)
      await form.getByRole('button', { name: f.submit }).click()

      // the error is shown in the form, which stays open with everything typed
      await expect(form.getByRole('alert').filter({ hasText: fault.shown })).toBeVisible()
      expect(handle.hits).toBe(1)
      await expect(page).toHaveURL(new RegExp(`${f.path}$`))
      for (const [label, value] of Object.entries(f.values)) {
        await expect(form.getByRole('textbox', { name: label }), label).toHaveValue(value)
      }

      // once the API is back, the same values go through
      handle.clear()
      await form.getByRole('button', { name: f.submit }).click()
      await expect(form).toBeHidden()
      await expect(page).toHaveURL(f.after)
    })
  }
}

type DeleteCase = { path: string; name: string; method: string; api: RegExp; kind: string }

const DELETES: DeleteCase[] = [
  {
    path: '/settings/ssh-keys',
    name: 'ada-laptop',
    method: 'DELETE',
    api: /^\/v1\/me\/ssh-keys\/ada-laptop$/,
    kind: 'SSH key',
  },
]

for (const d of DELETES) {
  for (const fault of FAULTS) {
    test(`delete ${d.kind}: a ${fault.name} shows an error toast, the row stays`, async ({
      page,
    }) => {
      const handle = await injectFault(page, {
        method: d.method,
        path: d.api,
        status: fault.status,
        body: fault.body,
        delayMs: 300,
      })
      await page.goto(d.path)
      await settle(page)
      await row(page, d.name).getByRole('button', { name: 'Row actions' }).click()
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
      const confirm = dialog(page, `Delete ${d.kind}`)
      await confirm.getByRole('button', { name: 'Confirm' }).click()
      await expect(confirm).toBeHidden()

      const error = toast(page, `Could not delete ${d.kind}`)
      await expect(error).toBeVisible()
      await expect(error).toContainText(fault.shown)
      expect(handle.hits).toBe(1)
      await expect(row(page, d.name)).toBeVisible()
      // and no success toast
      await expect(toast(page, `${d.name} deleted`)).toBeHidden()
    })
  }
}

// a project's delete runs in steps (its default VPC first), so a failure stays in its dialog,
// on the step that failed, with Try again; nothing else is lost
for (const fault of FAULTS) {
  test(`delete project: a ${fault.name} is shown in the dialog, which retries`, async ({
    page,
  }) => {
    const name = `gate-empty-${fault.status}`
    const handle = await injectFault(page, {
      method: 'DELETE',
      path: new RegExp(`^/v1/projects/${name}$`),
      status: fault.status,
      body: fault.body,
      delayMs: 300,
    })
    // a new project holds only its default VPC, which the dialog deletes first
    await page.goto('/projects-new')
    const form = dialog(page, 'Create project')
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL(new RegExp(`/projects/${name}/`))
    // back to the list in the app (a reload would reset the in-page mock)
    await page.getByRole('link', { name: 'Projects', exact: true }).first().click()
    await row(page, name).getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
    const confirm = dialog(page, 'Delete project')
    await confirm.getByRole('button', { name: 'Confirm' }).click()

    const error = confirm.getByRole('alert').filter({ hasText: 'Could not delete project' })
    await expect(error).toContainText(fault.shown)
    expect(handle.hits).toBe(1)
    await expect(row(page, name)).toBeVisible()

    // the API is back: Try again finishes what is left
    handle.clear()
    await confirm.getByRole('button', { name: 'Try again' }).click()
    await expect(confirm).toBeHidden()
    await expect(toast(page, `Project ${name} deleted`)).toBeVisible()
    await expect(row(page, name)).toHaveCount(0)
  })
}
