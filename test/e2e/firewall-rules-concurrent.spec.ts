/**
 * Two people editing a VPC's firewall rules at once (two browser contexts against the
 * standalone mock server): what changed is shown, applied on top or discarded.
 */
import { type Browser } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { clickRowAction, dialog, expect, test, toast } from './utils'

const VPC = '/projects/web-app/vpcs/default'
const RULES = `${VPC}/firewall-rules`
const RULES_API = '/v1/vpc-firewall-rules?project=web-app&vpc=default'

type Rule = { name: string; priority: number; status: string }

test.describe('two people editing the rules at once', () => {
  test.describe.configure({ mode: 'serial' })
  let stack: ProdStack
  test.beforeAll(async () => {
    // the production build (FERRITE_PROD_OUT_DIR, else dist/) against one standalone mock
    stack = await serveProdBuild({ outDir: process.env.FERRITE_PROD_OUT_DIR })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  const rulesNow = async () => {
    const res = await fetch(`${stack.apiBase}${RULES_API}`, {
      headers: { Authorization: 'Bearer ferrite-demo-token' },
    })
    return ((await res.json()) as { rules: Rule[] }).rules
  }

  async function twoPages(browser: Browser) {
    const a = await (await browser.newContext()).newPage()
    const b = await (await browser.newContext()).newPage()
    return { a, b }
  }

  test('a save after someone else changed the rules shows what changed; apply on top keeps both', async ({
    browser,
  }) => {
    test.slow()
    const { a, b } = await twoPages(browser)
    // A opens allow-ssh for editing
    await a.goto(`${stack.base}${RULES}/allow-ssh/edit`)
    const formA = dialog(a, 'Edit firewall rule')
    await expect(formA.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-ssh')

    // meanwhile B disables allow-rdp and adds a rule
    await b.goto(`${stack.base}${RULES}`)
    await clickRowAction(b, 'allow-rdp', 'Disable')
    await expect(toast(b, 'Firewall rule allow-rdp disabled')).toBeVisible()
    await b.getByRole('link', { name: 'New rule' }).first().click()
    const formB = dialog(b, 'Add firewall rule')
    await formB.getByRole('textbox', { name: 'Name', exact: true }).fill('b-added')
    await formB.getByRole('button', { name: 'Add rule' }).click()
    await expect(toast(b, 'Firewall rule b-added created')).toBeVisible()

    // A saves: nothing is written yet, A is told what changed
    await formA.getByLabel('Priority', { exact: true }).fill('7')
    await formA.getByRole('button', { name: 'Update firewall rule' }).click()
    const changed = formA.getByRole('region', { name: 'Rules changed meanwhile' })
    await expect(changed).toContainText('The rules changed since you opened this form')
    await expect(changed).toContainText('Added: b-added')
    await expect(changed).toContainText('Changed: allow-rdp')
    expect((await rulesNow()).find((r) => r.name === 'allow-ssh')?.priority).not.toBe(7)

    await changed.getByRole('button', { name: 'Apply my edit on top' }).click()
    await expect(toast(a, 'Firewall rule allow-ssh updated')).toBeVisible()
    const rules = await rulesNow()
    expect(rules.find((r) => r.name === 'allow-ssh')?.priority).toBe(7)
    expect(rules.find((r) => r.name === 'allow-rdp')?.status).toBe('disabled')
    expect(rules.map((r) => r.name)).toContain('b-added')
  })

  test('discarding leaves the other person’s change alone', async ({ browser }) => {
    test.slow()
    const { a, b } = await twoPages(browser)
    await a.goto(`${stack.base}${RULES}-new`)
    const formA = dialog(a, 'Add firewall rule')
    await formA.getByRole('textbox', { name: 'Name', exact: true }).fill('a-new')

    await b.goto(`${stack.base}${RULES}`)
    await clickRowAction(b, 'allow-icmp', 'Delete')
    await dialog(b, 'Delete firewall rule').getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(b, 'Firewall rule allow-icmp deleted')).toBeVisible()

    await formA.getByRole('button', { name: 'Add rule' }).click()
    const changed = formA.getByRole('region', { name: 'Rules changed meanwhile' })
    await expect(changed).toContainText('Removed: allow-icmp')
    await changed.getByRole('button', { name: 'Discard my edit' }).click()
    await expect(a).toHaveURL(new RegExp(`${RULES}$`))
    const names = (await rulesNow()).map((r) => r.name)
    expect(names).not.toContain('a-new')
    expect(names).not.toContain('allow-icmp')
  })
})
