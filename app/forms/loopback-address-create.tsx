import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type LoopbackAddressCreate, type SwitchSlot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { CheckboxField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { ipVersion, validateIp } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { allLots, allRacks } from '~/resources/rack-networking/rack-net-queries'
import { addToast, ToastName } from '~/ui/toast'

import { bgpDocs } from './bgp-config-values'
import { SwitchSlotField } from './switch-slot-field'

export const handle: RouteHandle = { crumb: 'New loopback address', titleOnly: true }

type Values = {
  rackId: string
  switchSlot: SwitchSlot
  addressLot: string
  address: string
  mask: number
  anycast: boolean
}

const body = (v: Values): LoopbackAddressCreate => ({
  rackId: v.rackId,
  switchSlot: v.switchSlot,
  addressLot: v.addressLot,
  address: v.address.trim(),
  mask: v.mask,
  anycast: v.anycast,
})

/** The widest mask of the address's family: 32 for IPv4, 128 for IPv6. */
const maxMask = (address: string) => (ipVersion(address.trim()) === 6 ? 128 : 32)

/** The request the form sends. */
export const request = (v: Values) =>
  apiRequest('networkingLoopbackAddressCreate', { body: body(v) })

/** Side modal at /system/networking/loopback-addresses-new. */
export function Component() {
  const navigate = useNavigate()
  const racks = useQuery({ ...allRacks, throwOnError: false })
  const lots = useQuery({ ...allLots, throwOnError: false })
  const form = useForm<Values>({
    defaultValues: {
      rackId: '',
      switchSlot: 'switch0',
      addressLot: '',
      address: '',
      mask: 32,
      anycast: false,
    },
  })
  const values = useWatch({ control: form.control }) as Values
  // one rack is the usual case: it is chosen for the user once the list is in
  const firstRack = racks.data?.items[0]?.id
  useEffect(() => {
    if (firstRack && !form.getValues('rackId')) form.setValue('rackId', firstRack)
  }, [firstRack, form])
  const create = useApiMutation('networkingLoopbackAddressCreate', {
    onSuccess(l) {
      void invalidate('networkingLoopbackAddressList')
      addToast({
        content: (
          <>
            Loopback address <ToastName>{l.address}</ToastName> created
          </>
        ),
      })
      void navigate(pb.loopbackAddresses())
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="loopback address"
      onDismiss={() => navigate(pb.loopbackAddresses())}
      onSubmit={(v) => create.mutate(request(v))}
      request={request}
      loading={create.isPending}
      submitError={create.error}
      docs={bgpDocs}
    >
      <ListboxField
        name="rackId"
        label="Rack"
        control={form.control}
        required
        isLoading={racks.isPending}
        items={(racks.data?.items ?? []).map((r) => ({ value: r.id, label: r.id }))}
      />
      <SwitchSlotField name="switchSlot" control={form.control} />
      <ListboxField
        name="addressLot"
        label="Address lot"
        control={form.control}
        required
        isLoading={lots.isPending}
        description="An infrastructure lot; the address must lie in one of its blocks"
        items={(lots.data?.items ?? []).map((l) => ({
          value: l.name,
          label: l.name,
          selectedLabel: l.name,
        }))}
      />
      <TextField
        name="address"
        label="Address"
        control={form.control}
        required
        placeholder="172.20.15.102"
        validate={(v) => validateIp(v.trim())}
      />
      <NumberField
        name="mask"
        label="Subnet mask"
        control={form.control}
        required
        min={0}
        max={maxMask(values.address)}
        description="The prefix length: usually 32 for IPv4, 128 for IPv6"
      />
      <CheckboxField
        name="anycast"
        label="Anycast"
        control={form.control}
        description="An anycast address may be assigned to both switches at once"
      />
    </SideModalForm>
  )
}
