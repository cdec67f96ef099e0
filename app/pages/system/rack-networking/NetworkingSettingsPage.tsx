import { Outlet, useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { mono, rackNetDocs, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import {
  allowList,
  inboundIcmp,
  networkingSettings,
} from '~/resources/rack-networking/rack-net-queries'
import { formatDateTime } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(allowList),
    queryClient.ensureQueryData(inboundIcmp),
    queryClient.ensureQueryData(networkingSettings),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: 'Rack Networking',
  crumbPath: pb.networkingSettings(),
}

const docs = rackNetDocs(
  'Rack networking',
  "Rack-wide settings of the external network: which source addresses may reach the rack's user-facing services (the console and the API), whether those services accept inbound ICMP, and whether instances may opt in to jumbo frames.",
)

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="space-y-3 border-t border-line pt-6 first:border-0 first:pt-0">
    <h2 className="text-base font-medium text-fg">{title}</h2>
    {children}
  </section>
)

/** The allow-list (its edit form opens in the outlet), inbound ICMP and jumbo frames. */
export function Component() {
  const navigate = useNavigate()
  const list = usePrefetchedQuery(allowList)
  const icmp = usePrefetchedQuery(inboundIcmp)
  const settings = usePrefetchedQuery(networkingSettings)
  const setIcmp = useApiMutation('networkingInboundIcmpUpdate', {
    onSuccess: () => invalidate('networkingInboundIcmpView'),
  })
  const setJumbo = useApiMutation('systemNetworkingSettingsUpdate', {
    onSuccess: () => invalidate('systemNetworkingSettingsView'),
  })

  const allowed = list.allowedIps
  const ips = allowed.allow === 'list' ? allowed.ips : []
  const jumbo = settings.externalJumboFramesOptInEnabled

  return (
    <>
      <PageHeader title="Rack Networking" icon={<RackNetIcon size={20} />} adornment={docs} />
      <div className="space-y-8">
        <Section title="External API allow-list">
          <PropertiesTable>
            <PropertiesTable.Row label="Allowed sources">
              {allowed.allow === 'any' ? (
                <Badge color="warning">Any address</Badge>
              ) : (
                <span>{ips.length === 1 ? '1 network' : `${ips.length} networks`}</span>
              )}
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Last changed">
              {formatDateTime(list.timeModified)}
            </PropertiesTable.Row>
          </PropertiesTable>
          {allowed.allow === 'list' && (
            <ul aria-label="Allowed source networks" className="flex flex-wrap gap-2">
              {ips.map((ip) => (
                <li key={ip} className="rounded border border-line px-2 py-1">
                  {mono(ip)}
                </li>
              ))}
            </ul>
          )}
          <Button writes size="sm" variant="secondary" onClick={() => navigate(pb.allowListEdit())}>
            Edit allow-list
          </Button>
        </Section>

        <Section title="Inbound ICMP">
          <p className="text-sm text-secondary">
            Inbound ICMP to the rack's services is{' '}
            <strong className="font-medium text-fg">{icmp.enabled ? 'enabled' : 'disabled'}</strong>
            . When enabled, the services receive "destination unreachable", "redirect" and "time
            exceeded" messages, which path MTU discovery needs; otherwise all inbound ICMP is
            dropped.
          </p>
          <Button
            writes
            size="sm"
            variant="secondary"
            onClick={() => {
              const req = apiRequest('networkingInboundIcmpUpdate', {
                body: { enabled: !icmp.enabled },
              })
              confirmAction({
                requests: () => req,
                title: icmp.enabled ? 'Disable inbound ICMP' : 'Enable inbound ICMP',
                content: (
                  <div className="space-y-3">
                    <p>
                      {icmp.enabled
                        ? 'Clients behind links with a small MTU may stall on large responses once path MTU discovery stops working.'
                        : "The rack's services will accept inbound ICMP for path MTU discovery."}
                    </p>
                  </div>
                ),
                actionType: icmp.enabled ? 'danger' : 'primary',
                actionText: icmp.enabled ? 'Disable' : 'Enable',
                errorTitle: 'Could not change inbound ICMP',
                doAction: async () => {
                  await setIcmp.mutateAsync(req)
                  addToast({ content: `Inbound ICMP ${icmp.enabled ? 'disabled' : 'enabled'}` })
                },
              })
            }}
          >
            {icmp.enabled ? 'Disable inbound ICMP' : 'Enable inbound ICMP'}
          </Button>
        </Section>

        <Section title="Jumbo frames">
          <p className="text-sm text-secondary">
            Instances <strong className="font-medium text-fg">{jumbo ? 'may' : 'may not'}</strong>{' '}
            opt in to jumbo frames (an 8500-byte MTU) on their primary interface. When off, an
            instance's opt-in is ignored and its interfaces use the default MTU.
          </p>
          <Button
            writes
            size="sm"
            variant="secondary"
            onClick={() => {
              const req = apiRequest('systemNetworkingSettingsUpdate', {
                body: { externalJumboFramesOptInEnabled: !jumbo },
              })
              confirmAction({
                requests: () => req,
                title: jumbo ? 'Turn off jumbo frames' : 'Allow jumbo frames',
                content: (
                  <div className="space-y-3">
                    <p>
                      {jumbo
                        ? 'Instances that opted in get the default MTU on their next start.'
                        : 'Only turn this on when every upstream link carries 8500-byte frames.'}
                    </p>
                  </div>
                ),
                actionType: 'primary',
                actionText: jumbo ? 'Turn off' : 'Allow',
                errorTitle: 'Could not change the jumbo frames setting',
                doAction: async () => {
                  await setJumbo.mutateAsync(req)
                  addToast({ content: `Jumbo frames ${jumbo ? 'turned off' : 'allowed'}` })
                },
              })
            }}
          >
            {jumbo ? 'Turn off jumbo frames' : 'Allow jumbo frames'}
          </Button>
        </Section>
      </div>
      <Outlet />
    </>
  )
}
