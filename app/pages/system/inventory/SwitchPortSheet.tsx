import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type LldpLinkConfig, type SwitchPort } from '~/api/__generated__/Api'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useSelector, switchPortSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { CheckboxField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { Message } from '~/ui/message'
import { PropertiesTable } from '~/ui/page-header'
import { SideModal } from '~/ui/side-modal'
import { addToast } from '~/ui/toast'

import {
  allPorts,
  allPortSettings,
  allSwitches,
  applySettingsCall,
  clearSettingsCall,
  portLldpConfig,
  portNeighbors,
  portSettingsView,
  portStatus,
  slotOf,
  switchPorts,
  switchView,
  type PortAt,
} from '~/resources/inventory/switch-queries'
import {
  fecLabel,
  isUplink,
  LinkBadge,
  readLinkState,
  speedLabel,
} from '~/resources/inventory/switch-display'

async function portOf(switchId: string, name: string) {
  const [sw, all] = await Promise.all([
    queryClient.ensureQueryData(switchView(switchId)),
    queryClient.ensureQueryData(allSwitches),
    queryClient.ensureQueryData(allPortSettings),
    queryClient.ensureQueryData(allPorts),
  ])
  const ports = await queryClient.ensureQueryData(switchPorts(sw.rackId, slotOf(sw, all.items)))
  return ports.items.find((p) => p.portName === name)
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { switchId, port } = switchPortSelector(params)
  const p = await portOf(switchId, port)
  if (!p) throw new Response('Not found', { status: 404 })
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => switchPortSelector(params).port,
  titleOnly: true,
}

const refreshPorts = () =>
  Promise.all([
    invalidate('networkingSwitchPortList'),
    invalidate('networkingSwitchPortStatus'),
    invalidate('networkingSwitchPortLldpConfigView'),
    invalidate('networkingSwitchPortLldpNeighbors'),
  ])

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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6 first:mt-0" aria-label={title}>
      <h3 className="mb-2 text-sm font-medium text-fg">{title}</h3>
      {children}
    </section>
  )
}

/** Apply settings to a port, or clear them, each after a confirm that says what traffic does. */
function SettingsSection({ port, at }: { port: SwitchPort; at: PortAt }) {
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
          onClick={() =>
            confirmAction({
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
              doAction: () =>
                apply.mutateAsync({
                  path: { port: at.port },
                  query: { rackId: at.rackId, switchSlot: at.switchSlot },
                  body: { portSettings: chosen },
                }),
            })
          }
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
            onClick={() =>
              confirmAction({
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
                doAction: () =>
                  clear.mutateAsync({
                    path: { port: at.port },
                    query: { rackId: at.rackId, switchSlot: at.switchSlot },
                  }),
              })
            }
          >
            Clear settings
          </Button>
        </div>
      )}
    </>
  )
}

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

function LldpSection({ at, config }: { at: PortAt; config: LldpLinkConfig }) {
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
  const submit = form.handleSubmit((v) =>
    confirmAction({
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
      doAction: () =>
        update.mutateAsync({
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
        }),
    }),
  )
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

/** A switch port: its link, settings, LLDP config and neighbors. */
export function Component() {
  const { switchId, port: name } = useSelector(switchPortSelector)
  const navigate = useNavigate()
  const sw = usePrefetchedQuery(switchView(switchId))
  const all = usePrefetchedQuery(allSwitches)
  const slot = slotOf(sw, all.items)
  const ports = usePrefetchedQuery(switchPorts(sw.rackId, slot))
  const port = ports.items.find((p) => p.portName === name)
  const at: PortAt = { rackId: sw.rackId, switchSlot: slot, port: name }
  const configured = !!port?.portSettingsId
  const status = useQuery({ ...portStatus(at), enabled: configured, throwOnError: false })
  const lldp = useQuery({ ...portLldpConfig(at), enabled: configured, throwOnError: false })
  const neighbors = useQuery({ ...portNeighbors(at), enabled: configured, throwOnError: false })
  const onDismiss = () => navigate(pb.switch({ switchId }))
  if (!port) return null
  const report = configured ? readLinkState(status.data) : null

  return (
    <SideModal
      isOpen
      onDismiss={onDismiss}
      title={`Port ${name}`}
      subtitle={`${slot} · switch ${sw.baseboard.serial}`}
      width="wide"
      hideCloseButton
      footer={
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Close
        </Button>
      }
    >
      <Section title="Status">
        <PropertiesTable>
          <PropertiesTable.Row label="Link">
            {configured && status.isPending ? '…' : <LinkBadge report={report} />}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Speed">
            {report ? speedLabel(report.speed) : null}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="FEC">
            {report ? fecLabel(report.fec) : null}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Transceiver">
            {report?.transceiver ?? null}
          </PropertiesTable.Row>
        </PropertiesTable>
      </Section>
      <Section title="Settings">
        <SettingsSection port={port} at={at} />
      </Section>
      <Section title="LLDP config">
        {!configured ? (
          <p className="text-sm text-tertiary">
            LLDP runs on a port's link: apply settings to the port to configure it.
          </p>
        ) : lldp.data ? (
          <LldpSection key={`${lldp.dataUpdatedAt}`} at={at} config={lldp.data} />
        ) : (
          <p className="text-sm text-tertiary">{lldp.error ? lldp.error.message : 'Loading…'}</p>
        )}
      </Section>
      <Section title="LLDP neighbors">
        {!neighbors.data?.items.length ? (
          <p className="text-sm text-tertiary">
            No neighbors heard{configured ? '' : ': the port has no link'}.
          </p>
        ) : (
          neighbors.data.items.map((n) => (
            <PropertiesTable key={n.chassisId} className="mb-3">
              <PropertiesTable.Row label="System name">{n.systemName ?? null}</PropertiesTable.Row>
              <PropertiesTable.Row label="Description">
                {n.systemDescription ?? null}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Their port">{n.linkName}</PropertiesTable.Row>
              <PropertiesTable.Row label="Chassis ID">{n.chassisId}</PropertiesTable.Row>
              <PropertiesTable.Row label="Management IP">
                {n.managementIp
                  .map((m) => ('ipAddr' in m.addr ? m.addr.ipAddr : 'IEEE 802 address'))
                  .join(', ') || null}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="First seen">
                {formatDateTime(n.firstSeen)}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Last seen">
                {formatDateTime(n.lastSeen)}
              </PropertiesTable.Row>
            </PropertiesTable>
          ))
        )}
      </Section>
    </SideModal>
  )
}
