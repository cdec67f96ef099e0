/** Side modal for a network interface and modal for a floating IP; both add a row only. */
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import {
  type FloatingIp,
  type InstanceNetworkInterfaceCreate,
  type Vpc,
} from '~/api/__generated__/Api'
import { qAll } from '~/api/client'
import { ListboxField } from '~/components/form/listbox-field'
import { ModalForm } from '~/components/form/modal-form'
import {
  nicCreateBody,
  nicCreateDefaults,
  type NicCreateValues,
} from '~/resources/instances/nic-create'
import { NicFields } from '~/resources/instances/nic-fields'
import { Message } from '~/ui/message'

import { RowSideModal } from './row-side-modal'

const toNicRow = (v: NicCreateValues): InstanceNetworkInterfaceCreate =>
  nicCreateBody(v, { transitIps: [] })

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
  const form = useForm<NicCreateValues>({
    defaultValues: nicCreateDefaults(vpcs.length === 1 ? (vpcs[0]?.name ?? '') : ''),
  })
  const [vpc, ipConfig] = useWatch({ control: form.control, name: ['vpc', 'ipConfig'] })
  const subnets = useQuery({
    ...qAll('vpcSubnetList', { query: { project, vpc } }),
    enabled: !!vpc,
  })

  return (
    <RowSideModal
      form={form}
      resourceName="network interface"
      title="Add network interface"
      submitLabel="Add network interface"
      usedNames={usedNames}
      onAdd={(values) => onAdd(toNicRow(values))}
      onDismiss={onDismiss}
    >
      <NicFields
        control={form.control}
        vpc={vpc}
        ipConfig={ipConfig}
        vpcs={vpcs}
        vpcDescription={
          vpcs.length === 1 ? 'All network interfaces of an instance are in one VPC' : undefined
        }
        subnets={subnets.data?.items ?? []}
        subnetsLoading={subnets.isLoading}
        subnetLabel={(s) => (
          <>
            <span className="block text-fg">{s.name}</span>
            <span className="block text-xs text-tertiary">
              {s.ipv4Block} · {s.ipv6Block}
            </span>
          </>
        )}
        onVpcChange={() => form.setValue('subnet', '')}
      />
    </RowSideModal>
  )
}

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
        content={`Traffic to ${ip ?? 'the selected IP'} will reach this instance`}
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
