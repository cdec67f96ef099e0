import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type AddressLotKind } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, q, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { RadioField } from '~/components/form/choice-fields'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { validateIp } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'

export const handle: RouteHandle = { crumb: 'New address lot', titleOnly: true }

type Values = {
  name: string
  description: string
  kind: AddressLotKind
  firstAddress: string
  lastAddress: string
}

const defaultValues: Values = {
  name: '',
  description: '',
  kind: 'infra',
  firstAddress: '',
  lastAddress: '',
}

/** The request the form sends: the lot, with its one block when both ends are given. */
export const request = ({ name, description, kind, firstAddress, lastAddress }: Values) =>
  apiRequest('networkingAddressLotCreate', {
    body: {
      name,
      description,
      kind,
      blocks: firstAddress.trim()
        ? [{ firstAddress: firstAddress.trim(), lastAddress: lastAddress.trim() }]
        : [],
    },
  })

const docs = [
  { href: 'https://docs.oxide.computer/guides/operator/rack-networking', label: 'Rack networking' },
]

/** Optional, but both ends or neither; each a valid address. */
const validateEnd = (v: string, other: string, label: string) => {
  if (!v.trim()) return other.trim() ? `${label} is required` : undefined
  return validateIp(v.trim())
}

/** Side modal at /system/networking/address-lots-new; on success it opens the new lot. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const create = useApiMutation('networkingAddressLotCreate', {
    onSuccess({ lot, blocks }) {
      void invalidate('networkingAddressLotList')
      queryClient.setQueryData(
        q('networkingAddressLotView', { path: { addressLot: lot.name } }).queryKey,
        { lot, blocks },
      )
      addToast({
        content: (
          <>
            Address lot <ToastName>{lot.name}</ToastName> created
          </>
        ),
      })
      void navigate(pb.addressLot({ addressLot: lot.name }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="address lot"
      onDismiss={() => navigate(pb.addressLots())}
      onSubmit={(values) => create.mutate(request(values))}
      request={request}
      loading={create.isPending}
      submitError={create.error}
      docs={docs}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="kind"
        label="Kind"
        control={form.control}
        required
        items={[
          { value: 'infra', label: 'Infrastructure (uplinks, loopbacks)' },
          { value: 'pool', label: 'Pool (announced prefixes)' },
        ]}
      />
      <Message content="A block is an inclusive range of addresses. Add one now, or create the lot empty and add blocks with the API." />
      <TextField
        name="firstAddress"
        label="First address"
        control={form.control}
        validate={(v, values) => validateEnd(v, values.lastAddress, 'First address')}
      />
      <TextField
        name="lastAddress"
        label="Last address"
        control={form.control}
        validate={(v, values) => validateEnd(v, values.firstAddress, 'Last address')}
      />
    </SideModalForm>
  )
}
