import { useQuery } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { validateIp, validateIpNet } from '~/components/form/validators'
import { EquivalentCli, oxideApiCommand } from '~/components/form/equivalent-cli'
import { type RouteHandle } from '~/components/shell/crumbs'
import { portSettingsView } from '~/resources/inventory/switch-queries'
import { allBgpConfigs, allLots } from '~/resources/rack-networking/rack-net-queries'
import { Message } from '~/ui/message'

import { ASN_MAX } from './bgp-config-values'
import { FormRows, useErrorOnRow } from './form-rows'
import {
  defaultPortSettings,
  newAddress,
  newInterface,
  newPeer,
  newRoute,
  portSettingsBody,
  TX_EQ_TAPS,
  validateCommunities,
  validatePrefixList,
  VLAN_MAX,
  VLAN_MIN,
  type PortSettingsValues,
} from './port-settings-values'

export const handle: RouteHandle = { crumb: 'New port settings', titleOnly: true }

const SPEEDS = [
  { value: 'speed1_g', label: '1 Gbit/s' },
  { value: 'speed10_g', label: '10 Gbit/s' },
  { value: 'speed25_g', label: '25 Gbit/s' },
  { value: 'speed40_g', label: '40 Gbit/s' },
  { value: 'speed50_g', label: '50 Gbit/s' },
  { value: 'speed100_g', label: '100 Gbit/s' },
  { value: 'speed200_g', label: '200 Gbit/s' },
  { value: 'speed400_g', label: '400 Gbit/s' },
]

const FECS = [
  { value: 'default', label: 'Media default' },
  { value: 'rs', label: 'Reed-Solomon' },
  { value: 'firecode', label: 'Firecode' },
  { value: 'none', label: 'None' },
]

const TAP_LABELS = {
  pre1: 'Pre-cursor tap 1',
  pre2: 'Pre-cursor tap 2',
  main: 'Main tap',
  post1: 'Post-cursor tap 1',
  post2: 'Post-cursor tap 2',
}

const INT32_MIN = -(2 ** 31)
const INT32_MAX = 2 ** 31 - 1
const UINT32_MAX = 4_294_967_295

const optionalIp = (v: string) => (v.trim() ? validateIp(v.trim()) : undefined)

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="space-y-6 border-t border-line pt-6">
    <h2 className="text-base font-medium text-fg">{title}</h2>
    {children}
  </section>
)

/**
 * Side modal at /system/networking/port-settings-new: one link (`phy0`) with everything the
 * API takes for it. Creating settings changes nothing on the rack; applying them to a port does.
 */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<PortSettingsValues>({ defaultValues: defaultPortSettings })
  const values = useWatch({ control: form.control }) as PortSettingsValues
  const control = form.control
  const { data: lots } = useQuery({ ...allLots, throwOnError: false })
  const { data: configs } = useQuery({ ...allBgpConfigs, throwOnError: false })
  const { data: others } = useQuery({
    ...qAll('networkingSwitchPortSettingsList', {}),
    throwOnError: false,
  })
  const create = useApiMutation('networkingSwitchPortSettingsCreate', {
    onSuccess: useCreated({
      kind: 'port settings',
      invalidates: ['networkingSwitchPortSettingsList'],
      detailKey: (s) => portSettingsView(s.name).queryKey,
      to: (s) => pb.portSettings({ portSettings: s.name }),
    }),
  })
  // "address 10.9.0.1/30 is not in any block of address lot …" goes under that address
  const bannerError = useErrorOnRow(form, create.error, (message) => {
    const address = /^address (\S+) /i.exec(message)?.[1]
    const i = form.getValues('addresses').findIndex((a) => a.address.trim() === address)
    return i >= 0 ? `addresses.${i}.address` : undefined
  })
  const lotItems = (lots?.items ?? []).map((l) => ({ value: l.name, label: l.name }))
  const vlan = (name: FieldPath<PortSettingsValues>) => (
    <NumberField name={name} label="VLAN ID" control={control} min={VLAN_MIN} max={VLAN_MAX} />
  )

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="port settings"
      width="wide"
      onDismiss={() => navigate(pb.portSettingsList())}
      onSubmit={(v) => create.mutate({ body: portSettingsBody(v) })}
      loading={create.isPending}
      submitError={bannerError}
      footerStart={
        <EquivalentCli
          command={oxideApiCommand(
            'POST',
            '/v1/system/networking/switch-port-settings',
            portSettingsBody(values, { forDisplay: true }),
          )}
        />
      }
    >
      <Message content="Settings change nothing until they are applied to a switch port, from the port's page under Inventory › Switches. Check routes and BGP peers with your network team: once applied to an uplink, a mistake can cut the rack off." />
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <RadioField
        name="geometry"
        label="Port geometry"
        control={control}
        required
        items={[
          { value: 'qsfp28x1', label: 'One QSFP28 link (4 lanes)' },
          { value: 'qsfp28x2', label: 'Two QSFP28 links (2 lanes each)' },
          { value: 'sfp28x4', label: 'Four SFP28 links (1 lane each)' },
        ]}
      />

      <Section title="Link phy0">
        <ListboxField name="speed" label="Link speed" control={control} required items={SPEEDS} />
        <ListboxField name="fec" label="Forward error correction" control={control} items={FECS} />
        <NumberField
          name="mtu"
          label="MTU"
          control={control}
          required
          min={1280}
          max={9216}
          units="bytes"
        />
        <CheckboxField name="autoneg" label="Autonegotiation" control={control} />
        <CheckboxField name="lldp" label="LLDP enabled" control={control} />
        {values.lldp && (
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField name="lldpSystemName" label="LLDP system name" control={control} />
            <TextField
              name="lldpSystemDescription"
              label="LLDP system description"
              control={control}
            />
            <TextField name="lldpChassisId" label="LLDP chassis ID" control={control} />
            <TextField name="lldpLinkName" label="LLDP link name" control={control} />
            <TextField name="lldpLinkDescription" label="LLDP link description" control={control} />
            <TextField
              name="lldpManagementIp"
              label="LLDP management IP"
              control={control}
              validate={optionalIp}
            />
          </div>
        )}
        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-medium text-fg">Transceiver equalization</legend>
          <p className="-mt-0.5 text-xs text-tertiary">
            Optional overrides of the transceiver's taps; leave empty for its defaults
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            {TX_EQ_TAPS.map((tap) => (
              <NumberField
                key={tap}
                name={`txEq.${tap}`}
                label={TAP_LABELS[tap]}
                control={control}
                min={INT32_MIN}
                max={INT32_MAX}
              />
            ))}
          </div>
        </fieldset>
      </Section>

      <Section title="Interfaces">
        <FormRows
          form={form}
          name="interfaces"
          legend="Layer-3 interfaces"
          item="interface"
          newItem={newInterface}
          empty="No interface: the link carries no layer-3 traffic of its own"
        >
          {(i) => (
            <>
              <RadioField
                name={`interfaces.${i}.kind`}
                label="Kind"
                control={control}
                required
                layout="cards"
                items={[
                  { value: 'primary', label: 'Primary' },
                  { value: 'vlan', label: 'VLAN' },
                  { value: 'loopback', label: 'Loopback' },
                ]}
              />
              {values.interfaces[i]?.kind === 'vlan' && (
                <NumberField
                  name={`interfaces.${i}.vid`}
                  label="VLAN ID"
                  control={control}
                  required
                  min={VLAN_MIN}
                  max={VLAN_MAX}
                />
              )}
              <CheckboxField name={`interfaces.${i}.v6Enabled`} label="IPv6" control={control} />
            </>
          )}
        </FormRows>
      </Section>

      <Section title="Addresses">
        <FormRows
          form={form}
          name="addresses"
          legend="Link addresses"
          item="address"
          newItem={newAddress}
          empty="No address"
          description="The link's addresses, each with its prefix length and inside a block of its lot"
        >
          {(i) => (
            <>
              <ListboxField
                name={`addresses.${i}.addressLot`}
                label="Address lot"
                control={control}
                required
                items={lotItems}
              />
              <TextField
                name={`addresses.${i}.address`}
                label="Address"
                control={control}
                required
                placeholder="172.20.15.20/30"
                validate={(v) => validateIpNet(v.trim())}
              />
              {vlan(`addresses.${i}.vlanId`)}
            </>
          )}
        </FormRows>
      </Section>

      <Section title="Routes">
        <FormRows
          form={form}
          name="routes"
          legend="Static routes"
          item="route"
          newItem={newRoute}
          empty="No static route"
        >
          {(i) => (
            <>
              <TextField
                name={`routes.${i}.dst`}
                label="Destination"
                control={control}
                required
                placeholder="0.0.0.0/0"
                validate={(v) => validateIpNet(v.trim())}
              />
              <TextField
                name={`routes.${i}.gw`}
                label="Gateway"
                control={control}
                required
                placeholder="172.20.15.1"
                validate={(v) => validateIp(v.trim())}
              />
              {vlan(`routes.${i}.vid`)}
              <NumberField
                name={`routes.${i}.ribPriority`}
                label="RIB priority"
                control={control}
                min={0}
                max={255}
                description="Higher wins, within and across protocols"
              />
            </>
          )}
        </FormRows>
      </Section>

      <Section title="BGP peers">
        <FormRows
          form={form}
          name="bgpPeers"
          legend="Peers on this link"
          item="BGP peer"
          newItem={newPeer}
          empty="No BGP peer"
        >
          {(i) => {
            const p = `bgpPeers.${i}` as const
            const numbered = values.bgpPeers[i]?.addrType !== 'unnumbered'
            return (
              <>
                <RadioField
                  name={`${p}.addrType`}
                  label="Peer"
                  control={control}
                  required
                  layout="cards"
                  items={[
                    { value: 'numbered', label: 'Numbered' },
                    { value: 'unnumbered', label: 'Unnumbered' },
                  ]}
                />
                {numbered ? (
                  <TextField
                    name={`${p}.targetAddr`}
                    label="Peer address"
                    control={control}
                    required
                    placeholder="172.20.15.1"
                    validate={(v) => validateIp(v.trim())}
                  />
                ) : (
                  <NumberField
                    name={`${p}.routerLifetime`}
                    label="Router lifetime"
                    control={control}
                    required
                    min={0}
                    max={9000}
                    units="seconds"
                  />
                )}
                <ListboxField
                  name={`${p}.bgpConfig`}
                  label="BGP config"
                  control={control}
                  required
                  items={(configs?.items ?? []).map((c) => ({ value: c.name, label: c.name }))}
                />
                <NumberField
                  name={`${p}.remoteAsn`}
                  label="Remote ASN"
                  control={control}
                  min={1}
                  max={ASN_MAX}
                  description="Optional: refuse a peer with another ASN"
                />
                <div className="grid gap-4 sm:grid-cols-3">
                  <NumberField
                    name={`${p}.holdTime`}
                    label="Hold time"
                    control={control}
                    required
                    max={UINT32_MAX}
                    units="s"
                  />
                  <NumberField
                    name={`${p}.keepalive`}
                    label="Keepalive"
                    control={control}
                    required
                    max={UINT32_MAX}
                    units="s"
                  />
                  <NumberField
                    name={`${p}.idleHoldTime`}
                    label="Idle hold time"
                    control={control}
                    required
                    max={UINT32_MAX}
                    units="s"
                  />
                  <NumberField
                    name={`${p}.connectRetry`}
                    label="Connect retry"
                    control={control}
                    required
                    max={UINT32_MAX}
                    units="s"
                  />
                  <NumberField
                    name={`${p}.delayOpen`}
                    label="Delay open"
                    control={control}
                    required
                    max={UINT32_MAX}
                    units="s"
                  />
                  {vlan(`${p}.vlanId`)}
                </div>
                <TextField
                  name={`${p}.allowedImport`}
                  label="Import only"
                  control={control}
                  placeholder="0.0.0.0/0"
                  description="Prefixes accepted from the peer, separated by commas; empty accepts any"
                  validate={validatePrefixList}
                />
                <TextField
                  name={`${p}.allowedExport`}
                  label="Export only"
                  control={control}
                  placeholder="198.51.100.0/24"
                  description="Prefixes announced to the peer, separated by commas; empty announces all"
                  validate={validatePrefixList}
                />
                <TextField
                  name={`${p}.communities`}
                  label="Communities"
                  control={control}
                  description="Numbers added to updates sent to the peer, separated by commas"
                  validate={validateCommunities}
                />
                <div className="grid gap-4 sm:grid-cols-3">
                  <NumberField
                    name={`${p}.localPref`}
                    label="Local preference"
                    control={control}
                    max={UINT32_MAX}
                  />
                  <NumberField
                    name={`${p}.multiExitDiscriminator`}
                    label="MED"
                    control={control}
                    max={UINT32_MAX}
                  />
                  <NumberField
                    name={`${p}.minTtl`}
                    label="Minimum TTL"
                    control={control}
                    max={255}
                  />
                </div>
                <CheckboxField
                  name={`${p}.enforceFirstAs`}
                  label="Enforce first AS"
                  control={control}
                  description="Refuse paths whose first AS is not the peer's"
                />
                <TextField
                  name={`${p}.md5AuthKey`}
                  label="MD5 authentication key"
                  type="password"
                  autoComplete="new-password"
                  control={control}
                />
              </>
            )
          }}
        </FormRows>
      </Section>

      <Section title="Included settings">
        <FormRows
          form={form}
          name="groups"
          legend="Other settings to include"
          item="included settings"
          newItem={{ settings: '' }}
          empty="None"
        >
          {(i) => (
            <ListboxField
              name={`groups.${i}.settings`}
              label="Port settings"
              control={control}
              required
              items={(others?.items ?? []).map((s) => ({ value: s.name, label: s.name }))}
            />
          )}
        </FormRows>
      </Section>
    </SideModalForm>
  )
}
