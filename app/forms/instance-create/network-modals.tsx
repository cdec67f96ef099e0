/** Side modal for a network interface and modal for a floating IP; both add a row only. */
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import {
  type FloatingIp,
  type InstanceNetworkInterfaceCreate,
  type PrivateIpStackCreate,
  type Vpc,
} from '~/api/__generated__/Api'
import { q } from '~/api/client'
import {
  DescriptionField,
  ipVersion,
  ListboxField,
  ModalForm,
  NameField,
  RadioField,
  SideModalForm,
  TextField,
} from '~/components/form'
import { Message } from '~/ui/message'
import { ALL_ISH } from '~/util/constants'

import { type IpStack } from './form-values'

type NicValues = {
  name: string
  description: string
  vpc: string
  subnet: string
  stack: IpStack
  v4: string
  v6: string
}

export const STACK_LABELS: Record<IpStack, string> = {
  dual_stack: 'IPv4 & IPv6',
  v4: 'IPv4',
  v6: 'IPv6',
}

/** An explicit address, or automatic assignment when the field is blank. */
const assignment = (ip: string) =>
  ip.trim() ? { type: 'explicit' as const, value: ip.trim() } : { type: 'auto' as const }

export function toNicRow(v: NicValues): InstanceNetworkInterfaceCreate {
  const v4 = { ip: assignment(v.v4), transitIps: [] }
  const v6 = { ip: assignment(v.v6), transitIps: [] }
  const ipConfig: PrivateIpStackCreate =
    v.stack === 'v4'
      ? { type: 'v4', value: v4 }
      : v.stack === 'v6'
        ? { type: 'v6', value: v6 }
        : { type: 'dual_stack', value: { v4, v6 } }
  return {
    name: v.name,
    description: v.description,
    vpcName: v.vpc,
    subnetName: v.subnet,
    ipConfig,
  }
}

const checkIp = (want: 4 | 6) => (ip: string) => {
  const s = ip.trim()
  if (!s) return undefined
  const version = ipVersion(s)
  if (!version) return 'Not a valid IP address'
  return version === want ? undefined : `Must be an IPv${want} address`
}

/** "Add network interface": name, VPC and subnet, IP stack and optional fixed addresses. */
export function NicModal({
  project,
  vpcs,
  usedNames,
  onAdd,
  onDismiss,
}: {
  project: string
  /** The VPCs a new interface may join (all of an instance's interfaces share one VPC). */
  vpcs: Vpc[]
  usedNames: Set<string>
  onAdd: (nic: InstanceNetworkInterfaceCreate) => void
  onDismiss: () => void
}) {
  const form = useForm<NicValues>({
    defaultValues: {
      name: '',
      description: '',
      vpc: vpcs.length === 1 ? (vpcs[0]?.name ?? '') : '',
      subnet: '',
      stack: 'dual_stack',
      v4: '',
      v6: '',
    },
  })
  const [vpc, stack] = useWatch({ control: form.control, name: ['vpc', 'stack'] })
  const subnets = useQuery({
    ...q('vpcSubnetList', { query: { project, vpc, limit: ALL_ISH } }),
    enabled: !!vpc,
  })
  const subnetItems = (subnets.data?.items ?? []).map((s) => ({
    value: s.name,
    selectedLabel: s.name,
    label: (
      <>
        <span className="block text-fg">{s.name}</span>
        <span className="block text-xs text-tertiary">
          {s.ipv4Block} · {s.ipv6Block}
        </span>
      </>
    ),
  }))

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="network interface"
      title="Add network interface"
      submitLabel="Add network interface"
      onDismiss={onDismiss}
      onSubmit={(values) => {
        onAdd(toNicRow(values))
        onDismiss()
      }}
      loading={false}
      submitError={null}
    >
      <NameField
        name="name"
        control={form.control}
        autoFocus
        validate={(name) => (usedNames.has(name) ? NAME_TAKEN : undefined)}
      />
      <DescriptionField name="description" control={form.control} />
      <ListboxField
        name="vpc"
        control={form.control}
        label="VPC"
        required
        placeholder="Select a VPC"
        description={
          vpcs.length === 1 ? 'All network interfaces of an instance are in one VPC' : undefined
        }
        onChange={() => form.setValue('subnet', '')}
        items={vpcs.map((v) => ({ value: v.name, label: v.name }))}
      />
      <ListboxField
        name="subnet"
        control={form.control}
        label="VPC subnet"
        required
        disabled={!vpc}
        isLoading={subnets.isLoading}
        placeholder={vpc ? 'Select a VPC subnet' : 'Select a VPC to see subnets'}
        noItemsPlaceholder={vpc ? 'No subnets found' : 'Select a VPC to see subnets'}
        items={subnetItems}
      />
      <RadioField
        name="stack"
        control={form.control}
        label="IP configuration"
        required
        layout="cards"
        items={(['dual_stack', 'v4', 'v6'] as const).map((s) => ({
          value: s,
          label: STACK_LABELS[s],
        }))}
      />
      {stack !== 'v6' && (
        <TextField
          name="v4"
          control={form.control}
          label="IPv4 address"
          placeholder="Leave blank for auto-assignment"
          validate={checkIp(4)}
        />
      )}
      {stack !== 'v4' && (
        <TextField
          name="v6"
          control={form.control}
          label="IPv6 address"
          placeholder="Leave blank for auto-assignment"
          validate={checkIp(6)}
        />
      )}
    </SideModalForm>
  )
}

export const NAME_TAKEN = 'Name is already in use'

/** "Attach floating IP": one of the project's free floating IPs of a fitting IP version. */
export function FloatingIpModal({
  floatingIps,
  onAdd,
  onDismiss,
}: {
  floatingIps: FloatingIp[]
  onAdd: (name: string) => void
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { floatingIp: '' } })
  const chosen = useWatch({ control: form.control, name: 'floatingIp' })
  const ip = floatingIps.find((f) => f.name === chosen)?.ip
  return (
    <ModalForm
      form={form}
      title="Attach floating IP"
      submitLabel="Attach"
      onDismiss={onDismiss}
      onSubmit={({ floatingIp }) => {
        onAdd(floatingIp)
        onDismiss()
      }}
      loading={false}
      submitError={null}
    >
      <Message
        variant="info"
        content={`This instance will be reachable at ${ip ?? 'the selected IP'}`}
      />
      <ListboxField
        name="floatingIp"
        control={form.control}
        label="Floating IP"
        required
        placeholder="Select a floating IP"
        items={floatingIps.map((f) => ({
          value: f.name,
          selectedLabel: `${f.name} (${f.ip})`,
          label: (
            <>
              <span className="block text-fg">{f.name}</span>
              <span className="block text-xs text-tertiary">
                {[f.ip, f.description].filter(Boolean).join(' · ')}
              </span>
            </>
          ),
        }))}
      />
    </ModalForm>
  )
}
