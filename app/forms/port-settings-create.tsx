import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { validateIp, validateIpNet } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { portSettingsView } from '~/resources/inventory/switch-queries'
import { allBgpConfigs, allLots } from '~/resources/rack-networking/rack-net-queries'
import { Message } from '~/ui/message'

import { FormRows, useErrorOnRow } from './form-rows'
import { FormSection } from './form-section'
import { PortLinkFields } from './port-settings-link-fields'
import { BgpPeerFields } from './port-settings-peer-fields'
import {
  defaultPortSettings,
  newAddress,
  newInterface,
  newPeer,
  newRoute,
  portSettingsBody,
  VLAN_MAX,
  VLAN_MIN,
  type PortSettingsValues,
} from './port-settings-values'

/** The request the form sends. */
export const request = (v: PortSettingsValues) =>
  apiRequest('networkingSwitchPortSettingsCreate', { body: portSettingsBody(v) })

export const handle: RouteHandle = { crumb: 'New port settings', titleOnly: true }

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
  const configItems = (configs?.items ?? []).map((c) => ({ value: c.name, label: c.name }))
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
      onSubmit={(v) => create.mutate(request(v))}
      request={request}
      loading={create.isPending}
      submitError={bannerError}
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

      <FormSection title="Link phy0">
        <PortLinkFields control={control} lldp={values.lldp} />
      </FormSection>

      <FormSection title="Interfaces">
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
      </FormSection>

      <FormSection title="Addresses">
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
      </FormSection>

      <FormSection title="Routes">
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
      </FormSection>

      <FormSection title="BGP peers">
        <FormRows
          form={form}
          name="bgpPeers"
          legend="Peers on this link"
          item="BGP peer"
          newItem={newPeer}
          empty="No BGP peer"
        >
          {(i) => (
            <BgpPeerFields
              control={control}
              i={i}
              numbered={values.bgpPeers[i]?.addrType !== 'unnumbered'}
              configItems={configItems}
            />
          )}
        </FormRows>
      </FormSection>

      <FormSection title="Included settings">
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
      </FormSection>
    </SideModalForm>
  )
}
