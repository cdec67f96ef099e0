import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, q, qAll, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { joinGroupOf } from '~/api/selectors'
import { ListboxField } from '~/components/form/listbox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { validateIp } from '~/components/form/validators'
import { type RouteHandle } from '~/components/shell/crumbs'
import { isSsm, multicastDocs } from '~/resources/multicast/multicast-display'
import { addToast, ToastName } from '~/ui/toast'

export const handle: RouteHandle = { crumb: 'Join multicast group', titleOnly: true }

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(qAll('projectList', {}))
  return { group: joinGroupOf(params) }
}

const splitIps = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)

type Values = { group: string; project: string; instance: string; sources: string }

/** The request the form sends. */
export const request = (v: Values) => {
  const sources = splitIps(v.sources)
  return apiRequest('instanceMulticastGroupJoin', {
    path: { instance: v.instance, multicastGroup: v.group.trim() },
    query: { project: v.project },
    body: { sourceIps: sources.length ? sources : null },
  })
}

/**
 * Side modal: an instance joins a group by name or multicast address (a new one creates the
 * group), with the source IPs it listens to (required for a source-specific address).
 */
export function Component() {
  const { group } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const { data: projects } = useQuery(qAll('projectList', {}))
  const form = useForm<Values>({
    defaultValues: {
      group,
      project: projects?.items[0]?.name ?? '',
      instance: '',
      sources: '',
    },
  })
  const project = useWatch({ control: form.control, name: 'project' })
  const instances = useQuery({
    ...qAll('instanceList', { query: { project } }),
    enabled: !!project,
  })
  const back = group ? pb.multicastGroup({ group }) : pb.multicastGroups()

  const join = useApiMutation('instanceMulticastGroupJoin', {
    onSuccess: async (member) => {
      await Promise.all([
        invalidate('multicastGroupList'),
        invalidate('multicastGroupMemberList'),
        invalidate('multicastGroupView'),
        invalidate('instanceMulticastGroupList'),
      ])
      const joined = await queryClient.fetchQuery(
        q('multicastGroupView', { path: { multicastGroup: member.multicastGroupId } }),
      )
      addToast({
        content: (
          <>
            <ToastName>{member.name}</ToastName> joined <ToastName>{joined.name}</ToastName>
          </>
        ),
      })
      void navigate(pb.multicastGroup({ group: joined.name }))
    },
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      title="Join multicast group"
      submitLabel="Join group"
      resourceName="multicast group"
      onDismiss={() => navigate(back)}
      onSubmit={(v) => join.mutate(request(v))}
      request={request}
      loading={join.isPending}
      submitError={join.error}
      docs={multicastDocs}
    >
      <TextField
        name="group"
        label="Group"
        control={form.control}
        required
        autoFocus={!group}
        description="A group's name or multicast address (224.0.0.0/4, ff00::/8). A new name or address creates the group."
      />
      <ListboxField
        name="project"
        label="Project"
        control={form.control}
        required
        items={(projects?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
        onChange={() => form.setValue('instance', '')}
      />
      <ListboxField
        name="instance"
        label="Instance"
        control={form.control}
        required
        isLoading={instances.isLoading}
        items={(instances.data?.items ?? []).map((i) => ({ value: i.name, label: i.name }))}
        placeholder="Choose an instance"
        noItemsPlaceholder="No instances in this project"
      />
      <TextField
        name="sources"
        label="Source IPs"
        control={form.control}
        description="Only receive from these senders (comma separated). Required for a source-specific address (232.0.0.0/8, ff3x::/32); leave empty to receive from any source."
        validate={(text, values) => {
          const ips = splitIps(text)
          for (const ip of ips) {
            const error = validateIp(ip)
            if (error) return `${ip}: ${error}`
          }
          if (ips.length === 0 && isSsm(values.group.trim())) {
            return 'A source-specific address needs at least one source IP'
          }
          return undefined
        }}
      />
    </SideModalForm>
  )
}
