import { useMutation } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { type ApiError } from '~/api/errors'
import { RadioField } from '~/components/form/choice-fields'
import { ComboboxField } from '~/components/form/combobox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { savePolicy, type AccessScope } from '~/resources/access/access-queries'
import {
  hasChanges,
  LEVEL_ROLES,
  roleLabel,
  withRole,
  type IdentityType,
  type Policy,
  type PolicyChanges,
  type Role,
} from '~/resources/access/access-rules'
import { ChangeList } from '~/resources/access/change-list'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'

const ROLE_HELP: Record<Role, string> = {
  admin: 'Control everything here, including who has access',
  collaborator: 'Create, change and delete resources, networking included',
  limited_collaborator: 'Manage resources except networking configuration',
  viewer: 'See resources, change nothing',
}

const docs = [
  { href: 'https://docs.oxide.computer/guides/key-entities-and-concepts', label: 'Access control' },
]

type Candidate = { id: string; identityType: IdentityType; name: string }

type Values = { identity: string; role: Role }

/**
 * What a save sends: the API replaces the whole policy, so it is read, then written back with
 * this identity's role replaced (the policy shown is the one the page read).
 */
export function request(values: Values, scope: AccessScope, base: Policy, who?: Candidate) {
  if (!who) throw new Error('No user or group chosen')
  const policy = withRole(base, { identityId: who.id, identityType: who.identityType }, values.role)
  if (scope.level === 'project') {
    const path = { project: scope.project }
    return [
      apiRequest('projectPolicyView', { path }),
      apiRequest('projectPolicyUpdate', { path, body: policy }),
    ]
  }
  if (scope.level === 'silo' && scope.silo) {
    const path = { silo: scope.silo }
    return [
      apiRequest('siloPolicyView', { path }),
      apiRequest('siloPolicyUpdate', { path, body: policy }),
    ]
  }
  if (scope.level === 'silo') {
    return [apiRequest('policyView', {}), apiRequest('policyUpdate', { body: policy })]
  }
  // the fleet's roles are a subset of the silo's: the form offers only those
  const body = policy as Parameters<typeof apiRequest<'systemPolicyUpdate'>>[1]['body']
  return [apiRequest('systemPolicyView', {}), apiRequest('systemPolicyUpdate', { body })]
}

/** A change that needs a word from the user before it is written. */
type Pending =
  | { kind: 'self'; text: ReactNode; values: Values }
  | { kind: 'conflict'; changes: PolicyChanges; fresh: Policy; values: Values }

/**
 * Add a role assignment (pick a user or group, then a role) or change one. The whole policy is
 * written back with only this identity's assignment replaced; see `savePolicy` for how a change
 * someone else made meanwhile is kept.
 */
export function AccessRoleForm({
  scope,
  scopeName,
  baseline,
  candidates,
  editing,
  nameOf,
  selfCheck,
  onDismiss,
}: {
  scope: AccessScope
  /** "project web-app", "the silo", "the fleet". */
  scopeName: string
  /** The policy as the page showed it. */
  baseline: Policy
  candidates: Candidate[]
  /** The identity whose role changes; none to add one. */
  editing?: Candidate & { role: Role | null }
  nameOf: (id: string) => string
  /** What the signed-in user would lose with this policy, or null when nothing. */
  selfCheck: (next: Policy) => ReactNode | null
  onDismiss: () => void
}) {
  const roles = LEVEL_ROLES[scope.level]
  const form = useForm<Values>({
    defaultValues: { identity: editing?.id ?? '', role: editing?.role ?? 'viewer' },
  })
  const [base, setBase] = useState(baseline)
  const [pending, setPending] = useState<Pending | null>(null)
  const all = editing ? [editing] : candidates
  const identityOf = (id: string) => all.find((c) => c.id === id)!
  const candidateOf = (id: string) => all.find((c) => c.id === id)

  const save = useMutation<boolean, ApiError, { values: Values; confirmed: boolean }>({
    mutationFn: async ({ values, confirmed }) => {
      const who = identityOf(values.identity)
      const edit = (p: Policy) =>
        withRole(p, { identityId: who.id, identityType: who.identityType }, values.role)
      if (!confirmed) {
        const loss = selfCheck(edit(base))
        if (loss) {
          setPending({ kind: 'self', text: loss, values })
          return false
        }
      }
      const outcome = await savePolicy(scope, base, [
        {
          key: who.id,
          to: { identityId: who.id, identityType: who.identityType, roleName: values.role },
        },
      ])
      if ('conflict' in outcome) {
        setPending({ kind: 'conflict', changes: outcome.conflict, fresh: outcome.fresh, values })
        return false
      }
      addToast({
        content: (
          <>
            <ToastName>{who.name}</ToastName> is now {roleLabel(values.role)}
          </>
        ),
      })
      return true
    },
    onSuccess: (done) => done && onDismiss(),
  })

  const submit = (values: Values) => {
    setPending(null)
    save.mutate({ values, confirmed: false })
  }

  const scopeWord = scope.level === 'fleet' ? 'Fleet' : scope.level === 'silo' ? 'Silo' : 'Project'
  return (
    <SideModalForm
      form={form}
      formType={editing ? 'edit' : 'create'}
      resourceName="role"
      title={editing ? 'Edit role' : 'Add user or group'}
      subtitle={editing?.name}
      submitLabel="Assign role"
      onDismiss={onDismiss}
      onSubmit={submit}
      request={(values) => request(values, scope, base, candidateOf(values.identity))}
      loading={save.isPending}
      submitError={save.error}
      submitDisabled={pending ? 'Answer the question above first' : undefined}
      docs={docs}
    >
      {pending?.kind === 'self' && (
        <section aria-label="Your own role" className="space-y-3">
          <Message variant="notice" title="You are lowering your own role" content={pending.text} />
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                const values = pending.values
                setPending(null)
                save.mutate({ values, confirmed: true })
              }}
            >
              Lower my role
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
              Keep my role
            </Button>
          </div>
        </section>
      )}
      {pending?.kind === 'conflict' && hasChanges(pending.changes) && (
        <section aria-label="Access changed meanwhile" className="space-y-3">
          <Message
            variant="notice"
            title={`Access to ${scopeName} changed since you loaded this page`}
            content={
              <>
                <ChangeList changes={pending.changes} nameOf={nameOf} />
                <p className="mt-2">
                  Applying keeps those changes and gives {identityOf(pending.values.identity).name}{' '}
                  the {roleLabel(pending.values.role)} role on top.
                </p>
              </>
            }
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                const values = pending.values
                setBase(pending.fresh)
                setPending(null)
                // the check for a lowered own role ran already
                save.mutate({ values, confirmed: true })
              }}
            >
              Apply my change on top
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              Cancel my change
            </Button>
          </div>
        </section>
      )}
      {!editing && (
        <ComboboxField
          name="identity"
          label="User or group"
          control={form.control}
          required
          placeholder="Type a name"
          items={candidates.map((c) => ({
            value: c.id,
            label: c.name,
            description: c.identityType === 'silo_group' ? 'Group' : 'User',
          }))}
        />
      )}
      <RadioField
        name="role"
        label={`${scopeWord} role`}
        control={form.control}
        required
        items={roles.map((r) => ({
          value: r,
          label:
            r === 'limited_collaborator'
              ? 'Limited collaborator'
              : r.charAt(0).toUpperCase() + r.slice(1),
          description: ROLE_HELP[r],
        }))}
      />
      {scope.level === 'project' && (
        <Message content="A role on the silo applies to every project: the stronger of the silo and project roles is the one that counts." />
      )}
    </SideModalForm>
  )
}
