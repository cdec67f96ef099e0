/**
 * The silo create form reads a TLS certificate and its key in the browser: a file that is not
 * a PEM certificate, or a key that is not the certificate's, is refused on its field.
 */
import path from 'node:path'

import { dialog, expect, test } from './utils'

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name)

test('refuses a non-PEM certificate and a key that does not match it', async ({ page }) => {
  await page.goto('/system/silos-new')
  const form = dialog(page, 'Create silo')
  const certificate = form.getByLabel('Certificate (PEM)')
  const key = form.getByLabel('Private key (PEM)')
  const add = form.getByRole('button', { name: 'Add certificate' })
  const added = form.getByRole('list', { name: 'Certificates to add' })

  await form.getByLabel('Certificate name').fill('web')
  // the same certificate in DER: refused as soon as it is chosen, and not added
  await certificate.setInputFiles(fixture('silo-cert-good.der'))
  await expect(
    form.getByText('Certificate must be an X.509 certificate in PEM format'),
  ).toBeVisible()
  await key.setInputFiles(fixture('silo-key.pem'))
  await add.click()
  await expect(
    form.getByText('Certificate must be an X.509 certificate in PEM format'),
  ).toBeVisible()
  await expect(added).toHaveCount(0)

  // a PEM certificate with another certificate's key
  await certificate.setInputFiles(fixture('silo-cert-good.pem'))
  await expect(form.getByText('Certificate must be an X.509')).toHaveCount(0)
  await key.setInputFiles(fixture('silo-key-other.pem'))
  await add.click()
  await expect(form.getByText('The private key does not match the certificate')).toBeVisible()
  await expect(added).toHaveCount(0)

  // another certificate: the key is checked again when added
  await certificate.setInputFiles(fixture('silo-cert-cn-only.pem'))
  await expect(form.getByText('The private key does not match the certificate')).toHaveCount(0)

  // its own key, in the older EC format: added
  await key.setInputFiles(fixture('silo-key-sec1.pem'))
  await add.click()
  await expect(added.getByText('web', { exact: true })).toBeVisible()
  await expect(form.getByText('The private key does not match the certificate')).toHaveCount(0)
})
