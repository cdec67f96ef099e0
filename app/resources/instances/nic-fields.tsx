/**
 * The fields of "Add network interface" after name and description: VPC, subnet, IP
 * configuration and the optional fixed addresses. Shared by the instance's networking tab and
 * the instance create form.
 */
import { type ReactNode } from 'react'
import { type Control } from 'react-hook-form'

import { type Vpc, type VpcSubnet } from '~/api/__generated__/Api'
import { RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { TextField } from '~/components/form/text-field'

import { validateOptionalIp, type IpConfigKind, type NicCreateValues } from './nic-create'

export const IP_CONFIG_LABELS: Record<IpConfigKind, string> = {
  dual_stack: 'IPv4 & IPv6',
  v4: 'IPv4',
  v6: 'IPv6',
}

export const IP_CONFIG_ITEMS = (['dual_stack', 'v4', 'v6'] as const).map((value) => ({
  value,
  label: IP_CONFIG_LABELS[value],
}))

const AUTO = 'Leave blank for auto-assignment'

export function NicFields({
  control,
  vpc,
  ipConfig,
  vpcs,
  vpcsLoading = false,
  vpcDescription,
  subnets,
  subnetsLoading,
  subnetLabel,
  onVpcChange,
}: {
  control: Control<NicCreateValues>
  /** The chosen VPC and IP configuration (watched by the form). */
  vpc: string
  ipConfig: IpConfigKind
  vpcs: Vpc[]
  vpcsLoading?: boolean
  vpcDescription?: string
  subnets: VpcSubnet[]
  subnetsLoading: boolean
  /** How a subnet reads in the open list. */
  subnetLabel: (subnet: VpcSubnet) => ReactNode
  /** A new VPC clears the subnet. */
  onVpcChange: () => void
}) {
  return (
    <>
      <ListboxField
        name="vpc"
        label="VPC"
        control={control}
        required
        isLoading={vpcsLoading}
        placeholder="Select a VPC"
        noItemsPlaceholder="No VPCs found"
        description={vpcDescription}
        items={vpcs.map((v) => ({ value: v.name, label: v.name }))}
        onChange={onVpcChange}
      />
      <ListboxField
        name="subnet"
        label="VPC subnet"
        control={control}
        required
        disabled={!vpc}
        isLoading={subnetsLoading}
        placeholder={vpc ? 'Select a VPC subnet' : 'Choose a VPC first'}
        noItemsPlaceholder={vpc ? 'No subnets found' : 'Choose a VPC first'}
        items={subnets.map((s) => ({
          value: s.name,
          selectedLabel: s.name,
          label: subnetLabel(s),
        }))}
      />
      <RadioField
        name="ipConfig"
        label="IP configuration"
        control={control}
        required
        layout="cards"
        items={IP_CONFIG_ITEMS}
      />
      {ipConfig !== 'v6' && (
        <TextField
          name="ipv4"
          label="IPv4 address"
          control={control}
          placeholder={AUTO}
          validate={(v) => validateOptionalIp(v, 4)}
        />
      )}
      {ipConfig !== 'v4' && (
        <TextField
          name="ipv6"
          label="IPv6 address"
          control={control}
          placeholder={AUTO}
          validate={(v) => validateOptionalIp(v, 6)}
        />
      )}
    </>
  )
}
