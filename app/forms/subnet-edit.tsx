import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type VpcSubnet } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { q, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { subnetSelector, useSelector } from '~/api/selectors'
import { ListboxField } from '~/components/form/listbox-field'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'
import { subnetNics } from '~/resources/vpcs/subnet-nics-queries'
import { vpcRouters } from '~/resources/vpcs/vpc-queries'
import { PropertiesTable } from '~/ui/page-header'

import { NO_ROUTER, subnetDocs, useRouterChoices } from './subnet-create'

// the subnet's interfaces: their data comes with the loader, their list's code after
const SubnetNics = lazy(() =>
  import('~/resources/vpcs/subnet-nics').then((m) => ({ default: m.SubnetNics })),
)

const subnetView = ({ project, vpc, subnet }: ReturnType<typeof subnetSelector>) =>
  q('vpcSubnetView', { path: { subnet }, query: { project, vpc } })

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = subnetSelector(params)
  // a failure opens the modal with the error, over the list
  await Promise.all([
    queryClient.prefetchQuery(subnetView(sel)),
    queryClient.prefetchQuery(vpcRouters(sel)),
    queryClient.prefetchQuery(subnetNics(sel)),
  ])
  return null
}

type Values = { name: string; description: string; customRouter: string }

/** The request the form sends ("None" clears the custom router). */
export const request = (
  { customRouter, ...body }: Values,
  { project, vpc, subnet }: ReturnType<typeof subnetSelector>,
) =>
  apiRequest('vpcSubnetUpdate', {
    path: { subnet },
    query: { project, vpc },
    body: { ...body, customRouter: customRouter === NO_ROUTER ? null : customRouter },
  })

export const handle: RouteHandle = { crumb: 'Edit subnet', titleOnly: true }

/** Side modal at subnets/:subnet/edit; the blocks are fixed once the subnet exists. */
export function Component() {
  const navigate = useNavigate()
  const sel = useSelector(subnetSelector)
  const view = useQuery({ ...subnetView(sel), throwOnError: false })
  const routerList = useQuery({ ...vpcRouters(sel), throwOnError: false })
  if (!view.data || !routerList.data) {
    return (
      <ModalFallback
        title="Edit subnet"
        error={view.error ?? routerList.error}
        onRetry={() => {
          void view.refetch()
          void routerList.refetch()
        }}
        onDismiss={() => navigate(pb.vpcSubnets(sel))}
      />
    )
  }
  return <EditForm sel={sel} subnet={view.data} routers={routerList.data.items} />
}

function EditForm({
  sel,
  subnet,
  routers,
}: {
  sel: ReturnType<typeof subnetSelector>
  subnet: VpcSubnet
  routers: { id: string; name: string }[]
}) {
  const navigate = useNavigate()
  const { project, vpc } = sel
  const current = routers.find((r) => r.id === subnet.customRouterId)?.name ?? NO_ROUTER
  const choices = useRouterChoices(sel)
  const form = useForm<Values>({
    defaultValues: {
      name: subnet.name,
      description: subnet.description,
      customRouter: current,
    },
  })
  const back = () => navigate(pb.vpcSubnets({ project, vpc }))
  const update = useApiMutation('vpcSubnetUpdate', {
    onSuccess: useUpdated({
      kind: 'subnet',
      invalidates: ['vpcSubnetList', 'vpcSubnetView'],
      to: () => pb.vpcSubnets({ project, vpc }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="subnet"
      onDismiss={back}
      onSubmit={(values) => update.mutate(request(values, { ...sel, subnet: subnet.name }))}
      request={(values) => request(values, { ...sel, subnet: subnet.name })}
      loading={update.isPending}
      submitError={update.error}
      docs={subnetDocs}
    >
      <ResourceProperties resource={subnet} className="mb-0">
        <PropertiesTable.Row label="IPv4 block">
          <span className="font-mono text-xs">{subnet.ipv4Block}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="IPv6 block">
          <span className="font-mono text-xs">{subnet.ipv6Block}</span>
        </PropertiesTable.Row>
      </ResourceProperties>
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <ListboxField
        name="customRouter"
        label="Custom router"
        control={form.control}
        required
        isLoading={choices.isLoading}
        items={choices.items}
      />
      <Suspense fallback={null}>
        <SubnetNics sel={sel} />
      </Suspense>
    </SideModalForm>
  )
}
