import { useMutation } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'

import { type AffinityPolicy } from '~/api/__generated__/Api'
import { sendRequest } from '~/api/api-request'
import { queryClient } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { RadioField } from '~/components/form/choice-fields'
import { labelClass } from '~/components/form/field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { POLICY_MEANING } from '~/resources/affinity/group-columns'
import {
  createGroupRequest,
  groupPath,
  groupView,
  invalidateGroups,
  KIND_SUMMARY,
  POLICY_HELP,
  type Group,
  type GroupKind,
} from '~/resources/affinity/group-kinds'
import { addToast, ToastName } from '~/ui/toast'

/** The request the form sends: the create of the chosen kind. */
export const request = ({ kind, ...body }: Values, project: string) =>
  createGroupRequest(kind, project, { ...body, failureDomain: 'sled' })

export const handle: RouteHandle = { crumb: 'New group', titleOnly: true }

type Values = { kind: GroupKind; name: string; description: string; policy: AffinityPolicy }

const KIND_ITEMS = (['anti-affinity', 'affinity'] as const).map((kind) => ({
  value: kind,
  label: kind === 'affinity' ? 'Affinity' : 'Anti-affinity',
  description: KIND_SUMMARY[kind],
}))

const POLICY_ITEMS = (['allow', 'fail'] as const).map((policy) => ({
  value: policy,
  label: policy === 'allow' ? 'Allow' : 'Fail',
  description: `When the rule cannot be satisfied, ${POLICY_MEANING[policy]}`,
}))

const docs = [
  { href: 'https://docs.oxide.computer/guides/deploying-workloads', label: 'Instances' },
]

/** Side modal at /projects/:project/affinity-new: either kind; `?kind=affinity` preselects. */
export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const [params] = useSearchParams()
  const form = useForm<Values>({
    defaultValues: {
      kind: params.get('kind') === 'affinity' ? 'affinity' : 'anti-affinity',
      name: '',
      description: '',
      policy: 'allow',
    },
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const create = useMutation<Group, ApiError, Values>({
    mutationFn: (values) => {
      const req = request(values, project)
      return req.operationId === 'affinityGroupCreate' ? sendRequest(req) : sendRequest(req)
    },
    async onSuccess(group, { kind }) {
      const ref = { kind, project, group: group.name }
      queryClient.setQueryData(groupView(ref).queryKey, group)
      void invalidateGroups()
      addToast({
        content: (
          <>
            {kind === 'affinity' ? 'Affinity' : 'Anti-affinity'} group{' '}
            <ToastName>{group.name}</ToastName> created
          </>
        ),
      })
      void navigate(groupPath(ref))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="group"
      title={`Create ${kind} group`}
      submitLabel={`Create ${kind} group`}
      onDismiss={() => navigate(pb.affinity({ project }))}
      onSubmit={(values) => create.mutate(values)}
      request={(values) => request(values, project)}
      loading={create.isPending}
      submitError={create.error}
      docs={docs}
    >
      <RadioField
        name="kind"
        label="Kind"
        required
        control={form.control}
        items={KIND_ITEMS}
        layout="cards"
      />
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="policy"
        label="Policy"
        required
        description={POLICY_HELP[kind]}
        control={form.control}
        items={POLICY_ITEMS}
      />
      <dl>
        <dt className={labelClass}>Failure domain</dt>
        <dd className="text-sm text-fg">Sled</dd>
        <dd className="mt-1 text-xs text-tertiary">
          Members are placed by sled, the only failure domain the API offers
        </dd>
      </dl>
    </SideModalForm>
  )
}
