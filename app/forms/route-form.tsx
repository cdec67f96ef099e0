import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn } from 'react-hook-form'

import { qAll } from '~/api/client'
import { type RouterSelector } from '~/api/selectors'
import { ComboboxField } from '~/components/form/combobox-field'
import { ListboxField } from '~/components/form/listbox-field'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { vpcSubnetsAll } from '~/resources/vpcs/router-queries'

import {
  DESTINATION_LABEL,
  TARGET_LABEL,
  validateDestination,
  validateDestinationType,
  validateTarget,
  validateTargetType,
  type DestinationType,
  type RouteFormValues,
  type TargetType,
} from './route-values'

export const routeDocs = [
  { href: 'https://docs.oxide.computer/guides/configuring-guest-networking', label: 'Networking' },
]

const destinationTypes: DestinationType[] = ['ip', 'ip_net', 'subnet', 'vpc']
const targetTypes: TargetType[] = ['ip', 'instance', 'internet_gateway', 'drop', 'subnet', 'vpc']

const DESTINATION_HINT: Partial<Record<DestinationType, string>> = {
  ip: 'An IP address, like 192.168.1.222 or fd00::1',
  ip_net: 'An IP network, like 192.168.0.0/16 or fd00::/64',
  subnet: 'A subnet of this VPC',
}
const TARGET_HINT: Partial<Record<TargetType, string>> = {
  ip: 'An IP address, like 10.0.1.5 or fd00::2',
  instance: 'An instance of this project',
  internet_gateway: 'An internet gateway of this VPC',
}

const names = (items: { name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.name, label: i.name }))

/**
 * Name, description, destination and target of a route. Each value is checked against its
 * kind in the browser (spec section 5 for addresses and networks); kinds the API refuses in
 * user-provided routes say so as soon as they are picked.
 */
export function RouteFields({
  form,
  sel,
  disabled = false,
}: {
  form: UseFormReturn<RouteFormValues>
  sel: RouterSelector
  disabled?: boolean
}) {
  const { control } = form
  const destinationType = form.watch('destinationType')
  const targetType = form.watch('targetType')
  const { project, vpc } = sel
  const subnets = useQuery({
    ...vpcSubnetsAll(sel),
    enabled: destinationType === 'subnet',
    throwOnError: false,
  })
  const instances = useQuery({
    ...qAll('instanceList', { query: { project } }),
    enabled: targetType === 'instance',
    throwOnError: false,
  })
  const gateways = useQuery({
    ...qAll('internetGatewayList', { query: { project, vpc } }),
    enabled: targetType === 'internet_gateway',
    throwOnError: false,
  })

  // a new kind starts from an empty value; the kind's own check runs at once
  const onKind = (field: 'destination' | 'target') => () => {
    form.setValue(`${field}Value`, '')
    form.clearErrors(`${field}Value`)
    void form.trigger(`${field}Type`)
  }

  return (
    <>
      <NameField name="name" control={control} autoFocus={!disabled} disabled={disabled} />
      <DescriptionField name="description" control={control} disabled={disabled} />
      <ListboxField
        name="destinationType"
        label="Destination type"
        control={control}
        required
        disabled={disabled}
        items={destinationTypes.map((t) => ({ value: t, label: DESTINATION_LABEL[t] }))}
        validate={validateDestinationType}
        onChange={onKind('destination')}
      />
      {destinationType === 'subnet' ? (
        <ComboboxField
          key="subnet"
          name="destinationValue"
          label="Destination value"
          control={control}
          required
          disabled={disabled}
          description={DESTINATION_HINT.subnet}
          items={names(subnets.data?.items)}
          isLoading={subnets.isPending}
          allowArbitraryValues
          validate={(v, values) => validateDestination(v, values.destinationType)}
        />
      ) : (
        <TextField
          key="text"
          name="destinationValue"
          label="Destination value"
          control={control}
          required
          disabled={disabled || !!validateDestinationType(destinationType)}
          description={DESTINATION_HINT[destinationType]}
          validate={(v, values) => validateDestination(v, values.destinationType)}
        />
      )}
      <ListboxField
        name="targetType"
        label="Target type"
        control={control}
        required
        disabled={disabled}
        items={targetTypes.map((t) => ({ value: t, label: TARGET_LABEL[t] }))}
        validate={validateTargetType}
        onChange={onKind('target')}
      />
      {targetType === 'instance' || targetType === 'internet_gateway' ? (
        <ComboboxField
          key={targetType}
          name="targetValue"
          label="Target value"
          control={control}
          required
          disabled={disabled}
          description={TARGET_HINT[targetType]}
          items={names((targetType === 'instance' ? instances : gateways).data?.items)}
          isLoading={(targetType === 'instance' ? instances : gateways).isPending}
          allowArbitraryValues
          validate={(v, values) =>
            validateTarget(v, values.targetType, {
              type: values.destinationType,
              value: values.destinationValue,
            })
          }
        />
      ) : targetType === 'drop' ? null : (
        <TextField
          key="text"
          name="targetValue"
          label="Target value"
          control={control}
          required
          disabled={disabled || !!validateTargetType(targetType)}
          description={TARGET_HINT[targetType]}
          validate={(v, values) =>
            validateTarget(v, values.targetType, {
              type: values.destinationType,
              value: values.destinationValue,
            })
          }
        />
      )}
    </>
  )
}
