import { type Control } from 'react-hook-form'

import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { TextField } from '~/components/form/text-field'
import { validateIp } from '~/components/form/validators'

import { ASN_MAX } from './bgp-config-values'
import {
  validateCommunities,
  validatePrefixList,
  VLAN_MAX,
  VLAN_MIN,
  type PortSettingsValues,
} from './port-settings-values'

const UINT32_MAX = 4_294_967_295

/** The peer's timers, in seconds: each required and at most a u32. */
const TIMERS = [
  ['holdTime', 'Hold time'],
  ['keepalive', 'Keepalive'],
  ['idleHoldTime', 'Idle hold time'],
  ['connectRetry', 'Connect retry'],
  ['delayOpen', 'Delay open'],
] as const

/** The fields of one BGP peer row (`bgpPeers.i`) of the port settings form. */
export function BgpPeerFields({
  control,
  i,
  numbered,
  configItems,
}: {
  control: Control<PortSettingsValues>
  i: number
  numbered: boolean
  configItems: { value: string; label: string }[]
}) {
  const p = `bgpPeers.${i}` as const
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
        items={configItems}
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
        {TIMERS.map(([key, label]) => (
          <NumberField
            key={key}
            name={`${p}.${key}`}
            label={label}
            control={control}
            required
            max={UINT32_MAX}
            units="s"
          />
        ))}
        <NumberField
          name={`${p}.vlanId`}
          label="VLAN ID"
          control={control}
          min={VLAN_MIN}
          max={VLAN_MAX}
        />
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
        <NumberField name={`${p}.minTtl`} label="Minimum TTL" control={control} max={255} />
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
}
