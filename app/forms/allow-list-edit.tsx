import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type AllowListUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { RadioField } from '~/components/form/choice-fields'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { validateIpNet } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { allowList } from '~/resources/rack-networking/rack-net-queries'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { bgpDocs } from './bgp-config-values'
import { FormRows, useErrorOnRow } from './form-rows'

export async function loader() {
  await queryClient.ensureQueryData(allowList)
  return null
}

export const handle: RouteHandle = { crumb: 'Edit allow-list', titleOnly: true }

type Values = { allow: 'any' | 'list'; ips: { network: string }[] }

const body = (v: Values): AllowListUpdate => ({
  allowedIps:
    v.allow === 'any'
      ? { allow: 'any' }
      : { allow: 'list', ips: v.ips.map((ip) => ip.network.trim()) },
})

/** A network listed once (spec: list items are unique). */
function validateNetwork(network: string, values: Values, index: number) {
  const shape = validateIpNet(network.trim())
  if (shape) return shape
  const first = values.ips.findIndex((ip) => ip.network.trim() === network.trim())
  return first !== index ? 'This network is already in the list' : undefined
}

/** The request the form sends. */
export const request = (v: Values) => apiRequest('networkingAllowListUpdate', { body: body(v) })

/** Side modal at /system/networking/settings/allow-list/edit: any address, or a list of nets. */
export function Component() {
  const navigate = useNavigate()
  const { allowedIps } = usePrefetchedQuery(allowList)
  const form = useForm<Values>({
    defaultValues: {
      allow: allowedIps.allow,
      ips:
        allowedIps.allow === 'list'
          ? allowedIps.ips.map((network) => ({ network }))
          : [{ network: '' }],
    },
  })
  const values = useWatch({ control: form.control }) as Values
  const update = useApiMutation('networkingAllowListUpdate', {
    onSuccess() {
      void invalidate('networkingAllowListView')
      addToast({ content: 'Allow-list updated' })
      void navigate(pb.networkingSettings())
    },
  })
  const emptyList = values.allow === 'list' && values.ips.length === 0
  // "invalid IP network 10.0.0.0/40" goes under that network
  const bannerError = useErrorOnRow(form, update.error, (message) => {
    const network = /network (\S+)$/i.exec(message)?.[1]
    const i = form.getValues('ips').findIndex((ip) => ip.network.trim() === network)
    return i >= 0 ? `ips.${i}.network` : undefined
  })

  return (
    <SideModalForm
      form={form}
      formType="edit"
      resourceName="allow-list"
      onDismiss={() => navigate(pb.networkingSettings())}
      onSubmit={(v) => update.mutate(request(v))}
      request={request}
      loading={update.isPending}
      submitError={bannerError}
      submitDisabled={
        emptyList ? 'Add a network, or allow any address: an empty list is refused' : undefined
      }
      docs={bgpDocs}
    >
      <Message
        variant="notice"
        title="Changing the allow-list can lock you out"
        content="A list that leaves out the address you connect from cuts you off from the console and the API. The API refuses a list without your own address, but another operator's address or your VPN's may still be left out: check the list with your network team."
      />
      <RadioField
        name="allow"
        label="Allowed sources"
        control={form.control}
        required
        items={[
          { value: 'any', label: 'Any address' },
          { value: 'list', label: 'Only the networks listed' },
        ]}
      />
      {values.allow === 'list' && (
        <FormRows
          form={form}
          name="ips"
          legend="Allowed networks"
          item="network"
          newItem={{ network: '' }}
          description="The source networks that may reach the console and the API"
        >
          {(i) => (
            <TextField
              name={`ips.${i}.network`}
              label="Network"
              control={form.control}
              required
              placeholder="10.0.0.0/8"
              validate={(v, all) => validateNetwork(v, all, i)}
            />
          )}
        </FormRows>
      )}
    </SideModalForm>
  )
}
