import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type Instance } from '~/api/__generated__/Api'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { ListboxField, type ListboxItem } from '~/components/form/listbox-field'
import { instanceUpdateBody, instanceView } from '~/resources/instances/instance-queries'
import { formatDateTime } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

import {
  activeCooldown,
  autoRestartEligible,
  autoRestartSummary,
  POLICY_EXPLANATION,
  POLICY_LABEL,
  policyChoice,
  policyValue,
  type PolicyChoice,
} from '../../auto-restart'

const CHOICES: PolicyChoice[] = ['default', 'best_effort', 'never']

const items: ListboxItem[] = CHOICES.map((c) => ({
  value: c,
  selectedLabel: POLICY_LABEL[c],
  label: (
    <span className="block">
      <span className="block">{POLICY_LABEL[c]}</span>
      <span className="block text-xs whitespace-normal text-tertiary">{POLICY_EXPLANATION[c]}</span>
    </span>
  ),
}))

function Cooldown({ instance }: { instance: Instance }) {
  const expiry = instance.autoRestartCooldownExpiration
  if (!expiry) return <span className="text-tertiary">N/A</span>
  const active = activeCooldown(instance)
  return (
    <span>
      {formatDateTime(expiry)}{' '}
      <span className="text-tertiary">{active ? '(cooling down)' : '(passed)'}</span>
    </span>
  )
}

/** The auto-restart policy, and what it means for this instance right now. */
export function AutoRestartCard({ instance, sel }: { instance: Instance; sel: InstanceSelector }) {
  const current = policyChoice(instance.autoRestartPolicy)
  const form = useForm<{ policy: PolicyChoice }>({ defaultValues: { policy: current } })
  const chosen = useWatch({ control: form.control, name: 'policy' })
  // a policy changed elsewhere (another tab, the CLI) shows up here unless the user is editing
  const { isDirty } = form.formState
  const { reset } = form
  useEffect(() => {
    if (!isDirty) reset({ policy: current })
  }, [current, isDirty, reset])

  const update = useApiMutation('instanceUpdate', {
    onSuccess(updated) {
      queryClient.setQueryData(instanceView(sel).queryKey, updated)
      void invalidate('instanceList')
      form.reset({ policy: policyChoice(updated.autoRestartPolicy) })
      addToast({ content: 'Instance auto-restart policy updated' })
    },
    onError(e) {
      addToast({
        variant: 'error',
        title: 'Could not update auto-restart policy',
        content: e.message,
      })
    },
  })

  const eligible = autoRestartEligible(instance)
  const submit = form.handleSubmit(({ policy }) =>
    update.mutate({
      path: { instance: instance.name },
      query: { project: sel.project },
      body: instanceUpdateBody(instance, { autoRestartPolicy: policyValue(policy) }),
    }),
  )

  return (
    <Card
      title="Auto-restart"
      description="Whether the control plane restarts this instance by itself when it fails."
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
        <ListboxField
          name="policy"
          label="Policy"
          control={form.control}
          required
          items={items}
          description="Default follows the control plane’s policy, currently best effort."
        />
        <PropertiesTable className="mb-0!">
          <PropertiesTable.Row label="Auto-restart">
            <Badge color={instance.autoRestartEnabled ? 'accent' : 'neutral'}>
              {instance.autoRestartEnabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Eligible now">
            <Badge color={eligible ? 'accent' : 'neutral'}>{eligible ? 'Yes' : 'No'}</Badge>
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Cooldown expiry">
            <Cooldown instance={instance} />
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Last restarted">
            {instance.timeLastAutoRestarted ? (
              formatDateTime(instance.timeLastAutoRestarted)
            ) : (
              <span className="text-tertiary">N/A</span>
            )}
          </PropertiesTable.Row>
        </PropertiesTable>
        <p role="status" className="text-secondary">
          {autoRestartSummary(instance)}
        </p>
        <div className="flex justify-end">
          <Button
            writes
            type="submit"
            size="sm"
            loading={update.isPending}
            disabled={chosen === current}
            disabledReason={chosen === current ? 'Choose a different policy first' : undefined}
          >
            Save
          </Button>
        </div>
      </form>
    </Card>
  )
}
