import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { CheckboxField } from '~/components/form/choice-fields'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { invalidateNics, subnetById } from '~/resources/instances/networking-queries'
import { Message } from '~/ui/message'
import { PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { privateIps, supportedTransitText, transitIpsOf } from './nic-rules'
import { TransitIpsField } from './transit-ips-field'

type Values = { name: string; description: string; primary: boolean; transitIps: string[] }

/** The request the form sends. */
export const request = (v: Values, nic: InstanceNetworkInterface) =>
  apiRequest('instanceNetworkInterfaceUpdate', {
    path: { interface: nic.id },
    query: {},
    body: {
      name: v.name,
      description: v.description,
      // only a secondary can be promoted; sending false for the primary would be refused
      ...(v.primary && !nic.primary ? { primary: true } : {}),
      transitIps: v.transitIps,
    },
  })

/** "Edit network interface": name, description, primary, transit IPs. */
export function EditNicSideModal({
  nic,
  onDismiss,
}: {
  nic: InstanceNetworkInterface
  onDismiss: () => void
}) {
  const form = useForm<Values>({
    defaultValues: {
      name: nic.name,
      description: nic.description,
      primary: nic.primary,
      transitIps: transitIpsOf(nic),
    },
  })
  const subnet = useQuery(subnetById(nic.subnetId))
  const update = useApiMutation('instanceNetworkInterfaceUpdate', {
    onSuccess(updated) {
      invalidateNics()
      addToast({
        content: (
          <>
            Network interface <ToastName>{updated.name}</ToastName> updated
          </>
        ),
      })
      onDismiss()
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="network interface"
      subtitle={<span className="font-mono">{nic.name}</span>}
      onDismiss={onDismiss}
      onSubmit={(v) => update.mutate(request(v, nic))}
      request={(v) => request(v, nic)}
      loading={update.isPending}
      submitError={update.error}
    >
      <PropertiesTable className="mb-0">
        {privateIps(nic).map((p) => (
          <PropertiesTable.Row key={p.version} label={`Private IP${p.version}`}>
            <span className="font-mono text-xs">{p.ip}</span>
          </PropertiesTable.Row>
        ))}
        <PropertiesTable.Row label="MAC address">
          <span className="font-mono text-xs">{nic.mac}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Subnet">
          {subnet.data ? `${subnet.data.name} (${subnet.data.ipv4Block})` : undefined}
        </PropertiesTable.Row>
      </PropertiesTable>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <CheckboxField
        name="primary"
        control={form.control}
        disabled={nic.primary}
        description={
          nic.primary
            ? 'This is the primary interface. To change that, make another interface primary.'
            : 'The instance’s default route and external IPs move to the primary interface.'
        }
      >
        Primary interface
      </CheckboxField>
      <Message
        variant="info"
        content={`This network interface supports ${supportedTransitText(nic)} transit IPs.`}
      />
      <TransitIpsField control={form.control} nic={nic} />
    </SideModalForm>
  )
}
