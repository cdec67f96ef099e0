import { useEffect, useId, useRef, useState } from 'react'
import { useController, type UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router'

import { type SshKey } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { SshKeyCreateForm } from '~/forms/ssh-key-create'
import { Button } from '~/ui/button'
import { AddIcon } from '~/ui/icons'

import { type FormData } from './data'
import { type InstanceCreateValues } from './form-values'
import { EmptyBox, FormSection } from './layout'

type Form = UseFormReturn<InstanceCreateValues>

const checkboxClass =
  'mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded-sm accent-[var(--color-accent)]'

/** "Select all", checked when all are, mixed when some are. */
function SelectAll({
  total,
  selected,
  onChange,
}: {
  total: number
  selected: number
  onChange: (all: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  const some = selected > 0 && selected < total
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some
  }, [some])
  return (
    <label className="flex cursor-pointer items-center gap-2.5 border-b border-line px-3 py-2 text-sm font-medium text-fg">
      <input
        ref={ref}
        type="checkbox"
        className={checkboxClass}
        checked={total > 0 && selected === total}
        aria-checked={some ? 'mixed' : selected === total}
        onChange={(e) => onChange(e.target.checked)}
      />
      Select all
      <span className="ml-auto text-xs font-normal text-tertiary">
        {selected} of {total} selected
      </span>
    </label>
  )
}

/** The key type and the start of its data, enough to tell keys apart. */
const keySummary = (k: SshKey) => {
  const [type = '', data = ''] = k.publicKey.trim().split(/\s+/)
  return `${type} ${data.slice(0, 12)}…${data.slice(-8)}`
}

/** SSH keys put on the instance by cloud-init: all of the user's keys unless unticked. */
export function SshKeysSection({ form, data }: { form: Form; data: FormData }) {
  const { field } = useController({ control: form.control, name: 'sshKeys' })
  const [adding, setAdding] = useState(false)
  const legendId = useId()
  const hintId = useId()
  const keys = data.sshKeys
  const selected = field.value.filter((id) => keys.some((k) => k.id === id))
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((x) => x !== id))

  return (
    <FormSection title="Authentication">
      <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="max-w-3xl">
        <div id={legendId} className="text-sm font-medium text-fg">
          SSH keys
        </div>
        <p id={hintId} className="mt-0.5 mb-3 text-xs text-tertiary">
          Keys are added to the instance by cloud-init when it is created, if its image supports it.
          Manage your keys in{' '}
          <Link to={pb.sshKeys()} className="text-secondary underline hover:text-accent">
            your settings
          </Link>
          .
        </p>
        {keys.length === 0 ? (
          <EmptyBox title="No SSH keys" body="Keys you add to your profile are listed here" />
        ) : (
          <div className="overflow-hidden rounded-lg border border-line bg-default">
            <SelectAll
              total={keys.length}
              selected={selected.length}
              onChange={(all) => field.onChange(all ? keys.map((k) => k.id) : [])}
            />
            <ul className="max-h-72 overflow-y-auto">
              {keys.map((k) => (
                <li key={k.id} className="border-b border-line last:border-0">
                  <label className="flex cursor-pointer items-start gap-2.5 px-3 py-2 hover:bg-raise/60">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={field.value.includes(k.id)}
                      onChange={(e) => toggle(k.id, e.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block text-sm text-fg">{k.name}</span>
                      <span className="block truncate font-mono text-xs text-tertiary">
                        {keySummary(k)}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-3">
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <AddIcon size={12} />
            Add SSH key
          </Button>
        </div>
      </fieldset>
      {adding && (
        <SshKeyCreateForm
          subtitle="The key is saved to your profile, so later instances can use it too"
          onDismiss={() => setAdding(false)}
          onSuccess={(key) => {
            // a key added here is meant for this instance
            field.onChange([...field.value, key.id])
            setAdding(false)
          }}
        />
      )}
    </FormSection>
  )
}
