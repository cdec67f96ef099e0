import { Suspense } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { instanceSelector, useInstanceSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadInstance, useInstance } from '~/resources/instances/instance-queries'
import {
  externalIpList,
  instanceNics,
  projectExternalSubnets,
  projectFloatingIps,
  siloPools,
  subnetById,
  vpcById,
} from '~/resources/instances/networking-queries'
import { rulesList } from '~/resources/vpcs/firewall-rules'
import { preloadable } from '~/ui/preloadable'

import { ExternalIpsCard } from './networking/external-ips-card'
import { ExternalSubnetsCard, instanceExternalSubnets } from './networking/external-subnets-card'
import { primaryNic } from './networking/ip-rules'
import { NicsCard } from './networking/nics-card'

// the rules that apply to the instance: their code and data come with the loader
const FirewallCard = preloadable(() =>
  import('./networking/firewall-card').then((m) => m.FirewallCard),
)

export const handle: RouteHandle = { crumb: 'Networking' }

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = instanceSelector(params)
  const [, nics] = await Promise.all([
    loadInstance(params),
    queryClient.ensureQueryData(instanceNics(sel)),
    queryClient.ensureQueryData(externalIpList(sel)),
    // names and choices: nice to have at once, never worth failing the page for
    queryClient.prefetchQuery(siloPools()),
    queryClient.prefetchQuery(projectFloatingIps(sel.project)),
    queryClient.prefetchQuery(instanceExternalSubnets(sel)),
    queryClient.prefetchQuery(projectExternalSubnets(sel.project)),
    // the card's code, fetched alongside the data
    FirewallCard.preload().catch(() => undefined),
  ])
  const primary = primaryNic(nics.items)
  await Promise.all([
    ...nics.items.flatMap((n) => [
      queryClient.prefetchQuery(vpcById(n.vpcId)),
      queryClient.prefetchQuery(subnetById(n.subnetId)),
    ]),
    // the rules that apply to the instance: those of its primary interface's VPC
    primary &&
      queryClient
        .fetchQuery(vpcById(primary.vpcId))
        .then((vpc) =>
          queryClient.prefetchQuery(rulesList({ project: sel.project, vpc: vpc.name })),
        )
        .catch(() => undefined),
  ])
  return null
}

/** External IPs, network interfaces and the firewall rules that apply to the instance. */
export function Component() {
  const sel = useInstanceSelector()
  const instance = useInstance()
  const nics = usePrefetchedQuery(instanceNics(sel)).items
  return (
    <div className="grid gap-6">
      <ExternalIpsCard sel={sel} instance={instance} nics={nics} />
      <ExternalSubnetsCard sel={sel} instance={instance} />
      <NicsCard sel={sel} instance={instance} nics={nics} />
      <Suspense fallback={null}>
        <FirewallCard project={sel.project} instance={sel.instance} nics={nics} />
      </Suspense>
    </div>
  )
}
