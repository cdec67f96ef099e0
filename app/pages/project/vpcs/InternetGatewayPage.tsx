import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { gatewaySelector, useSelector } from '~/api/selectors'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  gatewayAddresses,
  gatewayPools,
  gatewayView,
  useGatewayRoutes,
} from '~/resources/vpcs/gateway-queries'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'

import { noAddressText } from './gateway-attach'

// the attach forms carry the field kit and the listbox: loaded after the first paint
const AttachPoolForm = lazy(() =>
  import('./gateway-attach-forms').then((m) => ({ default: m.AttachPoolForm })),
)
const AttachAddressForm = lazy(() =>
  import('./gateway-attach-forms').then((m) => ({ default: m.AttachAddressForm })),
)

export async function loader({ params }: LoaderFunctionArgs) {
  const sel = gatewaySelector(params)
  // a failure is said in the modal, over the list
  await Promise.all([
    queryClient.prefetchQuery(gatewayView(sel, sel.gateway)),
    queryClient.prefetchQuery(gatewayPools(sel, sel.gateway)),
    queryClient.prefetchQuery(gatewayAddresses(sel, sel.gateway)),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => gatewaySelector(params).gateway,
  titleOnly: true,
}

const loading = (
  <div className="flex items-center gap-2 py-3 text-tertiary">
    <Spinner label="Loading" /> Loading…
  </div>
)

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-sm font-medium text-fg">{title}</h3>
      {children}
    </section>
  )
}

type Item = { id: string; name: string; description: string; label: string; value?: string }

/** What is attached, each with its Detach button (named after the item for a screen reader). */
function Items({
  items,
  empty,
  onDetach,
}: {
  items: Item[]
  empty: string
  onDetach: (item: Item) => void
}) {
  if (items.length === 0) return <p className="text-sm text-secondary">{empty}</p>
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {items.map((i) => (
        <li key={i.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="font-medium text-fg">{i.name}</span>
            {i.description && <span className="ml-2 text-secondary">{i.description}</span>}
          </span>
          <span className="flex items-center gap-3">
            {i.value && <span className="font-mono text-xs text-fg">{i.value}</span>}
            <Button
              writes
              size="sm"
              variant="ghost"
              aria-label={`Detach ${i.label}`}
              onClick={() => onDetach(i)}
            >
              Detach
            </Button>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** One internet gateway over the list: its properties, pools, addresses and routes. */
export function Component() {
  const sel = useSelector(gatewaySelector)
  const navigate = useNavigate()
  const name = sel.gateway
  const gateway = useQuery({ ...gatewayView(sel, name), throwOnError: false })
  const pools = useQuery({ ...gatewayPools(sel, name), throwOnError: false })
  const addresses = useQuery({ ...gatewayAddresses(sel, name), throwOnError: false })
  const routes = useGatewayRoutes(sel)
  const targeting = routes.byGateway.get(name) ?? []
  // the detach confirm's code loads on first use
  const detach = (kind: 'IP pool' | 'IP address', item: { name: string; label: string }) =>
    void import('./gateway-detach').then((m) => m.detach(kind, sel, item.name, item.label))

  return (
    <ReadOnlySideModal
      title="Internet gateway"
      subtitle={name}
      onDismiss={() => navigate(pb.vpcInternetGateways(sel))}
    >
      {gateway.data ? (
        <ResourceProperties resource={gateway.data}>
          <PropertiesTable.Row label="Description">
            {gateway.data.description || <span className="text-tertiary">—</span>}
          </PropertiesTable.Row>
        </ResourceProperties>
      ) : gateway.error ? (
        <Message
          variant="error"
          title="Could not load the internet gateway"
          content={gateway.error.message}
        />
      ) : (
        loading
      )}
      <Section title="IP pools">
        {pools.data ? (
          <>
            <Items
              items={pools.data.items.map((p) => ({ ...p, label: p.name }))}
              empty="No IP pool is attached to this gateway."
              onDetach={(p) => detach('IP pool', p)}
            />
            <Suspense fallback={null}>
              <AttachPoolForm
                sel={sel}
                attached={pools.data.items.map((p) => p.ipPoolId)}
                names={pools.data.items.map((p) => p.name)}
              />
            </Suspense>
          </>
        ) : pools.error ? (
          <Message variant="error" content={pools.error.message} />
        ) : (
          loading
        )}
      </Section>
      <Section title="IP addresses">
        {addresses.data ? (
          <>
            <Items
              items={addresses.data.items.map((a) => ({
                ...a,
                value: a.address,
                label: a.address,
              }))}
              empty={noAddressText(pools.data?.items.length)}
              onDetach={(a) => detach('IP address', a)}
            />
            <Suspense fallback={null}>
              <AttachAddressForm sel={sel} names={addresses.data.items.map((a) => a.name)} />
            </Suspense>
          </>
        ) : addresses.error ? (
          <Message variant="error" content={addresses.error.message} />
        ) : (
          loading
        )}
      </Section>
      <Section title="Routes targeting this gateway">
        {routes.isPending ? (
          loading
        ) : targeting.length === 0 ? (
          <p className="text-sm text-secondary">No VPC router routes target this gateway.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {targeting.map(({ router, route }) => (
              <li key={route.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                <Link
                  to={pb.vpcRouter({ ...sel, router })}
                  className="text-fg underline-offset-2 hover:underline"
                >
                  {router}
                </Link>
                <span className="text-secondary">{route.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </ReadOnlySideModal>
  )
}
