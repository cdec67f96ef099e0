import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { bgpConfigSelector, useSelector } from '~/api/selectors'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'
import { allBgpConfigs, announceSets } from '~/resources/rack-networking/rack-net-queries'
import { PropertiesTable } from '~/ui/page-header'

import { bgpConfigUpdateBody, bgpDocs } from './bgp-config-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const { bgpConfig } = bgpConfigSelector(params)
  const { items } = await queryClient.ensureQueryData(allBgpConfigs)
  if (!items.some((c) => c.name === bgpConfig || c.id === bgpConfig)) {
    throw new ApiError({
      statusCode: 404,
      errorCode: 'ObjectNotFound',
      message: `not found: bgp-config with name "${bgpConfig}"`,
      method: 'networkingBgpConfigList',
    })
  }
  return null
}

/** The request the form sends. */
export const request = (v: Values, nameOrId: string) =>
  apiRequest('networkingBgpConfigUpdate', { query: { nameOrId }, body: bgpConfigUpdateBody(v) })

export const handle: RouteHandle = { crumb: 'Edit BGP config', titleOnly: true }

type Values = { name: string; description: string; maxPaths: number; bgpAnnounceSetId: string }

/** Side modal at /system/networking/bgp/configs/:bgpConfig/edit. */
export function Component() {
  const navigate = useNavigate()
  const { bgpConfig: key } = useSelector(bgpConfigSelector)
  const { items } = usePrefetchedQuery(allBgpConfigs)
  const config = items.find((c) => c.name === key || c.id === key)!
  const sets = useQuery({ ...announceSets, throwOnError: false })
  const form = useForm<Values>({
    defaultValues: {
      name: config.name,
      description: config.description,
      maxPaths: config.maxPaths,
      // the API does not say which set a config announces: left empty, it stays as it is
      bgpAnnounceSetId: '',
    },
  })
  const update = useApiMutation('networkingBgpConfigUpdate', {
    onSuccess: useUpdated({
      kind: 'BGP config',
      invalidates: ['networkingBgpConfigList'],
      to: () => pb.bgpConfigs(),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="BGP config"
      onDismiss={() => navigate(pb.bgpConfigs())}
      onSubmit={(v) => update.mutate(request(v, config.name))}
      request={(v) => request(v, config.name)}
      loading={update.isPending}
      submitError={update.error}
      docs={bgpDocs}
    >
      <ResourceProperties resource={config} className="mb-0">
        <PropertiesTable.Row label="ASN">{config.asn}</PropertiesTable.Row>
        <PropertiesTable.Row label="VRF">{config.vrf ?? '—'}</PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <ListboxField
        name="bgpAnnounceSetId"
        label="Announce set"
        control={form.control}
        isLoading={sets.isPending}
        placeholder="Keep the current set"
        description="Choose a set to announce instead; the ASN and VRF cannot be changed"
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
    </SideModalForm>
  )
}
