/**
 * The product specification's rule sentences, one test each, quoting the spec: the validation
 * rules (section 5), the business constants where the console departs from them (section 9)
 * and the error catalogue (section 8). The global sentences (sections 2 and 4) are in
 * spec-conformance.spec.ts; the same rule holds: a design change that departs from a sentence
 * changes its test in the same commit, and says why in the commit message.
 */
import { type Page } from '@playwright/test'

import { injectFault } from './fault-injection'
import { apiCall, clickRowAction, dialog, expect, h1, test, toast } from './utils'

const W = '/projects/web-app'
const VPC = `${W}/vpcs/default`

/** A server error body as the API words it (spec section 8: errorCode, message, requestId). */
const serverError = (error_code: string | undefined, message: string | undefined) => ({
  request_id: 'spec-conformance',
  ...(error_code ? { error_code } : {}),
  ...(message ? { message } : {}),
})

/**
 * Submits the project create form with the API answering as given; returns the form, where the
 * message the catalogue names is shown.
 */
async function createProjectAgainst(page: Page, status: number, body: unknown) {
  await injectFault(page, { method: 'POST', path: /^\/v1\/projects$/, status, body })
  await page.goto('/projects-new')
  const form = dialog(page, 'Create project')
  await form.getByRole('textbox', { name: 'Name' }).fill('spec-project')
  await form.getByRole('button', { name: 'Create project' }).click()
  return form
}

test.describe('Validation rules (spec section 5)', () => {
  test('"IP address: IPv4 or IPv6. Otherwise "Not a valid IP address"" and the CIDR messages', async ({
    page,
  }) => {
    await page.goto(`${VPC}/firewall-rules-new`)
    const form = dialog(page, 'Add firewall rule')
    await form.getByLabel('Target type').selectOption({ label: 'IP' })
    await form.getByLabel('Target value').fill('10.0.0.300')
    await form.getByRole('button', { name: 'Add target' }).click()
    await expect(form.getByText('Not a valid IP address', { exact: true })).toBeVisible()

    await form.getByLabel('Target type').selectOption({ label: 'IP subnet' })
    for (const [value, message] of [
      ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
      ['10.0.0.0/x', 'Width must be an integer'],
      ['10.0.0.0/33', 'Max width for IPv4 is 32'],
      ['fd00::/129', 'Max width for IPv6 is 128'],
    ] as const) {
      await form.getByLabel('Target value').fill(value)
      await form.getByRole('button', { name: 'Add target' }).click()
      await expect(form.getByText(message, { exact: true })).toBeVisible()
    }
  })

  test('"Required field: "{label} is required"."', async ({ page }) => {
    await page.goto('/projects-new')
    const form = dialog(page, 'Create project')
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Name is required/,
    )
  })

  test('"Device code: exactly 8 letters, upper-cased."', async ({ page }) => {
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    await page.keyboard.type('abc1defgh')
    for (const [i, letter] of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].entries()) {
      await expect(page.getByLabel(`Character ${i + 1} of 8`)).toHaveValue(letter)
    }
  })

  test('"Port or port range (firewall rules) ... The end must not be below the start. Otherwise invalid."', async ({
    page,
  }) => {
    await page.goto(`${VPC}/firewall-rules-new`)
    const form = dialog(page, 'Add firewall rule')
    const port = form.getByLabel('Port or range')
    for (const value of ['http', '123456', '90-80']) {
      await port.fill(value)
      await form.getByRole('button', { name: 'Add port filter' }).click()
      await expect(form.getByText('Not a valid port range', { exact: true })).toBeVisible()
    }
    // after trimming
    await port.fill('  8080-8090 ')
    await form.getByRole('button', { name: 'Add port filter' }).click()
    await expect(form.getByText('8080-8090', { exact: true })).toBeVisible()
  })

  test('"Generated names: ... at most 63 characters. A dash and six random hexadecimal characters are appended."', async ({
    page,
  }) => {
    const long = `d${'x'.repeat(62)}`
    const made = await (async () => {
      await page.goto(`${W}/snapshots`)
      await expect(h1(page)).toHaveText('Snapshots')
      return apiCall(page, 'POST', `/v1/disks?project=web-app`, {
        name: long,
        description: '',
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
        size: 1024 ** 3,
      })
    })()
    expect(made.status).toBe(201)
    await page.getByRole('link', { name: 'Disks', exact: true }).click()
    await clickRowAction(page, long, 'Snapshot')
    const t = toast(page, /^Snapshot /)
    await expect(t).toBeVisible()
    const snapshots = await apiCall(page, 'GET', '/v1/snapshots?project=web-app&limit=1000')
    const names = (snapshots.body as { items: { name: string }[] }).items.map((s) => s.name)
    const generated = names.find((n) => n.startsWith('dxxxx'))
    expect(generated).toMatch(/^dx+-[0-9a-f]{6}$/)
    expect(generated!.length).toBeLessThanOrEqual(63)
  })

  test('"List items in one list-type input must be unique."', async ({ page }) => {
    await page.goto(`${VPC}/firewall-rules-new`)
    const form = dialog(page, 'Add firewall rule')
    await form.getByLabel('Target type').selectOption({ label: 'IP subnet' })
    for (let i = 0; i < 2; i++) {
      await form.getByLabel('Target value').fill('10.0.0.0/8')
      await form.getByRole('button', { name: 'Add target' }).click()
    }
    await expect(form.getByText('Target already added', { exact: true })).toBeVisible()
  })

  test('"Role assignments are keyed by identity. Adding replaces any existing assignment for that identity."', async ({
    page,
  }) => {
    const before = await (async () => {
      await page.goto(`${W}/access`)
      await expect(h1(page)).toHaveText(/Access/)
      return apiCall(page, 'GET', '/v1/projects/web-app/policy')
    })()
    const assignments = (before.body as { role_assignments: { identity_id: string }[] })
      .role_assignments
    const ids = assignments.map((a) => a.identity_id)
    expect(new Set(ids).size).toBe(ids.length)
    // cleo is a collaborator on web-app; making her a viewer replaces that role, adds no row
    await page
      .getByRole('row', { name: /Cleo/ })
      .getByRole('button', { name: 'Row actions' })
      .click()
    await page.getByRole('menuitem', { name: /Change role/ }).click()
    const form = page.getByRole('dialog')
    await form.getByRole('radio', { name: /Viewer/ }).check()
    await form.getByRole('button', { name: /Update role|Save|Confirm/ }).click()
    await expect(page.getByRole('row', { name: /Cleo/ })).toContainText(/viewer/i)
    const after = await apiCall(page, 'GET', '/v1/projects/web-app/policy')
    const now = (after.body as { role_assignments: unknown[] }).role_assignments
    expect(now.length).toBe(assignments.length)
  })

  test('"Grouped timeseries: input tables to a group_by must be aligned."', async ({ page }) => {
    test.slow()
    const query = 'get virtual_machine:vcpu_usage | group_by [instance_id], sum'
    await page.goto(`/system/metrics?${new URLSearchParams({ query })}`)
    await expect(page.getByText('Input tables to a group_by must be aligned.')).toBeVisible({
      timeout: 15_000,
    })
  })
})

test.describe('Business constants (spec section 9)', () => {
  // Departs from the spec (issue 25): its "64" is no product limit. An instance has up to 254
  // vCPUs, as Nexus allows; 1 and 1536 stay the memory bounds in GiB.
  test('"Numeric limits 8, 64, 1, 1536, 1 and 1023 are defined, likely bounds for CPU, memory and disk": vCPUs go to 254, not 64', async ({
    page,
  }) => {
    await page.goto(`${W}/instances`)
    await clickRowAction(page, 'web-legacy', 'Resize')
    const modal = dialog(page, 'Resize instance')
    const cpus = modal.getByRole('spinbutton', { name: 'vCPUs' })
    await cpus.fill('65')
    await expect(cpus).toHaveAccessibleDescription('Up to 254')
    await cpus.fill('255')
    await expect(modal.getByText('Can be at most 254 vCPUs')).toBeVisible()
    await modal.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('1537')
    await expect(modal.getByText('Can be at most 1536 GiB')).toBeVisible()
  })
})

test.describe('Error catalogue (spec section 8)', () => {
  test('"Client-side failure reading the response: "Error reading API response" with the HTTP status"', async ({
    page,
  }) => {
    await injectFault(page, {
      method: 'POST',
      path: /^\/v1\/projects$/,
      status: 502,
      rawBody: '<html>bad gateway',
    })
    await page.goto('/projects-new')
    const form = dialog(page, 'Create project')
    await form.getByRole('textbox', { name: 'Name' }).fill('spec-project')
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(form.getByText(/Error reading API response/).first()).toContainText('502')
  })

  test('"Forbidden: "Action not authorized""', async ({ page }) => {
    const form = await createProjectAgainst(page, 403, serverError('Forbidden', 'forbidden'))
    await expect(form.getByText('Action not authorized').first()).toBeVisible()
  })

  test('"ObjectNotFound: the server message, capitalised"', async ({ page }) => {
    const form = await createProjectAgainst(
      page,
      404,
      serverError('ObjectNotFound', 'not found: silo with name "lumen"'),
    )
    await expect(form.getByText('Not found: silo with name "lumen"').first()).toBeVisible()
  })

  test('"ObjectAlreadyExists: "{Resource} name already exists""', async ({ page }) => {
    // the resource from the server message ("already exists: X")...
    const form = await createProjectAgainst(
      page,
      400,
      serverError('ObjectAlreadyExists', 'already exists: project "spec-project"'),
    )
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Project name already exists/,
    )
  })

  test('"ObjectAlreadyExists": else the word before "create" in the call name', async ({
    page,
  }) => {
    const form = await createProjectAgainst(
      page,
      400,
      serverError('ObjectAlreadyExists', undefined),
    )
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Project name already exists/,
    )
  })

  test('"JSON parse message from the server: the message with its detail and line/column suffix removed, capitalised"', async ({
    page,
  }) => {
    const form = await createProjectAgainst(
      page,
      400,
      serverError(
        'InvalidRequest',
        'unable to parse JSON body: name: invalid value: string "x", expected a name at line 1 column 12',
      ),
    )
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Invalid value: string "x", expected a name',
    )
    await expect(form.getByText(/line 1 column 12/)).toHaveCount(0)
  })

  test('"Any other server error: the server message, capitalised"', async ({ page }) => {
    const form = await createProjectAgainst(
      page,
      500,
      serverError('InternalError', 'the database is resting'),
    )
    await expect(form.getByText('The database is resting').first()).toBeVisible()
    // one exception, like the local login's 401: the sign-in page words a 429 (too many failed
    // attempts) itself, with the wait its Retry-After gives (auth.spec.ts "repeated failures")
  })

  test('"Any other server error: ... if none, "Unknown server error""', async ({ page }) => {
    const form = await createProjectAgainst(page, 500, serverError('InternalError', undefined))
    await expect(form.getByText('Unknown server error').first()).toBeVisible()
  })

  test('"Device code rejected: "Code is invalid""', async ({ page }) => {
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    await page.keyboard.type('BCDFGHJK')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Code' })).toHaveText('Code is invalid')
  })

  test('"Error details are also logged to the console."', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text())
    })
    await createProjectAgainst(page, 500, serverError('InternalError', 'the database is resting'))
    await expect
      .poll(() => logged.some((l) => l.includes('projectCreate') && l.includes('500')))
      .toBe(true)
    expect(logged.some((l) => l.includes('request_id=spec-conformance'))).toBe(true)
  })
})
