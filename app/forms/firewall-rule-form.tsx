import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type VpcFirewallRule, type VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, usePrefetchedQuery } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { type VpcSelector } from '~/api/selectors'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import {
  diffRules,
  hasChanges,
  readRules,
  rulesList,
  saveRules,
  toUpdate,
  type RuleChanges,
} from '~/resources/vpcs/firewall-rules'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'
import { applyEdit } from '~/util/lost-update'

import { HostListEditor, PortListEditor, ProtocolListEditor } from './firewall-rule-lists'
import { MAX_PRIORITY, valuesToRule, type RuleValues } from './firewall-rule-values'

const docs = [
  { href: 'https://docs.oxide.computer/guides/configuring-guest-networking', label: 'Networking' },
]

const nameTaken = (name: string) =>
  `A rule named ${name} already exists in this VPC; edit that rule instead`

/** Names the pickers offer: the project's VPCs and instances, this VPC's subnets. */
function useSuggestions({ project, vpc }: VpcSelector) {
  const opts = { throwOnError: false } as const
  const vpcs = useQuery({ ...qAll('vpcList', { query: { project } }), ...opts })
  const subnets = useQuery({ ...qAll('vpcSubnetList', { query: { project, vpc } }), ...opts })
  const instances = useQuery({ ...qAll('instanceList', { query: { project } }), ...opts })
  const names = (d?: { items: { name: string }[] }) => d?.items.map((i) => i.name) ?? []
  return { vpc: names(vpcs.data), subnet: names(subnets.data), instance: names(instances.data) }
}

function ChangeList({ label, names }: { label: string; names: string[] }) {
  if (!names.length) return null
  return (
    <li>
      {label}: <span className="font-medium text-fg">{names.join(', ')}</span>
    </li>
  )
}

const byName = { key: (r: VpcFirewallRuleUpdate) => r.name, same: () => false }

/**
 * What a save sends: the API replaces the whole list, so the rules are read, then written back
 * with this rule added last or replaced in place (the list shown is the one the form read).
 */
export function request(
  values: RuleValues,
  sel: VpcSelector,
  baseline: readonly VpcFirewallRule[],
  editing?: string,
) {
  const rule = valuesToRule(values)
  const query = { project: sel.project, vpc: sel.vpc }
  const edit = [{ key: editing ?? rule.name, to: rule }]
  const rules = applyEdit(baseline.map(toUpdate), edit, byName)
  return [
    apiRequest('vpcFirewallRulesView', { query }),
    apiRequest('vpcFirewallRulesUpdate', { query, body: { rules } }),
  ]
}

type Outcome = { saved: string } | { conflict: RuleChanges; fresh: VpcFirewallRule[] } | null

/**
 * The firewall rule form (create, clone and edit). The API replaces the whole list on each
 * save, so saving re-reads the rules first: when someone changed them since the form opened,
 * the form says what changed and waits for the user to apply their edit on top or cancel.
 */
export function FirewallRuleForm({
  sel,
  initial,
  editing,
}: {
  sel: VpcSelector
  initial: RuleValues
  /** The name of the rule being edited; none when creating. */
  editing?: string
}) {
  const navigate = useNavigate()
  const rules = usePrefetchedQuery(rulesList(sel)).items
  // the list as the user saw it when the form opened
  const [baseline, setBaseline] = useState(rules)
  const [conflict, setConflict] = useState<{
    changes: RuleChanges
    fresh: VpcFirewallRule[]
  } | null>(null)
  const form = useForm<RuleValues>({ defaultValues: initial })
  const suggestions = useSuggestions(sel)
  const back = () => navigate(pb.vpcFirewallRules(sel))

  const save = useMutation<Outcome, ApiError, RuleValues>({
    mutationFn: async (values) => {
      const fresh = await readRules(sel)
      const changes = diffRules(baseline, fresh)
      if (hasChanges(changes)) return { conflict: changes, fresh }
      if (fresh.some((r) => r.name === values.name && r.name !== editing)) {
        form.setError('name', { message: nameTaken(values.name) })
        return null
      }
      const rule = valuesToRule(values)
      // an edited rule keeps its place in the list; a new one goes last. The list is read
      // again right before the write: a change made since `fresh` to this rule is reported
      await saveRules(sel, [{ key: editing ?? rule.name, to: rule }], fresh)
      return { saved: rule.name }
    },
    onSuccess(outcome) {
      if (!outcome) return
      if ('conflict' in outcome) {
        setConflict({ changes: outcome.conflict, fresh: outcome.fresh })
        return
      }
      void invalidate('vpcFirewallRulesView')
      addToast({
        content: (
          <>
            Firewall rule <ToastName>{outcome.saved}</ToastName> {editing ? 'updated' : 'created'}
          </>
        ),
      })
      void back()
    },
  })

  const submit = (values: RuleValues) => {
    setConflict(null)
    save.mutate(values)
  }

  return (
    <SideModalForm
      form={form}
      formType={editing ? 'edit' : 'create'}
      resourceName="firewall rule"
      title={editing ? undefined : 'Add firewall rule'}
      submitLabel="Add rule"
      onDismiss={back}
      onSubmit={submit}
      request={(values) => request(values, sel, baseline, editing)}
      loading={save.isPending}
      submitError={save.error}
      submitDisabled={conflict ? 'Apply your edit on top of the changes, or cancel' : undefined}
      docs={docs}
      width="wide"
    >
      {conflict && (
        <section aria-label="Rules changed meanwhile" className="space-y-3">
          <Message
            variant="notice"
            title="The rules changed since you opened this form"
            content={
              <>
                <ul className="mt-1 list-disc space-y-0.5 pl-4">
                  <ChangeList label="Added" names={conflict.changes.added} />
                  <ChangeList label="Changed" names={conflict.changes.changed} />
                  <ChangeList label="Removed" names={conflict.changes.removed} />
                </ul>
                <p className="mt-2">
                  Saving now keeps those changes and applies yours on top
                  {editing && conflict.changes.changed.includes(editing)
                    ? `; your version of ${editing} replaces theirs`
                    : ''}
                  {editing && conflict.changes.removed.includes(editing)
                    ? `; ${editing} was removed and saving brings it back`
                    : ''}
                  .
                </p>
              </>
            }
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                setBaseline(conflict.fresh)
                setConflict(null)
                void form.handleSubmit(submit)()
              }}
            >
              Apply my edit on top
            </Button>
            <Button size="sm" variant="ghost" onClick={back}>
              Discard my edit
            </Button>
          </div>
        </section>
      )}
      <CheckboxField name="enabled" control={form.control} label="Enabled" />
      <NameField
        name="name"
        control={form.control}
        autoFocus
        validate={(name) =>
          rules.some((r) => r.name === name && r.name !== editing) ? nameTaken(name) : undefined
        }
      />
      <DescriptionField name="description" control={form.control} />
      <RadioField
        name="action"
        control={form.control}
        required
        layout="cards"
        items={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
      />
      <RadioField
        name="direction"
        label="Direction of traffic"
        control={form.control}
        required
        layout="cards"
        description="Inbound rules apply to traffic reaching the targets; outbound rules to traffic they send"
        items={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <NumberField
        name="priority"
        control={form.control}
        required
        min={0}
        max={MAX_PRIORITY}
        description={`0 to ${MAX_PRIORITY}; lower numbers are applied first`}
      />
      <HostListEditor
        control={form.control}
        name="targets"
        noun="target"
        legend="Targets"
        hint="The instances the rule applies to: those matching any target"
        suggestions={suggestions}
      />
      <HostListEditor
        control={form.control}
        name="hosts"
        noun="host filter"
        legend="Host filters"
        hint="The other end of the traffic: its source for an inbound rule, its destination for an outbound one"
        suggestions={suggestions}
      />
      <ProtocolListEditor control={form.control} />
      <PortListEditor control={form.control} />
    </SideModalForm>
  )
}
