import { useForm } from 'react-hook-form'

import { invalidate, q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { NumberField } from '~/components/form/number-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { siloRoleOf } from '~/resources/directory/directory-rules'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { KeyIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

const settingsQ = q('authSettingsView', {})
const meQ = q('currentUserView', {})
const groupsQ = q('currentUserGroups', {})
const policyQ = q('policyView', {})

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(settingsQ),
    queryClient.ensureQueryData(meQ),
    queryClient.ensureQueryData(groupsQ),
    queryClient.ensureQueryData(policyQ),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Authentication', crumbPath: pb.authSettings() }

const UNITS: [number, string][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
]

/** 2592000 -> "30 days"; 5400 -> "1 hour 30 minutes". */
function readableDuration(seconds: number): string {
  const parts: string[] = []
  let rest = seconds
  for (const [size, unit] of UNITS) {
    const n = Math.floor(rest / size)
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`)
    rest -= n * size
  }
  return parts.slice(0, 2).join(' ') || '0 seconds'
}

const lifetimeText = (ttl: number | null | undefined) =>
  ttl == null
    ? 'No limit: tokens do not expire'
    : `${ttl.toLocaleString()} seconds (${readableDuration(ttl)})`

const docs = (
  <DocsPopover
    heading="Auth settings"
    summary="How long the access tokens this silo's users get through the device login (the CLI and other tools) may live. Sessions in the console are not affected."
    links={[
      { href: 'https://docs.oxide.computer/api/auth_settings_view', label: 'Auth settings API' },
    ]}
  />
)

type FormValues = { ttl: number }

/** The silo's authentication settings: viewable by everyone in it, changed by silo admins. */
export function Component() {
  const settings = usePrefetchedQuery(settingsQ)
  const me = usePrefetchedQuery(meQ)
  const groups = usePrefetchedQuery(groupsQ)
  const policy = usePrefetchedQuery(policyQ)
  const role = siloRoleOf(
    me.id,
    groups.items.map((g) => g.id),
    policy,
  ).role
  const isAdmin = role === 'admin'
  const ttl = settings.deviceTokenMaxTtlSeconds

  const form = useForm<FormValues>({ defaultValues: { ttl: ttl ?? Number.NaN } })
  const update = useApiMutation('authSettingsUpdate', {
    onSuccess(data) {
      queryClient.setQueryData(settingsQ.queryKey, data)
      void invalidate('authSettingsView')
      form.reset({ ttl: data.deviceTokenMaxTtlSeconds ?? Number.NaN })
      addToast({
        title: 'Auth settings updated',
        content: lifetimeText(data.deviceTokenMaxTtlSeconds),
      })
    },
  })
  const save = form.handleSubmit(({ ttl }) =>
    update.mutate({
      body: { deviceTokenMaxTtlSeconds: Number.isNaN(ttl) ? null : ttl },
    }),
  )

  return (
    <>
      <PageHeader title="Authentication" icon={<KeyIcon size={20} />} adornment={docs} />
      <PropertiesTable>
        <PropertiesTable.Row label="Silo">{me.siloName}</PropertiesTable.Row>
        <PropertiesTable.Row label="Device token lifetime">{lifetimeText(ttl)}</PropertiesTable.Row>
      </PropertiesTable>
      <Card
        className="mt-6 max-w-2xl"
        title="Device token lifetime"
        description="The longest a new device access token may live. Tokens already issued keep their expiry."
      >
        {isAdmin ? (
          <form onSubmit={save} noValidate className="space-y-4">
            <NumberField
              control={form.control}
              name="ttl"
              label="Maximum lifetime"
              units="seconds"
              min={1}
              max={4_294_967_295}
              description="In seconds (86400 is a day). Leave empty for no limit."
            />
            {update.error && (
              <Message variant="error" title="Could not save" content={update.error.message} />
            )}
            <div className="flex gap-2">
              <Button type="submit" size="sm" loading={update.isPending}>
                Save
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => form.reset({ ttl: ttl ?? Number.NaN })}
              >
                Reset
              </Button>
            </div>
          </form>
        ) : (
          <Message
            variant="info"
            title="Read only"
            content={`Only silo admins can change auth settings. Your role in this silo is ${
              role ? role.replace('_', ' ') : 'none'
            }.`}
          />
        )}
      </Card>
    </>
  )
}
