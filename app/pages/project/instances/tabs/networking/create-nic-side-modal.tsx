import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { invalidateNics, projectVpcs, vpcSubnets } from '~/resources/instances/networking-queries'
import {
  nicCreateBody,
  nicCreateDefaults,
  type NicCreateValues,
} from '~/resources/instances/nic-create'
import { NicFields } from '~/resources/instances/nic-fields'

/** The request the form sends. */
export const request = (v: NicCreateValues, sel: InstanceSelector) =>
  apiRequest('instanceNetworkInterfaceCreate', {
    query: { instance: sel.instance, project: sel.project },
    body: nicCreateBody(v),
  })

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
      onSubmit={(v) => create.mutate(request(v, sel))}
      request={(v) => request(v, sel)}
      loading={create.isPending}
      submitError={create.error}
    >
      <NameField name="name" control={control} autoFocus />
      <DescriptionField name="description" control={control} />
      <NicFields
        control={control}
        vpc={vpc}
        ipConfig={ipConfig}
        vpcs={choices}
        vpcsLoading={vpcs.isPending}
        vpcDescription={
          fixedVpcId ? 'All interfaces of an instance are in the same VPC' : undefined
        }
        subnets={subnets.data?.items ?? []}
        subnetsLoading={!!vpc && subnets.isPending}
        subnetLabel={(s) => (
          <span className="flex items-baseline justify-between gap-3">
            <span className="truncate">{s.name}</span>
            <span className="shrink-0 font-mono text-xs text-tertiary">{s.ipv4Block}</span>
          </span>
        )}
        onVpcChange={() => setValue('subnet', '')}
      />
    </SideModalForm>
  )
}
