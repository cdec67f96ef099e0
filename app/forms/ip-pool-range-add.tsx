import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ipPoolSelector, useSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { ipPoolDocs } from './ip-pool-create'
import { validateRangeEnd, validateRangeOrder } from './ip-pool-range-values'

const poolView = (pool: string) => q('systemIpPoolView', { path: { pool } })

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(poolView(ipPoolSelector(params).pool))
  return null
}

export const handle: RouteHandle = { crumb: 'Add IP range', titleOnly: true }

const defaultValues = { first: '', last: '' }

/** The request the form sends. */
export const request = ({ first, last }: typeof defaultValues, pool: string) =>
  apiRequest('systemIpPoolRangeAdd', {
    path: { pool },
    body: { first: first.trim(), last: last.trim() },
  })

/** Side modal at /system/networking/ip-pools/:pool/ranges-add. */
export function Component() {
  const navigate = useNavigate()
  const { pool: poolName } = useSelector(ipPoolSelector)
  const pool = usePrefetchedQuery(poolView(poolName))
  const family = pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'
  const form = useForm({ defaultValues })
  // the order is Last's message: a change of First may settle it
  const first = useWatch({ control: form.control, name: 'first' })
  const { trigger, getFieldState } = form
  useEffect(() => {
    if (getFieldState('last').error) void trigger('last')
  }, [first, trigger, getFieldState])
  const back = () => navigate(pb.ipPool({ pool: poolName }))

  const addRange = useApiMutation('systemIpPoolRangeAdd', {
    onSuccess(range) {
      void invalidate('systemIpPoolRangeList')
      void invalidate('systemIpPoolUtilizationView')
      addToast({ content: `IP range ${range.range.first}–${range.range.last} added` })
      void back()
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="IP range"
      title="Add IP range"
      submitLabel="Add IP range"
      onDismiss={back}
      onSubmit={(values) => addRange.mutate(request(values, poolName))}
      request={(values) => request(values, poolName)}
      loading={addRange.isPending}
      submitError={addRange.error}
      docs={ipPoolDocs}
    >
      <Message
        content={`This pool holds ${family} addresses. A range includes both its ends; the first address must not come after the last.`}
      />
      <TextField
        name="first"
        label="First"
        required
        control={form.control}
        description="First address of the range"
        autoFocus
        validate={(v) => validateRangeEnd(v, 'First', pool.ipVersion)}
      />
      <TextField
        name="last"
        label="Last"
        required
        control={form.control}
        description="Last address of the range"
        validate={(v, values) =>
          validateRangeEnd(v, 'Last', pool.ipVersion) ?? validateRangeOrder(values.first, v)
        }
      />
    </SideModalForm>
  )
}
