import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { type LldpLinkConfig } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { CheckboxField } from '~/components/form/choice-fields'
import { TextField } from '~/components/form/text-field'
import { type PortAt } from '~/resources/inventory/switch-queries'
import { Button } from '~/ui/button'
import { PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

import { refreshPorts } from './refresh-ports'

type LldpValues = {
  enabled: boolean
  systemName: string
  systemDescription: string
  linkName: string
  linkDescription: string
  chassisId: string
  managementIp: string
}

const toValues = (c: LldpLinkConfig): LldpValues => ({
  enabled: c.enabled,
  systemName: c.systemName ?? '',
  systemDescription: c.systemDescription ?? '',
  linkName: c.linkName ?? '',
  linkDescription: c.linkDescription ?? '',
  chassisId: c.chassisId ?? '',
  managementIp: c.managementIp ?? '',
})

const orNull = (s: string) => (s.trim() ? s.trim() : null)

/** A port's LLDP config, shown, and edited after a confirm. */
export function LldpSection({ at, config }: { at: PortAt; config: LldpLinkConfig }) {
  const [editing, setEditing] = useState(false)
  const form = useForm<LldpValues>({ defaultValues: toValues(config) })
  const update = useApiMutation('networkingSwitchPortLldpConfigUpdate', {
    onSuccess: async () => {
      await refreshPorts()
      addToast({ content: `LLDP config of ${at.switchSlot}/${at.port} updated` })
      setEditing(false)
    },
  })
  if (!editing) {
    return (
      <>
        <PropertiesTable>
          <PropertiesTable.Row label="LLDP">
            {config.enabled ? 'Enabled' : 'Disabled'}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="System name">{config.systemName ?? null}</PropertiesTable.Row>
          <PropertiesTable.Row label="System description">
            {config.systemDescription ?? null}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Link name">{config.linkName ?? null}</PropertiesTable.Row>
          <PropertiesTable.Row label="Link description">
            {config.linkDescription ?? null}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Chassis ID">{config.chassisId ?? null}</PropertiesTable.Row>
          <PropertiesTable.Row label="Management IP">
            {config.managementIp ?? null}
          </PropertiesTable.Row>
        </PropertiesTable>
        <Button
          writes
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            form.reset(toValues(config))
            setEditing(true)
          }}
        >
          Edit LLDP config
        </Button>
      </>
    )
  }
  const submit = form.handleSubmit((v) => {
    const req = apiRequest('networkingSwitchPortLldpConfigUpdate', {
      path: { port: at.port },
      query: { rackId: at.rackId, switchSlot: at.switchSlot },
      body: {
        id: config.id,
        enabled: v.enabled,
        systemName: orNull(v.systemName),
        systemDescription: orNull(v.systemDescription),
        linkName: orNull(v.linkName),
        linkDescription: orNull(v.linkDescription),
        chassisId: orNull(v.chassisId),
        managementIp: orNull(v.managementIp),
      },
    })
    confirmAction({
      requests: () => req,
      title: 'Update LLDP config',
      actionType: 'primary',
      actionText: 'Update',
      errorTitle: 'Could not update the LLDP config',
      content: (
        <p>
          {v.enabled
            ? `The switch advertises these values to the neighbor on ${at.switchSlot}/${at.port} from now on.`
            : `LLDP stops on ${at.switchSlot}/${at.port}: the switch no longer advertises itself there nor hears its neighbor.`}{' '}
          Traffic through the port is not affected.
        </p>
      ),
      doAction: () => update.mutateAsync(req),
    })
  })
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="LLDP config">
      <CheckboxField name="enabled" label="LLDP enabled" control={form.control} />
      <TextField name="systemName" label="System name" control={form.control} />
      <TextField name="systemDescription" label="System description" control={form.control} />
      <TextField name="linkName" label="Link name" control={form.control} />
      <TextField name="linkDescription" label="Link description" control={form.control} />
      <TextField name="chassisId" label="Chassis ID" control={form.control} />
      <TextField
        name="managementIp"
        label="Management IP"
        control={form.control}
        validate={(v) =>
          !v.trim() || /^[\d.]+$|:/.test(v.trim()) ? undefined : 'Must be an IP address'
        }
      />
      <div className="flex gap-2">
        <Button writes type="submit" size="sm">
          Save LLDP config
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
