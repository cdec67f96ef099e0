import { useQuery } from '@tanstack/react-query'
import { type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { MaybeLink } from '~/components/shell/maybe-link'
import { PartError } from '~/components/shell/part-error'
import { Card } from '~/ui/card'

import { instanceSelector, loadInstance, useInstance, useInstanceSelector } from '../instance-data'
import { ExternalIpsCard } from './networking/external-ips-card'
import { primaryNic } from './networking/ip-rules'
import {
  externalIpList,
  instanceNics,
  projectFloatingIps,
  siloPools,
  subnetById,
  vpcById,
} from './networking/networking-queries'
import { NicsCard } from './networking/nics-card'

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
  ])
  await Promise.all(
    nics.items.flatMap((n) => [
      queryClient.prefetchQuery(vpcById(n.vpcId)),
      queryClient.prefetchQuery(subnetById(n.subnetId)),
    ]),
  )
  return null
}

/** Where the rules that reach this instance are kept: the primary interface's VPC. */
function FirewallCard({ project, vpcId }: { project: string; vpcId: string | undefined }) {
  const vpc = useQuery({ ...vpcById(vpcId ?? ''), enabled: !!vpcId, throwOnError: false })
  return (
    <Card title="Firewall rules" description="Traffic to and from this instance">
      {vpc.isError ? (
        <PartError what="the VPC of this instance" onRetry={() => void vpc.refetch()} />
      ) : vpc.data ? (
        <p>
          Manage firewall rules affecting this instance in VPC{' '}
          <MaybeLink
            to={`${pb.vpc({ project, vpc: vpc.data.name })}/firewall-rules`}
            className="font-medium text-accent underline-offset-2 hover:underline"
            plainClassName="font-medium text-fg"
          >
            {vpc.data.name}
          </MaybeLink>
          .
        </p>
      ) : (
        <p>Firewall rules belong to a VPC: edit them on the VPC of the primary interface.</p>
      )}
    </Card>
  )
}

/** External IPs, network interfaces and a pointer to the firewall rules. */
export function Component() {
  const sel = useInstanceSelector()
  const instance = useInstance()
  const nics = usePrefetchedQuery(instanceNics(sel)).items
  return (
    <div className="grid gap-6">
      <ExternalIpsCard sel={sel} instance={instance} nics={nics} />
      <NicsCard sel={sel} instance={instance} nics={nics} />
      <FirewallCard project={sel.project} vpcId={primaryNic(nics)?.vpcId} />
    </div>
  )
}
