import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { qAll, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { ListboxField } from '~/components/form/listbox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { probeDocs, sledLabel } from '~/resources/probes/probe-display'
import { inProject, projectFromRequest, sledsAll } from '~/resources/probes/probe-queries'

export const handle: RouteHandle = { crumb: 'New probe', titleOnly: true }

const poolsAll = () => qAll('ipPoolList', {})

export async function loader({ request }: LoaderFunctionArgs) {
  const project = await projectFromRequest(request)
  await Promise.all([
    queryClient.ensureQueryData(sledsAll()),
    queryClient.ensureQueryData(poolsAll()),
  ])
  return { project }
}

const DEFAULT_POOL = '__default'

const defaultValues = { name: '', description: '', sled: '', pool: DEFAULT_POOL }

/** The request the form sends. */
export const request = ({ name, description, sled, pool }: typeof defaultValues, project: string) =>
  apiRequest('probeCreate', {
    query: { project },
    body: {
      name,
      description,
      sled,
      poolSelector:
        pool === DEFAULT_POOL ? { type: 'auto', ipVersion: null } : { type: 'explicit', pool },
    },
  })

/** Side modal at /system/probes-new?project=: a probe on an active sled, with a pool's address. */
export function Component() {
  const { project } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const { data: sleds } = useQuery(sledsAll())
  const { data: pools } = useQuery(poolsAll())
  const create = useApiMutation('probeCreate', {
    onSuccess: useCreated({
      kind: 'probe',
      invalidates: ['probeList'],
      to: (p) => inProject(pb.probe({ probe: p.name }), project),
    }),
  })

  const sledItems = (sleds?.items ?? []).map((s) => {
    const usable = s.policy.kind === 'in_service' && s.state === 'active'
    return {
      value: s.id,
      label: usable ? sledLabel(s) : `${sledLabel(s)}: not in service`,
      selectedLabel: sledLabel(s),
      disabled: !usable,
    }
  })
  const poolItems = [
    { value: DEFAULT_POOL, label: "The silo's default pool" },
    ...(pools?.items ?? [])
      .filter((p) => p.poolType === 'unicast')
      .map((p) => ({
        value: p.name,
        label: `${p.name} (${p.ipVersion === 'v4' ? 'IPv4' : 'IPv6'})`,
      })),
  ]

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="probe"
      onDismiss={() => navigate(inProject(pb.probes(), project))}
      onSubmit={(values) => create.mutate(request(values, project))}
      request={(values) => request(values, project)}
      loading={create.isPending}
      submitError={create.error}
      docs={probeDocs}
    >
      <p className="text-sm text-secondary">
        In project <span className="text-fg">{project}</span>
      </p>
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <ListboxField
        name="sled"
        label="Sled"
        control={form.control}
        required
        items={sledItems}
        placeholder="Choose a sled"
        description="Only a sled in service and active can host a probe."
      />
      <ListboxField
        name="pool"
        label="IP pool"
        control={form.control}
        required
        items={poolItems}
        description="The probe's external address comes from this pool."
      />
    </SideModalForm>
  )
}
