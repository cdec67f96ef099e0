import { type Control } from 'react-hook-form'

import { CheckboxField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { TextField } from '~/components/form/text-field'
import { validateIp } from '~/components/form/validators'

import { TX_EQ_TAPS, type PortSettingsValues } from './port-settings-values'

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

const optionalIp = (v: string) => (v.trim() ? validateIp(v.trim()) : undefined)

/** The fields of the link itself (`phy0`): speed, FEC, MTU, LLDP and transceiver taps. */
export function PortLinkFields({
  control,
  lldp,
}: {
  control: Control<PortSettingsValues>
  lldp: boolean
}) {
  return (
    <>
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
      {lldp && (
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
    </>
  )
}
