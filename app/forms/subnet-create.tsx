import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useVpcSelector, type VpcSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { ListboxField } from '~/components/form/listbox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadVpc, vpcRouters, vpcView } from '~/resources/vpcs/vpc-queries'

import { validateSubnetIpv4, validateSubnetIpv6 } from './subnet-validators'

export const loader = loadVpc

export const handle: RouteHandle = { crumb: 'New subnet', titleOnly: true }

export const subnetDocs = [
  { href: 'https://docs.oxide.computer/guides/configuring-guest-networking', label: 'Networking' },
]

/** The choice of no custom router (a value no name can have). */
export const NO_ROUTER = '-' // never a router's name

/** The custom routers a subnet may use, and "None" (the system router alone). */
export function useRouterChoices(sel: { project: string; vpc: string }) {
  const routers = useQuery({ ...vpcRouters(sel), throwOnError: false })
  return {
    isLoading: routers.isPending,
    items: [
      { value: NO_ROUTER, label: 'None' },
      ...(routers.data?.items ?? [])
        .filter((r) => r.kind === 'custom')
        .map((r) => ({ value: r.name, label: r.name })),
    ],
  }
}

const defaultValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: NO_ROUTER,
}

/** The request the form sends. */
export const request = (
  { ipv4Block, ipv6Block, customRouter, ...values }: typeof defaultValues,
  sel: VpcSelector,
) =>
  apiRequest('vpcSubnetCreate', {
    query: sel,
    body: {
      ...values,
      ipv4Block: ipv4Block.trim(),
      ipv6Block: ipv6Block.trim() || undefined,
      customRouter: customRouter === NO_ROUTER ? undefined : customRouter,
    },
  })

/** Side modal at subnets-new: the blocks are checked here before anything is sent. */
export function Component() {
  const sel = useVpcSelector()
  const navigate = useNavigate()
  const vpc = usePrefetchedQuery(vpcView(sel))
  const routers = useRouterChoices(sel)
  const form = useForm({ defaultValues })
  const createSubnet = useApiMutation('vpcSubnetCreate', {
    onSuccess: useCreated({
      kind: 'subnet',
      invalidates: ['vpcSubnetList', 'vpcRouterRouteList'],
      to: () => pb.vpcSubnets(sel),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="subnet"
      onDismiss={() => navigate(pb.vpcSubnets(sel))}
      onSubmit={(values) => createSubnet.mutate(request(values, sel))}
      request={(values) => request(values, sel)}
      loading={createSubnet.isPending}
      submitError={createSubnet.error}
      docs={subnetDocs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="ipv4Block"
        label="IPv4 block"
        control={form.control}
        required
        description="A private network of width /8 to /26 that no other subnet of the VPC uses, like 10.1.0.0/24"
        validate={validateSubnetIpv4}
      />
      <TextField
        name="ipv6Block"
        label="IPv6 block"
        control={form.control}
        description={`A /64 inside the VPC’s prefix ${vpc.ipv6Prefix}; leave blank to have one chosen`}
        validate={(v) => validateSubnetIpv6(v, vpc.ipv6Prefix)}
      />
      <ListboxField
        name="customRouter"
        label="Custom router"
        control={form.control}
        required
        description="Routes of a custom router apply before those of the VPC’s system router"
        isLoading={routers.isLoading}
        items={routers.items}
      />
    </SideModalForm>
  )
}
