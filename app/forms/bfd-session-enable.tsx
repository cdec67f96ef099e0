import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type BfdMode, type BfdSessionEnable, type SwitchSlot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { RadioField } from '~/components/form/choice-fields'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { validateIp } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { addToast, ToastName } from '~/ui/toast'

import { bgpDocs } from './bgp-config-values'
import { SwitchSlotField } from './switch-slot-field'

export const handle: RouteHandle = { crumb: 'Enable BFD session', titleOnly: true }

export type BfdEnableValues = {
  switchSlot: SwitchSlot
  remote: string
  local: string
  mode: BfdMode
  detectionThreshold: number
  /** Milliseconds here; the API takes microseconds. */
  requiredRxMs: number
}

const body = (v: BfdEnableValues): BfdSessionEnable => ({
  switchSlot: v.switchSlot,
  remote: v.remote.trim(),
  local: v.local.trim() || null,
  mode: v.mode,
  detectionThreshold: v.detectionThreshold,
  requiredRx: Math.round(v.requiredRxMs * 1000),
})

/** The request the form sends. */
export const request = (v: BfdEnableValues) => apiRequest('networkingBfdEnable', { body: body(v) })

/** Side modal at /system/networking/bfd-new: a BFD session with a peer, on one switch. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<BfdEnableValues>({
    defaultValues: {
      switchSlot: 'switch0',
      remote: '',
      local: '',
      mode: 'single_hop',
      detectionThreshold: 3,
      requiredRxMs: 300,
    },
  })
  const enable = useApiMutation('networkingBfdEnable', {
    onSuccess(_r, { body: sent }) {
      void invalidate('networkingBfdStatus')
      addToast({
        content: (
          <>
            BFD session with <ToastName>{sent.remote}</ToastName> enabled
          </>
        ),
      })
      void navigate(pb.bfd())
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      title="Enable BFD session"
      submitLabel="Enable session"
      resourceName="BFD session"
      onDismiss={() => navigate(pb.bfd())}
      onSubmit={(v) => enable.mutate(request(v))}
      request={request}
      loading={enable.isPending}
      submitError={enable.error}
      docs={bgpDocs}
    >
      <SwitchSlotField name="switchSlot" control={form.control} />
      <TextField
        name="remote"
        label="Peer address"
        control={form.control}
        required
        placeholder="192.0.2.1"
        description="The router at the other end; it must run BFD too, or the session stays down"
        validate={(v) => validateIp(v.trim())}
      />
      <TextField
        name="local"
        label="Local address"
        control={form.control}
        placeholder="0.0.0.0"
        description="The switch's address for BFD traffic; empty listens on the unspecified address"
        validate={(v) => (v.trim() ? validateIp(v.trim()) : undefined)}
      />
      <RadioField
        name="mode"
        label="Mode"
        control={form.control}
        required
        items={[
          { value: 'single_hop', label: 'Single hop (a directly connected peer)' },
          { value: 'multi_hop', label: 'Multi hop (a peer routed to)' },
        ]}
      />
      <NumberField
        name="requiredRxMs"
        label="Required receive interval"
        control={form.control}
        required
        min={1}
        max={10_000}
        units="ms"
        description="The longest the switch waits between the peer's control packets"
      />
      <NumberField
        name="detectionThreshold"
        label="Detection threshold"
        control={form.control}
        required
        min={1}
        max={255}
        description="Missed packets in a row before the session goes down"
      />
    </SideModalForm>
  )
}
