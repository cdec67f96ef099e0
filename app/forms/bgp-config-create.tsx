import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { announceSets } from '~/resources/rack-networking/rack-net-queries'

import { ASN_MAX, bgpConfigBody, bgpDocs, type BgpConfigValues } from './bgp-config-values'

/** The request the form sends. */
export const request = (v: BgpConfigValues) =>
  apiRequest('networkingBgpConfigCreate', { body: bgpConfigBody(v) })

export const handle: RouteHandle = { crumb: 'New BGP config', titleOnly: true }

const defaultValues: BgpConfigValues = {
  name: '',
  description: '',
  asn: Number.NaN,
  bgpAnnounceSetId: '',
  maxPaths: 1,
  vrf: '',
}

/** Side modal at /system/networking/bgp/configs-new: the rack's ASN and what it announces. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const sets = useQuery({ ...announceSets, throwOnError: false })
  const create = useApiMutation('networkingBgpConfigCreate', {
    onSuccess: useCreated({
      kind: 'BGP config',
      invalidates: ['networkingBgpConfigList'],
      to: () => pb.bgpConfigs(),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="BGP config"
      onDismiss={() => navigate(pb.bgpConfigs())}
      onSubmit={(v) => create.mutate(request(v))}
      request={request}
      loading={create.isPending}
      submitError={create.error}
      docs={bgpDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <NumberField
        name="asn"
        label="ASN"
        control={form.control}
        required
        min={1}
        max={ASN_MAX}
        description="The rack's autonomous system number; it cannot be changed later"
      />
      <ListboxField
        name="bgpAnnounceSetId"
        label="Announce set"
        control={form.control}
        required
        isLoading={sets.isPending}
        noItemsPlaceholder="No announce sets: create one first"
        description="The prefixes this configuration announces to its peers"
        items={(sets.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
      />
      <NumberField
        name="maxPaths"
        label="Max paths"
        control={form.control}
        required
        min={1}
        max={32}
        description="How many equal-cost best paths to use at once"
      />
      <NameField
        name="vrf"
        label="VRF"
        control={form.control}
        required={false}
        description="Optional virtual routing and forwarding instance"
      />
    </SideModalForm>
  )
}
