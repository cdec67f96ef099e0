import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'

import { type SwitchPort } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { ListboxField } from '~/components/form/listbox-field'
import { isUplink } from '~/resources/inventory/switch-display'
import {
  allPortSettings,
  applySettingsCall,
  clearSettingsCall,
  portSettingsView,
  type PortAt,
} from '~/resources/inventory/switch-queries'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { refreshPorts } from './refresh-ports'

/** The command, shown as code, with a copy button. */
function CommandBlock({ command }: { command: string }) {
  return (
    <div className="mt-2 flex items-start gap-2">
      <pre className="min-w-0 flex-1 overflow-x-auto rounded-md border border-line bg-canvas px-3 py-2 font-mono text-xs whitespace-pre-wrap text-fg">
        <code>{command}</code>
      </pre>
      <CopyButton text={command} label="Copy command" />
    </div>
  )
}

/** Apply settings to a port, or clear them, each after a confirm that says what traffic does. */
export function SettingsSection({ port, at }: { port: SwitchPort; at: PortAt }) {
  const { data: settingsList } = useQuery({ ...allPortSettings, throwOnError: false })
  const current = settingsList?.items.find((s) => s.id === port.portSettingsId)
  const { data: settings } = useQuery({
    ...portSettingsView(current?.name ?? ''),
    enabled: !!current,
    throwOnError: false,
  })
  const form = useForm({ defaultValues: { settings: '' } })
  const chosen = useWatch({ control: form.control, name: 'settings' })
  const where = `${at.switchSlot}/${at.port}`
  const apply = useApiMutation('networkingSwitchPortApplySettings', {
    onSuccess: async (_r, { body }) => {
      await refreshPorts()
      addToast({ content: `Settings ${body.portSettings} applied to ${where}` })
      form.reset()
    },
  })
  const clear = useApiMutation('networkingSwitchPortClearSettings', {
    onSuccess: async () => {
      await refreshPorts()
      addToast({ content: `Settings cleared from ${where}` })
    },
  })

  if (port.portSettingsId && !settings) return <p className="text-sm text-tertiary">Loading…</p>
  const uplink = isUplink(settings)

  if (uplink && current) {
    return (
      <>
        <p className="text-sm text-secondary">
          Applied:{' '}
          <Link to={pb.portSettings({ portSettings: current.name })} className="underline">
            {current.name}
          </Link>
        </p>
        <Message
          variant="notice"
          className="mt-3"
          title="This port is an uplink"
          content={`Its settings route the rack's external traffic (${settings!.routes.length} route${settings!.routes.length === 1 ? '' : 's'}, ${settings!.bgpPeers.length} BGP peer${settings!.bgpPeers.length === 1 ? '' : 's'}). Clearing or replacing them cuts that path at once, and with it possibly this console. The console offers no button for it; if you mean it, run the API call from a machine that does not depend on this link.`}
        />
        <p className="mt-3 text-sm text-secondary">Clear the port's settings:</p>
        <CommandBlock command={clearSettingsCall(at)} />
        <p className="mt-3 text-sm text-secondary">Or apply other settings:</p>
        <CommandBlock command={applySettingsCall(at, '<settings name>')} />
      </>
    )
  }

  const items = (settingsList?.items ?? [])
    .filter((s) => s.id !== port.portSettingsId)
    .map((s) => ({ value: s.name, label: s.name }))

  return (
    <>
      <p className="text-sm text-secondary">
        {current ? (
          <>
            Applied:{' '}
            <Link to={pb.portSettings({ portSettings: current.name })} className="underline">
              {current.name}
            </Link>
          </>
        ) : (
          'No settings: the port has no link and carries no traffic.'
        )}
      </p>
      <div className="mt-3 flex items-end gap-2">
        <ListboxField
          name="settings"
          label={current ? 'Replace with' : 'Port settings'}
          control={form.control}
          items={items}
          placeholder="Choose settings"
          noItemsPlaceholder="No other settings exist"
          className="min-w-0 flex-1"
        />
        <Button
          writes
          size="sm"
          disabled={!chosen}
          disabledReason="Choose the settings to apply first"
          onClick={() => {
            const req = apiRequest('networkingSwitchPortApplySettings', {
              path: { port: at.port },
              query: { rackId: at.rackId, switchSlot: at.switchSlot },
              body: { portSettings: chosen },
            })
            confirmAction({
              requests: () => req,
              title: 'Apply settings',
              actionType: 'primary',
              actionText: 'Apply settings',
              errorTitle: 'Could not apply the settings',
              content: (
                <p>
                  Apply <strong className="font-medium text-fg">{chosen}</strong> to {where}? The
                  switch brings the port's link up with these settings at once
                  {current
                    ? `, replacing ${current.name}; traffic on the port drops while the link comes back`
                    : ''}
                  . Addresses, routes and BGP peers in the settings start carrying traffic.
                </p>
              ),
              doAction: () => apply.mutateAsync(req),
            })
          }}
        >
          Apply settings
        </Button>
      </div>
      {current && (
        <div className="mt-4">
          <Button
            writes
            variant="danger"
            size="sm"
            onClick={() => {
              const req = apiRequest('networkingSwitchPortClearSettings', {
                path: { port: at.port },
                query: { rackId: at.rackId, switchSlot: at.switchSlot },
              })
              confirmAction({
                requests: () => req,
                title: 'Clear settings',
                actionType: 'danger',
                actionText: 'Clear settings',
                errorTitle: 'Could not clear the settings',
                content: (
                  <p>
                    Clear <strong className="font-medium text-fg">{current.name}</strong> from{' '}
                    {where}? The port's link goes down at once: all traffic through the port stops
                    and LLDP falls silent. The settings themselves are kept.
                  </p>
                ),
                doAction: () => clear.mutateAsync(req),
              })
            }}
          >
            Clear settings
          </Button>
        </div>
      )}
    </>
  )
}
