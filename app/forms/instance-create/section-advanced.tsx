import { useEffect, useId, useRef } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { Link } from 'react-router'

import { pb } from '~/api/path-builder'
import { FileField } from '~/components/form/file-field'
import { ListboxField } from '~/components/form/listbox-field'
import { Badge } from '~/ui/badge'

import { type SectionProps } from './data'
import { EmptyBox, FormSection } from './layout'
import { validateUserData } from './to-body'

const ANTI_AFFINITY_HELP =
  "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied"

function AntiAffinityGroups({ form, data, project }: SectionProps) {
  const { field } = useController({ control: form.control, name: 'antiAffinityGroups' })
  const legendId = useId()
  const hintId = useId()
  const groups = data.antiAffinityGroups
  const toggle = (name: string, on: boolean) =>
    field.onChange(on ? [...field.value, name] : field.value.filter((n) => n !== name))
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="max-w-3xl">
      <div id={legendId} className="text-sm font-medium text-fg">
        Anti-affinity groups
      </div>
      <p id={hintId} className="mt-0.5 mb-3 text-xs text-tertiary">
        The instance joins the groups you tick; members of a group are placed on different sleds.
        The policy {ANTI_AFFINITY_HELP.charAt(0).toLowerCase() + ANTI_AFFINITY_HELP.slice(1)}.
      </p>
      {groups.length === 0 ? (
        <EmptyBox
          title="No anti-affinity groups"
          body={
            <>
              This project has none.{' '}
              <Link to={pb.affinity({ project })} className="text-secondary underline">
                Affinity groups
              </Link>
            </>
          }
        />
      ) : (
        <ul className="overflow-hidden rounded-lg border border-line bg-default">
          {groups.map((g) => (
            <li key={g.id} className="border-b border-line last:border-0">
              <label className="flex cursor-pointer items-start gap-2.5 px-3 py-2 hover:bg-raise/60">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded-sm accent-[var(--color-accent)]"
                  checked={field.value.includes(g.name)}
                  onChange={(e) => toggle(g.name, e.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm text-fg">{g.name}</span>
                  {g.description && (
                    <span className="block truncate text-xs text-tertiary">{g.description}</span>
                  )}
                </span>
                <Badge color={g.policy === 'fail' ? 'warning' : 'neutral'}>
                  {g.policy === 'fail' ? 'policy: fail' : 'policy: allow'}
                </Badge>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

/** cloud-init user data, the auto-restart policy and anti-affinity groups. */
export function AdvancedSection({ form, data, project }: SectionProps) {
  // a file over the limit is flagged as soon as it is picked, not only on submit
  const userData = useWatch({ control: form.control, name: 'userData' })
  const picked = useRef(userData)
  useEffect(() => {
    if (picked.current === userData) return
    picked.current = userData
    void form.trigger('userData')
  }, [userData, form])
  return (
    <FormSection title="Advanced">
      <FileField
        name="userData"
        control={form.control}
        label="User data"
        description="A file handed to cloud-init at first boot, for images that run it. Up to 32 KiB."
        validate={(file) => validateUserData(file)}
      />
      <ListboxField
        name="autoRestartPolicy"
        control={form.control}
        label="Auto-restart policy"
        required
        description="What the control plane does when the instance fails. Default follows its current setting, best effort today."
        items={[
          { value: 'default', label: 'Default' },
          { value: 'never', label: 'Never' },
          { value: 'best_effort', label: 'Best effort' },
        ]}
      />
      <AntiAffinityGroups form={form} data={data} project={project} />
    </FormSection>
  )
}
