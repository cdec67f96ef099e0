import { useQuery } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { apiRequest, type SomeRequest } from '~/api/api-request'
import { invalidate, qAll, useApiMutation } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { ListboxField } from '~/components/form/listbox-field'
import { TextField } from '~/components/form/text-field'
import { Button } from '~/ui/button'
import { addToast, ToastName } from '~/ui/toast'

import { validateGatewayAddress } from './gateway-address'
import { addressAttachmentName, poolAttachmentName } from './gateway-attach'
import { type GatewaySel } from './gateway-detach'

const siloPools = () => qAll('ipPoolList', {})

/** Asks before attaching a pool or an address; once attached, the form is cleared and a toast says so. */
function confirmAttach({
  what,
  value,
  content,
  request,
  attach,
  reset,
}: {
  what: 'IP pool' | 'IP address'
  value: string
  content: ReactNode
  /** What `attach` sends, shown as "Equivalent CLI". */
  request: SomeRequest
  attach: () => Promise<unknown>
  reset: () => void
}) {
  confirmAction({
    title: `Attach ${what}`,
    content,
    actionType: 'primary',
    actionText: 'Attach',
    errorTitle: `Could not attach ${what}`,
    requests: () => request,
    doAction: async () => {
      await attach()
      reset()
      addToast({
        content: (
          <>
            {what} <ToastName>{value}</ToastName> attached
          </>
        ),
      })
    },
  })
}

/**
 * Attach one of the silo's linked IP pools (those not attached yet), after a confirm; the
 * API's refusal is said in the confirm's error toast and nothing changes.
 */
export function AttachPoolForm({
  sel,
  attached,
  names,
}: {
  sel: GatewaySel
  /** The ids of the pools already attached. */
  attached: string[]
  /** The names of the gateway's pool attachments. */
  names: string[]
}) {
  const pools = useQuery({ ...siloPools(), throwOnError: false })
  const form = useForm({ defaultValues: { pool: '' } })
  const attach = useApiMutation('internetGatewayIpPoolCreate', {
    onSuccess: () => invalidate('internetGatewayIpPoolList'),
  })
  const attachedIds = new Set(attached)
  const items = (pools.data?.items ?? [])
    .filter((p) => !attachedIds.has(p.id))
    .map((p) => ({ value: p.name, label: p.name }))
  const { project, vpc, gateway } = sel
  const onSubmit = form.handleSubmit(({ pool }) => {
    const req = apiRequest('internetGatewayIpPoolCreate', {
      query: { project, vpc, gateway },
      body: { name: poolAttachmentName(pool, names), description: '', ipPool: pool },
    })
    confirmAttach({
      what: 'IP pool',
      value: pool,
      content: (
        <p>
          Attach IP pool <strong>{pool}</strong> to internet gateway <strong>{gateway}</strong>?
          Traffic routed to this gateway may then use addresses from this pool.
        </p>
      ),
      request: req,
      attach: () => attach.mutateAsync(req),
      reset: () => form.reset(),
    })
  })
  return (
    <form onSubmit={onSubmit} className="mt-3 flex items-end gap-2">
      <ListboxField
        name="pool"
        label="IP pool to attach"
        control={form.control}
        required
        items={items}
        isLoading={pools.isPending}
        placeholder="Select a pool"
        noItemsPlaceholder={
          pools.error ? 'Could not load the pools' : 'Every linked pool is attached'
        }
        className="grow"
      />
      <Button writes type="submit" size="sm" variant="secondary">
        Attach pool
      </Button>
    </form>
  )
}

/**
 * Attach an IP address after a confirm: checked in the browser (an address, of a version the
 * silo's pools hold); the API's refusal (an address in none of the pools) lands on the field
 * as well as in the confirm's error toast.
 */
export function AttachAddressForm({ sel, names }: { sel: GatewaySel; names: string[] }) {
  const form = useForm({ defaultValues: { address: '' } })
  const pools = useQuery({ ...siloPools(), throwOnError: false })
  const attach = useApiMutation('internetGatewayIpAddressCreate', {
    onSuccess: () => invalidate('internetGatewayIpAddressList'),
  })
  const { project, vpc, gateway } = sel
  const onSubmit = form.handleSubmit(({ address }) => {
    const value = address.trim()
    const req = apiRequest('internetGatewayIpAddressCreate', {
      query: { project, vpc, gateway },
      body: { name: addressAttachmentName(value, names), description: '', address: value },
    })
    confirmAttach({
      what: 'IP address',
      value,
      content: (
        <p>
          Attach IP address <strong>{value}</strong> to internet gateway <strong>{gateway}</strong>?
        </p>
      ),
      request: req,
      attach: async () => {
        try {
          await attach.mutateAsync(req)
        } catch (e) {
          form.setError('address', { message: e instanceof Error ? e.message : String(e) })
          throw e
        }
      },
      reset: () => form.reset(),
    })
  })
  return (
    <form onSubmit={onSubmit} className="mt-3 flex items-start gap-2">
      <TextField
        name="address"
        label="IP address to attach"
        control={form.control}
        required
        validate={(v) => validateGatewayAddress(v, pools.data?.items)}
        className="grow"
      />
      <Button writes type="submit" size="sm" variant="secondary" className="mt-6">
        Attach address
      </Button>
    </form>
  )
}
