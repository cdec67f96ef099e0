/**
 * Issue 24's networking defects: a network with host bits set is refused with the network
 * meant, ports outside 1–65535 are refused when added, a gateway's address must come from the
 * silo's pools, and the firewall rules table keeps its names whole and its chips off the row
 * borders.
 */
import { apiCall, dialog, expect, h1, test, toast, urlPath } from './utils'

const VPC = '/projects/web-app/vpcs/default'

test('a network with host bits and an out-of-range port are refused in the forms', async ({
  page,
}) => {
  await page.goto('/projects/web-app/vpcs-new')
  const vpcForm = dialog(page, 'Create VPC')
  const prefix = vpcForm.getByRole('textbox', { name: 'IPv6 prefix' })
  await prefix.fill('fd12:3456:789a::1/48')
  await vpcForm.getByRole('button', { name: 'Create VPC' }).click()
  await expect(
    vpcForm.getByText('Host bits must be zero. Did you mean fd12:3456:789a::/48?', { exact: true }),
  ).toBeVisible()
  await expect(prefix).toHaveAttribute('aria-invalid', 'true')

  await page.goto(`${VPC}/firewall-rules-new`)
  const form = dialog(page, 'Add firewall rule')
  await form.getByLabel('Target type').selectOption({ label: 'IP subnet' })
  await form.getByLabel('Target value').fill('10.0.0.5/24')
  await form.getByRole('button', { name: 'Add target' }).click()
  await expect(
    form.getByText('Host bits must be zero. Did you mean 10.0.0.0/24?', { exact: true }),
  ).toBeVisible()

  const port = form.getByLabel('Port or range')
  for (const value of ['0', '70000', '0-80']) {
    await port.fill(value)
    await form.getByRole('button', { name: 'Add port filter' }).click()
    await expect(form.getByText('Ports must be between 1 and 65535', { exact: true })).toBeVisible()
  }
  await expect(form.getByRole('button', { name: /^Remove port/ })).toHaveCount(0)
  await port.fill('65535')
  await form.getByRole('button', { name: 'Add port filter' }).click()
  await expect(form.getByRole('button', { name: /^Remove port.*65535/ })).toBeVisible()
})

test('a gateway takes only an address of the silo’s pools, and says where its address comes from', async ({
  page,
}) => {
  const gateways = `${VPC}/internet-gateways`
  await page.goto(gateways)
  await page.getByRole('link', { name: 'New internet gateway' }).first().click()
  const create = dialog(page, 'Create internet gateway')
  await create.getByRole('textbox', { name: 'Name' }).fill('egress-pools')
  await create.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(toast(page, 'Internet gateway egress-pools created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${gateways}/egress-pools`))
  const modal = dialog(page, 'Internet gateway')
  await expect(modal).toContainText('No IP pool is attached to this gateway.')
  await expect(modal).not.toContainText('uses an address from its IP pool')
  await expect(modal).toContainText(
    'With no IP pool attached either, it has no address for outbound traffic.',
  )

  const address = modal.getByRole('textbox', { name: 'IP address to attach' })
  await address.fill('8.8.8.8')
  await modal.getByRole('button', { name: 'Attach address' }).click()
  await dialog(page, 'Attach IP address').getByRole('button', { name: 'Attach' }).click()
  await expect(
    modal.getByText('Address 8.8.8.8 is not in any IP pool linked to this silo', { exact: true }),
  ).toBeVisible()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(modal.getByRole('button', { name: 'Detach 8.8.8.8' })).toHaveCount(0)

  // once a pool is attached, the gateway takes its address from it
  await modal.getByRole('button', { name: 'IP pool to attach' }).click()
  await page.getByRole('option', { name: 'lumen-v4', exact: true }).click()
  await modal.getByRole('button', { name: 'Attach pool' }).click()
  await dialog(page, 'Attach IP pool').getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toContainText(
    'No IP address is attached to this gateway: it uses an address from its IP pool.',
  )
})

test('firewall rule chips keep names whole and clear of the row borders', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/projects/web-app/vpcs')
  await expect(h1(page)).toHaveText('VPCs')
  const rule = {
    description: '',
    action: 'allow',
    direction: 'inbound',
    status: 'enabled',
    targets: [{ type: 'subnet', value: 'trial-subnet-backend' }],
  }
  const put = await apiCall(page, 'PUT', '/v1/vpc-firewall-rules?project=web-app&vpc=default', {
    rules: [
      {
        ...rule,
        name: 'trial-chips',
        priority: 5,
        filters: { protocols: [{ type: 'tcp' }], ports: ['22', '8000-8080'] },
      },
    ],
  })
  expect(put.status).toBe(200)
  await page.getByRole('link', { name: 'default', exact: true }).first().click()
  const row = page.getByRole('row', { name: /trial-chips/ })
  const target = row.getByText('trial-subnet-backend', { exact: true })
  await target.scrollIntoViewIfNeeded()
  // one line: a name broken at its dash would be two
  const line = (await row.getByText('TCP', { exact: true }).boundingBox())!.height
  expect((await target.boundingBox())!.height).toBeLessThan(line * 1.5)
  // stacked chips stand off the row's top and bottom borders
  const cell = (await row.getByRole('cell').filter({ hasText: '8000-8080' }).boundingBox())!
  const first = (await row.getByText('Protocol', { exact: true }).boundingBox())!
  const last = (await row.getByText('8000-8080', { exact: true }).boundingBox())!
  expect(first.y - cell.y).toBeGreaterThanOrEqual(6)
  expect(cell.y + cell.height - (last.y + last.height)).toBeGreaterThanOrEqual(6)
})
