import { useQuery } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { Link } from 'react-router'

import { type ProbeInfo, type Sled } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { icon } from '~/ui/icons'
import { WriteGate } from '~/ui/write-gate'

import { sledsAll } from './probe-queries'

export const ProbeIcon = icon(
  'Probe',
  <>
    <circle cx="8" cy="8" r="2.25" />
    <path d="M8 1.75v2.5M8 11.75v2.5M1.75 8h2.5M11.75 8h2.5" />
  </>,
)

export const probeDocs = [
  { href: 'https://docs.oxide.computer/api/probe_list', label: 'Probes (experimental API)' },
]

export const sledLabel = (s: Sled) =>
  `${s.baseboard.serial}${s.slot !== null && s.slot !== undefined ? ` (slot ${s.slot})` : ''}`

/** The sled a probe sits on, by serial, linked to its inventory page. */
export function SledLink({ id }: { id: string }) {
  const { data } = useQuery({ ...sledsAll(), throwOnError: false })
  const sled = data?.items.find((s) => s.id === id)
  return (
    <Link
      to={pb.sledInstances({ sledId: id })}
      title={id}
      className="text-secondary underline-offset-2 hover:text-fg hover:underline"
    >
      {sled ? sledLabel(sled) : id.slice(0, 8)}
    </Link>
  )
}

export const externalIp = (p: ProbeInfo) => p.externalIps.map((e) => e.ip).join(', ') || '—'

export const interfaceIp = (p: ProbeInfo) => {
  const c = p.interface.ipConfig
  return c.type === 'dual_stack' ? `${c.value.v4.ip}, ${c.value.v6.ip}` : c.value.ip
}

/**
 * Probes belong to a project: their writes follow the user's role on it (a limited
 * collaborator may create one), not the fleet role the rest of the system area asks for.
 */
export function ProbeWriteGate({ project, children }: { project: string; children: ReactNode }) {
  const reason = unlessRole(
    useMyRole(project || undefined),
    'limited_collaborator',
    'Your role on this project does not allow changing its probes',
  )
  return (
    <WriteGate reason={reason} replace>
      {children}
    </WriteGate>
  )
}
