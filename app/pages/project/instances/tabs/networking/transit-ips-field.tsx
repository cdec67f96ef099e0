import { useId, useState, type KeyboardEvent } from 'react'
import { useController, type Control } from 'react-hook-form'

import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { FieldError, FieldHint, FieldLabel } from '~/components/form/field'
import { uniqueItems } from '~/components/form/validators'
import { Button } from '~/ui/button'
import { CloseIcon } from '~/ui/icons'

import { nicVersions } from './ip-rules'
import { validateTransitIp } from './transit-ip-rules'

const EXAMPLES = { v4: '192.168.0.0/16', v6: 'fd00::/64' } as const

type Values = { transitIps: string[] }

/**
 * The interface's transit IPs: networks it may send and receive traffic for besides its own
 * address. Each entry is checked (a network, of a version the interface has, not twice)
 * before it joins the list; the list itself must hold unique items.
 */
export function TransitIpsField<T extends Values>({
  control,
  nic,
}: {
  control: Control<T>
  nic: Pick<InstanceNetworkInterface, 'ipStack'>
}) {
  const id = useId()
  const { field, fieldState } = useController({
    control: control as unknown as Control<Values>,
    name: 'transitIps',
    rules: { validate: (list) => uniqueItems(list) },
  })
  const list = field.value
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | undefined>()

  const add = () => {
    const problem = validateTransitIp(draft, nic, list)
    if (problem) {
      setError(problem)
      return
    }
    field.onChange([...list, draft.trim()])
    setDraft('')
    setError(undefined)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }

  const examples = nicVersions(nic)
    .map((v) => EXAMPLES[v])
    .join(' or ')
  const message = error ?? fieldState.error?.message
  return (
    <div className="max-w-lg">
      <FieldLabel htmlFor={id}>Transit IPs</FieldLabel>
      <FieldHint id={`${id}-hint`}>
        Extra ranges this interface accepts traffic for, e.g. when the instance routes for other
        hosts or runs a VPN.
      </FieldHint>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            if (error) setError(undefined)
          }}
          onKeyDown={onKeyDown}
          placeholder={`An IP network, e.g., ${examples}`}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          className="input-base flex-1 font-mono"
        />
        <Button variant="secondary" size="md" onClick={add} disabled={!draft.trim()}>
          Add Transit IP
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{message}</FieldError>
      {list.length > 0 && (
        <ul aria-label="Transit IPs" className="mt-3 flex flex-wrap gap-2">
          {list.map((ip) => (
            <li
              key={ip}
              className="inline-flex items-center gap-1 rounded-md border border-line-strong bg-raise py-0.5 pr-0.5 pl-2 font-mono text-xs text-fg"
            >
              {ip}
              <button
                type="button"
                aria-label={`Remove ${ip}`}
                onClick={() => field.onChange(list.filter((x) => x !== ip))}
                className="rounded p-1 text-tertiary hover:bg-hover hover:text-fg"
              >
                <CloseIcon size={10} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
