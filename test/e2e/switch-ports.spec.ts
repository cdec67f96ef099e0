/** Rack switches and their ports: status against the seed, LLDP config, apply and clear settings. */
import { type Page } from '@playwright/test'

import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

const SWITCH0 = '6bb87f47-c0a5-46fa-9c19-517dbba503da'

/** The switch's page, then the port's sheet from its row. */
async function openPort(page: Page, port: string) {
  await page.goto(`/system/inventory/switches/${SWITCH0}`)
  await expect(h1(page)).toHaveText('Switch BRM44220091')
  await page.getByRole('link', { name: port, exact: true }).click()
}

test('reads the switches and an uplink port’s status as seeded', async ({ page }) => {
  await page.goto('/system/inventory/switches')
  await expect(row(page, 'switch0')).toContainText('BRM44220091')
  await expect(row(page, 'switch1')).toContainText('BRM44220092')
  await row(page, 'switch0').getByRole('link').click()
  await expect(h1(page)).toHaveText('Switch BRM44220091')

  const uplink = row(page, /^qsfp0\b/)
  await expect(uplink).toContainText('Up')
  await expect(uplink).toContainText('100 Gbit/s')
  await expect(uplink).toContainText('sw0-uplink0')
  await expect(uplink).toContainText('core-rtr-a.dc1')
  await expect(row(page, /^qsfp5\b/)).toContainText('No link')

  await uplink.getByRole('link', { name: 'qsfp0' }).click()
  const sheet = dialog(page, 'Port qsfp0')
  await expect(sheet).toContainText('Reed-Solomon')
  await expect(sheet).toContainText('This port is an uplink')
  await expect(sheet.getByRole('button', { name: 'Clear settings' })).toHaveCount(0)
  await expect(sheet.getByRole('button', { name: 'Copy command' }).first()).toBeVisible()
})

test('updates a port’s LLDP config after a confirm', async ({ page }) => {
  const name = `rack-a-${Date.now() % 100000}`
  await openPort(page, 'qsfp0')
  const sheet = dialog(page, 'Port qsfp0')
  await sheet.getByRole('button', { name: 'Edit LLDP config' }).click()
  await sheet.getByRole('textbox', { name: 'System name' }).fill(name)
  await sheet.getByRole('button', { name: 'Save LLDP config' }).click()
  const confirm = dialog(page, 'Update LLDP config')
  await expect(confirm).toContainText('Traffic through the port is not affected')
  await confirm.getByRole('button', { name: 'Update' }).click()
  await expect(sheet.getByRole('button', { name: 'Edit LLDP config' })).toBeVisible()
  await expect(sheet).toContainText(name)
})

test('applies settings to a spare port and clears them, each after a confirm', async ({ page }) => {
  await openPort(page, 'qsfp8')
  const sheet = dialog(page, 'Port qsfp8')
  await expect(sheet).toContainText('No settings: the port has no link')
  await sheet.getByRole('button', { name: 'Port settings' }).click()
  await page.getByRole('option', { name: 'lab-25g' }).click()
  await sheet.getByRole('button', { name: 'Apply settings' }).click()
  const apply = dialog(page, 'Apply settings')
  await expect(apply).toContainText('brings the port')
  await apply.getByRole('button', { name: 'Apply settings' }).click()
  await expect(sheet).toContainText('Applied: lab-25g')
  await expect(sheet).toContainText('25 Gbit/s')
  await expect(sheet).toContainText('lab-tor-1')

  await sheet.getByRole('button', { name: 'Clear settings' }).click()
  const clear = dialog(page, 'Clear settings')
  await expect(clear).toContainText('all traffic through the port stops')
  await clear.getByRole('button', { name: 'Clear settings' }).click()
  await expect(sheet).toContainText('No settings: the port has no link')
})

test('creates port settings from the form; deleting applied ones shows the API’s refusal', async ({
  page,
}) => {
  const name = `lab-${Date.now() % 100000}`
  await page.goto('/system/networking/port-settings')
  await expect(h1(page)).toHaveText('Port Settings')

  await clickRowAction(page, 'sw0-uplink0', 'Delete')
  await dialog(page, 'Delete port settings').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, /applied to port switch0\/qsfp0/)).toBeVisible()

  await page.getByRole('link', { name: 'New port settings' }).first().click()
  const form = dialog(page, 'Create port settings')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('button', { name: 'Create port settings' }).click()
  await expect(h1(page)).toHaveText(name)
  await expect(page.getByRole('table', { name: 'Links' })).toContainText('100 Gbit/s')

  await page.getByRole('button', { name: 'Port settings actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog(page, 'Delete port settings').getByRole('button', { name: 'Confirm' }).click()
  await expect(h1(page)).toHaveText('Port Settings')
  await expect(row(page, name)).toHaveCount(0)
})
