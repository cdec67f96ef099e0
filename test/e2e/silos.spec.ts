/** The operator's silos: list, create with certificates, the silo's tabs, and who sees them. */
import path from 'node:path'

import { type Page } from '@playwright/test'

import { clickRowAction, dialog, expect, h1, row, signIn, test, toast, urlPath } from './utils'

/** A tab of the silo page (the sidebar has links of similar names). */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name })

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name)

test('creates a silo with a certificate that warns, keeping every value on error', async ({
  page,
}) => {
  await page.goto('/system/silos')
  await expect(h1(page)).toHaveText('Silos')
  for (const header of ['name', 'discoverable', 'identity mode', 'created']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
  }
  await expect(row(page, 'basalt')).toBeVisible()

  await page.getByRole('link', { name: 'New silo' }).first().click()
  const form = dialog(page, 'Create silo')
  // a taken name first: the server refuses, everything typed stays
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('lumen')
  await form.getByRole('spinbutton', { name: 'CPU quota' }).fill('16')
  await form.getByRole('radio', { name: /SAML \+ SCIM/ }).check()
  await form.getByRole('checkbox', { name: 'Silo viewers get the fleet viewer role' }).check()

  await form.getByLabel('Certificate name').fill('web')
  await form.getByLabel('Certificate (PEM)').setInputFiles(fixture('silo-cert-expired.pem'))
  const preview = form.getByRole('list', { name: 'Warnings for the chosen certificate' })
  await expect(preview.getByText('Certificate expired')).toBeVisible()
  await expect(preview.getByText('Certificate does not match the silo')).toBeVisible()
  await expect(preview).toContainText('www.example.org, api.example.org')
  await form.getByLabel('Private key (PEM)').setInputFiles(fixture('silo-key.pem'))
  await form.getByRole('button', { name: 'Add certificate' }).click()
  const added = form.getByRole('list', { name: 'Certificates to add' })
  await expect(added.getByText('web', { exact: true })).toBeVisible()
  await expect(form.getByRole('list', { name: 'Warnings for web' })).toContainText(
    'Certificate expired',
  )

  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(form.getByText('Silo name already exists').first()).toBeVisible()
  await expect(form.getByRole('spinbutton', { name: 'CPU quota' })).toHaveValue('16')
  await expect(form.getByRole('radio', { name: /SAML \+ SCIM/ })).toBeChecked()
  await expect(added.getByText('web', { exact: true })).toBeVisible()

  const name = `cobalt-${Date.now() % 100000}`
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(toast(page, `Silo ${name} created`)).toBeVisible()
  await expect(h1(page)).toHaveText(name)
  // a SAML + SCIM silo: its identity provider manages users with a token, shown once
  await page.getByRole('button', { name: 'Create token' }).click()
  const shown = dialog(page, 'SCIM token created')
  await expect(shown.getByText(/^oxide-scim-/)).toBeVisible()
  await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible()
  await shown.getByRole('button', { name: 'Close', exact: true }).last().click()
  await page.getByRole('button', { name: /^Delete token / }).click()
  await dialog(page, 'Delete SCIM token').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'SCIM token deleted')).toBeVisible()
  await expect(page.getByText('No SCIM tokens')).toBeVisible()
  await tab(page, 'Fleet roles').click()
  await expect(page.getByRole('list', { name: 'Fleet role mappings' })).toContainText('Silo viewer')

  // and gone again
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Silos' })
    .click()
  await clickRowAction(page, name, 'Delete')
  await dialog(page, 'Delete silo').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, `Silo ${name} deleted`)).toBeVisible()
  await expect(row(page, name)).toHaveCount(0)
})

test('warns when quotas are set below what is in use', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'lumen', exact: true }).click()
  await tab(page, 'Quotas').click()
  await expect(page).toHaveURL(urlPath('/system/silos/lumen/quotas'))
  await page.getByRole('button', { name: 'Edit quotas' }).click()
  const modal = dialog(page, 'Edit quotas')
  await expect(modal.getByText('Below what is in use')).toHaveCount(0)
  await modal.getByRole('spinbutton', { name: 'CPU quota' }).fill('1')
  await expect(modal.getByText('Below what is in use')).toBeVisible()
  await expect(modal).toContainText(/CPU: \d+ vCPUs in use, quota 1 vCPUs/)
  await modal.getByRole('button', { name: 'Update quotas' }).click()
  await expect(toast(page, 'Quotas of lumen updated')).toBeVisible()
  await expect(page.getByRole('row', { name: /CPU \(vCPUs\)/ })).toContainText('over')
})

test('links a pool, moves the default and unlinks it, saying what changes', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'quartz', exact: true }).click()
  await tab(page, 'IP pools').click()
  await page.getByRole('button', { name: 'Link pool' }).click()
  const modal = dialog(page, 'Link IP pool')
  await modal.getByRole('button', { name: /IP pool/ }).click()
  await page.getByRole('option', { name: /spare-v4/ }).click()
  await modal
    .getByRole('checkbox', { name: 'Make it the default IPv4 unicast pool of the silo' })
    .check()
  await expect(modal).toContainText('quartz-v4 stops being the default IPv4 unicast pool')
  await modal.getByRole('button', { name: 'Link pool' }).click()
  await expect(toast(page, 'spare-v4 linked')).toBeVisible()
  await expect(row(page, /spare-v4/).getByText('default')).toBeVisible()

  await row(page, /^quartz-v4/)
    .getByRole('button', { name: 'Row actions' })
    .click()
  await page.getByRole('menuitem', { name: 'Make default' }).click()
  const change = dialog(page, 'Change default pool')
  await expect(change).toContainText(
    'quartz-v4 becomes the default IPv4 unicast pool of this silo in place of spare-v4',
  )
  await change.getByRole('button', { name: 'Make default' }).click()
  await expect(row(page, /^quartz-v4/).getByText('default')).toBeVisible()

  await row(page, /^spare-v4/)
    .getByRole('button', { name: 'Row actions' })
    .click()
  await page.getByRole('menuitem', { name: 'Unlink' }).click()
  const unlink = dialog(page, 'Unlink pool')
  await expect(unlink).toContainText('no longer be able to allocate IPs from spare-v4')
  await unlink.getByRole('button', { name: 'Unlink' }).click()
  await expect(toast(page, 'spare-v4 unlinked')).toBeVisible()
  await expect(row(page, /^spare-v4/)).toHaveCount(0)
})

test('creates a SAML identity provider and shows it read only', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'basalt', exact: true }).click()
  await expect(page).toHaveURL(urlPath('/system/silos/basalt/idps'))
  await page.getByRole('link', { name: 'New identity provider' }).first().click()
  const form = dialog(page, 'Create identity provider')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('entra')
  await form.getByRole('textbox', { name: 'Description' }).fill('Company directory')
  await form.getByLabel('Technical contact email').fill('ops@example.com')
  await form.getByLabel('Service provider client ID').fill('console')
  await form.getByLabel('Single logout (SLO) URL').fill('not a url')
  await form.getByLabel('Entity ID').fill('https://sts.example.com/entra')
  await form.getByLabel('Metadata URL').fill('https://sts.example.com/metadata.xml')
  await form.getByRole('button', { name: 'Create identity provider' }).click()
  await expect(form.getByText('Must be a URL starting with https:// or http://')).toBeVisible()
  await form.getByLabel('Single logout (SLO) URL').fill('https://sts.example.com/logout')
  await form.getByRole('button', { name: 'Create identity provider' }).click()
  await expect(toast(page, 'Identity provider entra created')).toBeVisible()
  await page.getByRole('link', { name: 'entra' }).click()
  const view = dialog(page, 'Identity provider')
  await expect(view).toContainText('/login/basalt/saml/entra')
  await expect(view).toContainText('https://sts.example.com/logout')
})

test('is not there for a silo admin', async ({ page }) => {
  await signIn(page, 'ben')
  await page.goto('/system/silos')
  await expect(page.getByText('Page not found')).toBeVisible()
})
