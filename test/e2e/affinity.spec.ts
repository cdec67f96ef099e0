/**
 * Affinity and anti-affinity groups: one list of both kinds, create either kind, the member
 * rules by instance state (stopped only), remove a member, delete, and the instance settings
 * tab's memberships.
 */
import {
  apiCall,
  bodyRows,
  clickRowAction,
  dialog,
  expect,
  h1,
  row,
  test,
  toast,
  urlPath,
} from './utils'

const DP = '/projects/data-pipeline'

test('an anti-affinity group takes two stopped instances, refuses a running one, loses one', async ({
  page,
}) => {
  test.slow()
  await page.goto(`${DP}/affinity`)
  await expect(h1(page)).toHaveText('Affinity Groups')
  // a second stopped instance beside spark-driver
  const created = await apiCall(page, 'POST', '/v1/instances?project=data-pipeline', {
    name: 'spark-standby',
    description: '',
    hostname: 'spark-standby',
    ncpus: 2,
    memory: 4 * 1024 ** 3,
    start: false,
  })
  expect(created.status).toBe(201)
  await page.getByRole('link', { name: 'New group' }).first().click()
  const form = dialog(page, 'Create anti-affinity group')
  await expect(form).toContainText(
    "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied",
  )
  await form.getByRole('textbox', { name: 'Name' }).fill('spread-spark')
  await form.getByRole('radio', { name: /^Fail/ }).check()
  await form.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(toast(page, 'Anti-affinity group spread-spark created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${DP}/affinity/spread-spark`))
  await expect(h1(page)).toHaveText('spread-spark')
  await expect(page.getByText('0 of 32 members').first()).toBeVisible()

  for (const name of ['spark-driver', 'spark-standby']) {
    await page.getByRole('button', { name: 'Add instance' }).click()
    const modal = dialog(page, 'Add instance to group')
    await modal.getByRole('radio', { name: name }).check()
    await modal.getByRole('button', { name: 'Add instance' }).click()
    await expect(
      toast(page, `Instance ${name} added to anti-affinity group spread-spark`),
    ).toBeVisible()
    await expect(row(page, name).getByRole('link', { name })).toHaveAttribute(
      'href',
      `${DP}/instances/${name}`,
    )
  }
  await expect(page.getByText('2 of 32 members').first()).toBeVisible()
  await expect(row(page, 'spark-driver')).toContainText('stopped')

  // a running instance is offered but cannot be chosen, and says why
  await page.getByRole('button', { name: 'Add instance' }).click()
  const modal = dialog(page, 'Add instance to group')
  const running = modal.getByRole('radio', { name: 'etl-worker-1' })
  await expect(running).toBeDisabled()
  await expect(modal).toContainText('running: Only stopped instances can be added to a group')
  await expect(modal.getByRole('radio', { name: 'spark-driver' })).toHaveCount(0)
  await modal.getByRole('button', { name: 'Cancel' }).click()

  await clickRowAction(page, 'spark-standby', 'Remove from group')
  const confirm = dialog(page, 'Remove instance from group')
  await expect(confirm).toContainText(
    'Are you sure you want to remove instance spark-standby from anti-affinity group spread-spark?',
  )
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(
    toast(page, 'Instance spark-standby removed from anti-affinity group spread-spark'),
  ).toBeVisible()
  await expect(row(page, 'spark-standby')).toHaveCount(0)
  await expect(page.getByText('1 of 32 members').first()).toBeVisible()
})

test('lists both kinds with a kind facet; creates, edits and deletes an affinity group', async ({
  page,
}) => {
  await page.goto(`${DP}/affinity`)
  await expect(row(page, 'kafka-brokers')).toContainText('anti-affinity')
  await expect(row(page, 'kafka-brokers')).toContainText('3 of 32 members')
  await expect(row(page, 'etl-colocate')).toContainText('affinity')

  await page.getByRole('link', { name: 'New group' }).first().click()
  const form = dialog(page, 'Create anti-affinity group')
  await form.getByRole('radio', { name: /^Affinity/ }).check()
  const affinity = dialog(page, 'Create affinity group')
  await expect(affinity).toContainText(
    "Determines whether member instances are allowed to start when the affinity rule can't be satisfied",
  )
  await expect(affinity).toContainText('Failure domain')
  await affinity.getByRole('textbox', { name: 'Name' }).fill('near-spark')
  await affinity.getByRole('button', { name: 'Create affinity group' }).click()
  await expect(toast(page, 'Affinity group near-spark created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${DP}/affinity-groups/near-spark`))

  await page.getByRole('link', { name: 'Affinity Groups' }).first().click()
  await page.getByRole('button', { name: 'Kind: all' }).click()
  await page.getByRole('option', { name: 'affinity', exact: true }).click()
  await expect(row(page, 'near-spark')).toBeVisible()
  await expect(row(page, 'kafka-brokers')).toHaveCount(0)
  await expect(bodyRows(page)).toHaveCount(2)

  await clickRowAction(page, 'near-spark', 'Edit')
  const edit = dialog(page, 'Edit affinity group')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Next to the Spark driver')
  await edit.getByRole('button', { name: 'Update affinity group' }).click()
  await expect(toast(page, 'Affinity group near-spark updated')).toBeVisible()
  await expect(row(page, 'near-spark')).toContainText('Next to the Spark driver')

  await clickRowAction(page, 'near-spark', 'Delete')
  await dialog(page, 'Delete affinity group').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Affinity group near-spark deleted')).toBeVisible()
  await expect(row(page, 'near-spark')).toHaveCount(0)
})

test('the instance settings tab lists both kinds of membership, linked to the groups', async ({
  page,
}) => {
  await page.goto('/projects/web-app/instances/api-server/settings')
  const anti = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(anti).toContainText('No anti-affinity groups')
  const affinity = page.getByRole('region', { name: 'Affinity groups' })
  await affinity.getByRole('link', { name: 'api-near-cache' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/affinity-groups/api-near-cache'))
  await expect(h1(page)).toHaveText('api-near-cache')
  await expect(row(page, 'api-server')).toContainText('running')
  await expect(page.getByRole('button', { name: 'Copy ID' }).first()).toBeVisible()
})
