import { useId, useState, type ReactNode } from 'react'
import { useController, type Control } from 'react-hook-form'

import { type VpcFirewallRuleProtocol } from '~/api/__generated__/Api'
import { hintClass, labelClass } from '~/components/form/field'
import { HOST_KIND_LABEL, protocolLabel } from '~/resources/vpcs/firewall-rules'
import { Chip } from '~/resources/vpcs/rule-chips'
import { Button } from '~/ui/button'
import { CloseIcon } from '~/ui/icons'

import {
  normaliseIcmpCode,
  sameHost,
  sameProtocol,
  suggestedNames,
  validateHostValue,
  validateIcmpCode,
  validateIcmpType,
  validatePortFilter,
  type Host,
  type HostKind,
  type RuleValues,
} from './firewall-rule-values'

const selectClass = 'input-base h-8 w-auto pr-7'

/** A labelled group: legend, hint, the adder, the chosen items and the adder's error. */
function ListShell({
  legend,
  hint,
  error,
  errorId,
  items,
  children,
}: {
  legend: string
  hint: ReactNode
  error?: string
  errorId: string
  items: ReactNode
  children: ReactNode
}) {
  return (
    <fieldset className="max-w-lg space-y-2">
      <legend className={labelClass}>{legend}</legend>
      <p className={hintClass}>{hint}</p>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
      {error && (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      )}
      <ul className="flex flex-wrap gap-1.5" aria-label={`${legend} added`}>
        {items}
      </ul>
    </fieldset>
  )
}

function RemovableChip({
  kind,
  value,
  onRemove,
  what,
}: {
  kind?: string
  value: string
  onRemove: () => void
  what: string
}) {
  return (
    <li className="inline-flex items-center gap-0.5">
      <Chip kind={kind}>{value}</Chip>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${what} ${kind && kind.toLowerCase() !== what ? `${kind} ` : ''}${value}`}
        className="inline-flex h-5 w-5 items-center justify-center rounded-sm text-tertiary hover:bg-hover hover:text-fg"
      >
        <CloseIcon size={10} />
      </button>
    </li>
  )
}

const HOST_KINDS = Object.keys(HOST_KIND_LABEL) as HostKind[]

const VALUE_HINT: Record<HostKind, string> = {
  vpc: 'Pick a VPC or type a name',
  subnet: 'Pick a subnet of this VPC or type a name',
  instance: 'Pick an instance or type a name',
  ip: 'An IPv4 or IPv6 address, like 10.0.0.5',
  ip_net: 'An IP network, like 192.168.0.0/16 or fd00::/64',
}

/** Targets or host filters: a kind, a value (names offered, any typed name taken) and Add. */
export function HostListEditor({
  control,
  name,
  noun,
  legend,
  hint,
  suggestions,
}: {
  control: Control<RuleValues>
  name: 'targets' | 'hosts'
  /** "target" or "host filter": "Add target", "Target type". */
  noun: string
  legend: string
  hint: ReactNode
  suggestions: Partial<Record<HostKind, string[]>>
}) {
  const { field } = useController({ control, name })
  const [kind, setKind] = useState<HostKind>('vpc')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  const valueLabel = `${Noun} ${kind === 'ip' || kind === 'ip_net' ? 'value' : 'name'}`
  const add = () => {
    const v = value.trim()
    const problem = validateHostValue(kind, v, valueLabel)
    if (problem) return setError(problem)
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the kind and its value make one of Host's variants
    const host = { type: kind, value: v } as Host
    if (field.value.some((h) => sameHost(h, host))) return setError(`${Noun} already added`)
    field.onChange([...field.value, host])
    setValue('')
    setError(undefined)
  }
  const options = suggestedNames(suggestions[kind] ?? [], value)
  return (
    <ListShell
      legend={legend}
      hint={hint}
      error={error}
      errorId={`${id}-error`}
      items={field.value.map((h) => (
        <RemovableChip
          key={`${h.type}:${h.value}`}
          kind={HOST_KIND_LABEL[h.type]}
          value={h.value}
          what={noun}
          onRemove={() => field.onChange(field.value.filter((x) => !sameHost(x, h)))}
        />
      ))}
    >
      <label className="flex flex-col gap-1 text-xs text-secondary">
        {Noun} type
        <select
          className={selectClass}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as HostKind)
            setError(undefined)
          }}
        >
          {HOST_KINDS.map((k) => (
            <option key={k} value={k}>
              {HOST_KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs text-secondary">
        {valueLabel}
        <input
          className="input-base h-8"
          value={value}
          list={options.length ? `${id}-options` : undefined}
          placeholder={VALUE_HINT[kind]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
      </label>
      {options.length > 0 && (
        <datalist id={`${id}-options`}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      )}
      <Button type="button" variant="ghost" size="sm" onClick={add}>
        Add {noun}
      </Button>
    </ListShell>
  )
}

/** Destination ports and port ranges, each checked and unique. */
export function PortListEditor({ control }: { control: Control<RuleValues> }) {
  const { field } = useController({ control, name: 'ports' })
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const add = () => {
    const v = value.trim()
    const problem = validatePortFilter(v)
    if (problem) return setError(problem)
    if (field.value.includes(v)) return setError('Port range already added')
    field.onChange([...field.value, v])
    setValue('')
    setError(undefined)
  }
  return (
    <ListShell
      legend="Port filters"
      hint="A destination port (1234) or a range (1234-2345); none matches every port"
      error={error}
      errorId={`${id}-error`}
      items={field.value.map((p) => (
        <RemovableChip
          key={p}
          kind="Port"
          value={p}
          what="port"
          onRemove={() => field.onChange(field.value.filter((x) => x !== p))}
        />
      ))}
    >
      <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs text-secondary">
        Port or range
        <input
          className="input-base h-8"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
      </label>
      <Button type="button" variant="ghost" size="sm" onClick={add}>
        Add port filter
      </Button>
    </ListShell>
  )
}

type ProtocolKind = VpcFirewallRuleProtocol['type']
const PROTOCOLS: { value: ProtocolKind; label: string }[] = [
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMPv4' },
  { value: 'icmp6', label: 'ICMPv6' },
]

/** Protocols; ICMP ones optionally narrowed to a type and a code or code range. */
export function ProtocolListEditor({ control }: { control: Control<RuleValues> }) {
  const { field } = useController({ control, name: 'protocols' })
  const [kind, setKind] = useState<ProtocolKind>('tcp')
  const [icmpType, setIcmpType] = useState('')
  const [icmpCode, setIcmpCode] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const isIcmp = kind === 'icmp' || kind === 'icmp6'
  const add = () => {
    let protocol: VpcFirewallRuleProtocol
    if (kind === 'icmp' || kind === 'icmp6') {
      const problem = validateIcmpType(icmpType) ?? validateIcmpCode(icmpCode)
      if (problem) return setError(problem)
      const code = normaliseIcmpCode(icmpCode)
      if (code && icmpType.trim() === '') return setError('Choose an ICMP type to give a code')
      const value =
        icmpType.trim() === ''
          ? null
          : { icmpType: Number(icmpType.trim()), ...(code ? { code } : {}) }
      protocol = { type: kind, value }
    } else {
      protocol = { type: kind }
    }
    if (field.value.some((p) => sameProtocol(p, protocol))) {
      return setError('Protocol filter already added')
    }
    field.onChange([...field.value, protocol])
    setIcmpType('')
    setIcmpCode('')
    setError(undefined)
  }
  const icmpName = kind === 'icmp6' ? 'ICMPv6' : 'ICMPv4'
  return (
    <ListShell
      legend="Protocol filters"
      hint="None matches every protocol; an ICMP filter without a type matches every ICMP message"
      error={error}
      errorId={`${id}-error`}
      items={field.value.map((p) => (
        <RemovableChip
          key={protocolLabel(p)}
          kind="Protocol"
          value={protocolLabel(p)}
          what="protocol"
          onRemove={() => field.onChange(field.value.filter((x) => !sameProtocol(x, p)))}
        />
      ))}
    >
      <label className="flex flex-col gap-1 text-xs text-secondary">
        Protocol
        <select
          className={selectClass}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ProtocolKind)
            setError(undefined)
          }}
        >
          {PROTOCOLS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {isIcmp && (
        <>
          <label className="flex w-28 flex-col gap-1 text-xs text-secondary">
            {icmpName} type
            <input
              className="input-base h-8"
              value={icmpType}
              inputMode="numeric"
              placeholder="Any"
              onChange={(e) => setIcmpType(e.target.value)}
            />
          </label>
          <label className="flex w-28 flex-col gap-1 text-xs text-secondary">
            {icmpName} code
            <input
              className="input-base h-8"
              value={icmpCode}
              placeholder="Any, 0 or 1-3"
              onChange={(e) => setIcmpCode(e.target.value)}
            />
          </label>
        </>
      )}
      <Button type="button" variant="ghost" size="sm" onClick={add}>
        Add protocol filter
      </Button>
    </ListShell>
  )
}
