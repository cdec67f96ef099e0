import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { subnetPoolSelector, useSelector } from '~/api/selectors'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { subnetPoolFormDocs } from './subnet-pool-create'
import {
  bitsOf,
  memberBody,
  validateMaxPrefixLength,
  validateMemberSubnet,
  validatePrefixLength,
  type MemberValues,
} from './subnet-pool-member-values'

const poolView = (pool: string) => q('systemSubnetPoolView', { path: { pool } })

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(poolView(subnetPoolSelector(params).pool))
  return null
}

export const handle: RouteHandle = { crumb: 'Add subnet', titleOnly: true }

const defaultValues: MemberValues = { subnet: '', minPrefixLength: NaN, maxPrefixLength: NaN }

/** The request the form sends. */
export const request = (values: MemberValues, pool: string) =>
  apiRequest('systemSubnetPoolMemberAdd', { path: { pool }, body: memberBody(values) })

/** Side modal at /system/networking/subnet-pools/:pool/members-add. */
export function Component() {
  const navigate = useNavigate()
  const { pool: poolName } = useSelector(subnetPoolSelector)
  const pool = usePrefetchedQuery(poolView(poolName))
  const version = pool.ipVersion
  const family = version === 'v4' ? 'IPv4' : 'IPv6'
  const form = useForm({ defaultValues })
  // the lengths are checked against the subnet and each other: re-check them when those change
  const [subnet, min] = useWatch({ control: form.control, name: ['subnet', 'minPrefixLength'] })
  const { trigger, getFieldState } = form
  useEffect(() => {
    if (getFieldState('minPrefixLength').error) void trigger('minPrefixLength')
    if (getFieldState('maxPrefixLength').error) void trigger('maxPrefixLength')
  }, [subnet, min, trigger, getFieldState])
  const back = () => navigate(pb.subnetPool({ pool: poolName }))

  const addMember = useApiMutation('systemSubnetPoolMemberAdd', {
    onSuccess(member) {
      void invalidate('systemSubnetPoolMemberList')
      void invalidate('systemSubnetPoolUtilizationView')
      addToast({ content: `Subnet ${member.subnet} added` })
      void back()
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="subnet"
      title="Add subnet"
      submitLabel="Add subnet"
      onDismiss={back}
      onSubmit={(values) => addMember.mutate(request(values, poolName))}
      request={(values) => request(values, poolName)}
      loading={addMember.isPending}
      submitError={addMember.error}
      docs={subnetPoolFormDocs}
    >
      <Message
        content={`This pool holds ${family} subnets. Projects take external subnets cut from it, no larger than the minimum prefix length allows and no smaller than the maximum.`}
      />
      <TextField
        name="subnet"
        label="Subnet"
        required
        control={form.control}
        description={
          version === 'v4'
            ? 'A CIDR block, e.g. 198.51.100.0/24'
            : 'A CIDR block, e.g. 2001:db8::/48'
        }
        autoFocus
        validate={(v) => validateMemberSubnet(v, version)}
      />
      <NumberField
        name="minPrefixLength"
        label="Minimum prefix length"
        control={form.control}
        max={bitsOf(version)}
        placeholder="The subnet's width"
        description="The largest block a project may take. Empty: the subnet's own width."
        boundsMessage={(n) => validatePrefixLength(n, form.getValues(), version)}
      />
      <NumberField
        name="maxPrefixLength"
        label="Maximum prefix length"
        control={form.control}
        max={bitsOf(version)}
        placeholder={String(bitsOf(version))}
        description={`The smallest block a project may take. Empty: ${bitsOf(version)}.`}
        boundsMessage={(n) => validateMaxPrefixLength(n, form.getValues(), version)}
      />
    </SideModalForm>
  )
}
