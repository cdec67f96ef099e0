import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/client'
import {
  DescriptionField,
  ListboxField,
  NameField,
  RadioField,
  SideModalForm,
  TextField,
} from '~/components/form'

import { type InstanceSelector } from '../../instance-data'
import {
  nicCreateBody,
  nicCreateDefaults,
  validateOptionalIp,
  type NicCreateValues,
} from './nic-create'
import { invalidateNics, projectVpcs, vpcSubnets } from './networking-queries'

const IP_CONFIGS = [
  { value: 'dual_stack', label: 'IPv4 & IPv6' },
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
]

const AUTO = 'Leave blank for auto-assignment'

/**
 * "Add network interface". Every interface of an instance is in the same VPC, so once the
 * instance has one, only that VPC is offered.
 */
export function CreateNicSideModal({
  sel,
  nics,
  onDismiss,
}: {
  sel: InstanceSelector
  nics: InstanceNetworkInterface[]
  onDismiss: () => void
}) {
  const vpcs = useQuery(projectVpcs(sel.project))
  const fixedVpcId = nics[0]?.vpcId
  const choices = (vpcs.data?.items ?? []).filter((v) => !fixedVpcId || v.id === fixedVpcId)
  const form = useForm<NicCreateValues>({ defaultValues: nicCreateDefaults() })
  const { control, setValue, getValues } = form

  // preselect the VPC when there is only one to choose
  const only = choices.length === 1 ? choices[0]!.name : ''
  useEffect(() => {
    if (only && !getValues('vpc')) setValue('vpc', only)
  }, [only, getValues, setValue])

  const [vpc, ipConfig] = useWatch({ control, name: ['vpc', 'ipConfig'] })
  const subnets = useQuery({ ...vpcSubnets(sel.project, vpc), enabled: !!vpc })

  const create = useApiMutation('instanceNetworkInterfaceCreate', {
    onSuccess() {
      invalidateNics()
      onDismiss()
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="network interface"
      title="Add network interface"
      submitLabel="Add network interface"
      onDismiss={onDismiss}
      onSubmit={(v) =>
        create.mutate({
          query: { instance: sel.instance, project: sel.project },
          body: nicCreateBody(v),
        })
      }
      loading={create.isPending}
      submitError={create.error}
    >
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <ListboxField
        name="vpc"
        label="VPC"
        control={control}
        required
        isLoading={vpcs.isPending}
        placeholder="Select a VPC"
        noItemsPlaceholder="No VPCs found"
        description={fixedVpcId ? 'All interfaces of an instance are in the same VPC' : undefined}
        items={choices.map((v) => ({ value: v.name, label: v.name }))}
        onChange={() => setValue('subnet', '')}
      />
      <ListboxField
        name="subnet"
        label="VPC subnet"
        control={control}
        required
        disabled={!vpc}
        isLoading={!!vpc && subnets.isPending}
        placeholder={vpc ? 'Select a VPC subnet' : 'Select a VPC to see subnets'}
        noItemsPlaceholder={vpc ? 'No subnets found' : 'Select a VPC to see subnets'}
        items={(subnets.data?.items ?? []).map((s) => ({
          value: s.name,
          selectedLabel: s.name,
          label: (
            <span className="flex items-baseline justify-between gap-3">
              <span className="truncate">{s.name}</span>
              <span className="shrink-0 font-mono text-xs text-tertiary">{s.ipv4Block}</span>
            </span>
          ),
        }))}
      />
      <RadioField
        name="ipConfig"
        label="IP configuration"
        control={control}
        required
        layout="cards"
        items={IP_CONFIGS}
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
    </SideModalForm>
  )
}
