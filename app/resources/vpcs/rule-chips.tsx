import { type ReactNode } from 'react'

import { type VpcFirewallRuleFilter, type VpcFirewallRuleHostFilter } from '~/api/__generated__/Api'

import { HOST_KIND_LABEL, protocolLabel } from './firewall-rules'

/** Targets or host filters as text, as their chips read: "VPC default, Subnet dmz". */
export const hostsText = (hosts: readonly VpcFirewallRuleHostFilter[]) =>
  hosts.map((h) => `${HOST_KIND_LABEL[h.type]} ${h.value}`).join(', ')

/** A rule's filters as text, as their chips read; "Any traffic" when there are none. */
export function filtersText(filters: VpcFirewallRuleFilter): string {
  const parts = [
    hostsText(filters.hosts ?? []),
    ...(filters.protocols ?? []).map((p) => `Protocol ${protocolLabel(p)}`),
    ...(filters.ports ?? []).map((p) => `Port ${p}`),
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : 'Any traffic'
}

/**
 * One target or filter: its kind in small caps, then its value, on one line. A name is never
 * broken (at its dashes, say): chips wrap whole, and a table's column is as wide as its widest.
 */
export function Chip({ kind, children }: { kind?: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-baseline gap-1 rounded-sm border border-line-strong bg-hover px-1.5 py-0.5 text-xs leading-tight whitespace-nowrap">
      {kind && (
        <span className="font-mono text-[0.625rem] tracking-wide whitespace-nowrap text-tertiary uppercase">
          {kind}
        </span>
      )}
      <span className="text-secondary">{children}</span>
    </span>
  )
}

/** Chips side by side, wrapping whole onto more lines; clear of a table row's borders. */
export function ChipList({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap gap-1 py-1.5">{children}</span>
}

export function HostChips({ hosts }: { hosts: readonly VpcFirewallRuleHostFilter[] }) {
  return (
    <>
      {hosts.map((h) => (
        <Chip key={`${h.type}:${h.value}`} kind={HOST_KIND_LABEL[h.type]}>
          {h.value}
        </Chip>
      ))}
    </>
  )
}

/** Every filter of a rule, all shown; "Any traffic" when there are none. */
export function FilterChips({ filters }: { filters: VpcFirewallRuleFilter }) {
  const hosts = filters.hosts ?? []
  const protocols = filters.protocols ?? []
  const ports = filters.ports ?? []
  if (!hosts.length && !protocols.length && !ports.length) {
    return <span className="text-xs text-tertiary">Any traffic</span>
  }
  return (
    <ChipList>
      <HostChips hosts={hosts} />
      {protocols.map((p) => (
        <Chip key={protocolLabel(p)} kind="Protocol">
          {protocolLabel(p)}
        </Chip>
      ))}
      {ports.map((p) => (
        <Chip key={p} kind="Port">
          {p}
        </Chip>
      ))}
    </ChipList>
  )
}
