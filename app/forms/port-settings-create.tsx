import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type LinkFec, type LinkSpeed, type SwitchPortGeometry } from '~/api/__generated__/Api'
import { qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import {
  CheckboxField,
  DescriptionField,
  ListboxField,
  NameField,
  NumberField,
  RadioField,
  SideModalForm,
  TextField,
} from '~/components/form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { portSettingsView } from '~/pages/system/inventory/switch-parts'
import { CopyButton } from '~/ui/copy-button'
import { Message } from '~/ui/message'

export const handle: RouteHandle = { crumb: 'New port settings', titleOnly: true }

type Values = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  speed: LinkSpeed
  fec: LinkFec | 'default'
  mtu: number
  autoneg: boolean
  lldp: boolean
  addressLot: string
  address: string
}

const defaultValues: Values = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  speed: 'speed100_g',
  fec: 'default',
  mtu: 1500,
  autoneg: false,
  lldp: true,
  addressLot: '',
  address: '',
}

const SPEEDS: { value: LinkSpeed; label: string }[] = [
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

const CIDR = /^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$|^[0-9a-fA-F:]+\/\d{1,3}$/

/** What the form leaves out, as the API call an operator would adapt. */
const ROUTES_CALL = `oxide api /v1/system/networking/switch-port-settings --method POST --input settings.json`

/**
 * Side modal at /system/networking/port-settings-new: a link and optionally one address.
 * Creating settings changes nothing on the rack; applying them to a port does.
 */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const { data: lots } = useQuery({
    ...qAll('networkingAddressLotList', {}),
    throwOnError: false,
  })
  const lot = useWatch({ control: form.control, name: 'addressLot' })
  const create = useApiMutation('networkingSwitchPortSettingsCreate', {
    onSuccess: useCreated({
      kind: 'port settings',
      invalidates: ['networkingSwitchPortSettingsList'],
      detailKey: (s) => portSettingsView(s.name).queryKey,
      to: (s) => pb.portSettings({ portSettings: s.name }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="port settings"
      onDismiss={() => navigate(pb.portSettingsList())}
      onSubmit={(v) =>
        create.mutate({
          body: {
            name: v.name,
            description: v.description,
            portConfig: { geometry: v.geometry },
            links: [
              {
                linkName: 'phy0',
                speed: v.speed,
                fec: v.fec === 'default' ? null : v.fec,
                mtu: v.mtu,
                autoneg: v.autoneg,
                lldp: { enabled: v.lldp },
              },
            ],
            addresses:
              v.addressLot && v.address
                ? [
                    {
                      linkName: 'phy0',
                      addresses: [{ address: v.address.trim(), addressLot: v.addressLot }],
                    },
                  ]
                : [],
          },
        })
      }
      loading={create.isPending}
      submitError={create.error}
    >
      <Message content="Settings change nothing until they are applied to a switch port, from the port's page under Inventory › Switches." />
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="geometry"
        label="Port geometry"
        control={form.control}
        required
        items={[
          { value: 'qsfp28x1', label: 'One QSFP28 link (4 lanes)' },
          { value: 'qsfp28x2', label: 'Two QSFP28 links (2 lanes each)' },
          { value: 'sfp28x4', label: 'Four SFP28 links (1 lane each)' },
        ]}
      />
      <ListboxField
        name="speed"
        label="Link speed"
        control={form.control}
        required
        items={SPEEDS}
      />
      <ListboxField
        name="fec"
        label="Forward error correction"
        control={form.control}
        items={FECS}
      />
      <NumberField
        name="mtu"
        label="MTU"
        control={form.control}
        required
        integer
        min={1280}
        max={9216}
        units="bytes"
      />
      <CheckboxField name="autoneg" label="Autonegotiation" control={form.control} />
      <CheckboxField name="lldp" label="LLDP enabled" control={form.control} />
      <ListboxField
        name="addressLot"
        label="Address lot"
        control={form.control}
        description="Optional: an address for the link, drawn from a lot"
        items={[
          { value: '', label: 'No address' },
          ...(lots?.items ?? []).map((l) => ({ value: l.name, label: l.name })),
        ]}
      />
      {lot && (
        <TextField
          name="address"
          label="Address"
          control={form.control}
          required
          placeholder="172.20.15.20/30"
          description="The link's address with its prefix length, inside the lot"
          validate={(v) =>
            CIDR.test(v.trim())
              ? undefined
              : 'Must be an address with a prefix length, like 10.0.0.1/30'
          }
        />
      )}
      <div className="text-sm text-secondary">
        <p>
          Routes and BGP peers are left out of this form: a mistake in them, once applied to an
          uplink, can cut the rack off. Write them in a JSON body and create the settings with the
          API:
        </p>
        <div className="mt-2 flex items-start gap-2">
          <pre className="min-w-0 flex-1 overflow-x-auto rounded-md border border-line bg-canvas px-3 py-2 font-mono text-xs whitespace-pre-wrap text-fg">
            <code>{ROUTES_CALL}</code>
          </pre>
          <CopyButton text={ROUTES_CALL} label="Copy command" />
        </div>
      </div>
    </SideModalForm>
  )
}
