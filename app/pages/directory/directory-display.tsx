import { type ReactNode } from 'react'
import { Link } from 'react-router'

import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type AccessSource, type Role } from '~/resources/access/access-rules'
import { sourceText } from '~/resources/directory/directory-rules'
import { Badge } from '~/ui/badge'

const badgeColor = (role: Role) =>
  role === 'admin' ? 'default' : role === 'viewer' ? 'info' : 'accent'

/** A role as the access pages show it ("silo.admin"), or a dash for none. */
export function RoleBadge({ prefix, role }: { prefix: string; role: Role | null }) {
  if (!role) return <span className="text-tertiary">—</span>
  return <Badge color={badgeColor(role)}>{`${prefix}.${role}`}</Badge>
}

/** Where a role comes from, as text: "direct, through group readers". */
export const sourcesText = (sources: AccessSource[], nameOf: (id: string) => string) =>
  [...new Set(sources.map((s) => sourceText(s, nameOf)))].join(', ')

/** A role with where it comes from beside it. */
export function RoleWithSource({
  prefix,
  role,
  sources,
  nameOf,
}: {
  prefix: string
  role: Role | null
  sources: AccessSource[]
  nameOf: (id: string) => string
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <RoleBadge prefix={prefix} role={role} />
      {role && <span className="text-xs text-secondary">{sourcesText(sources, nameOf)}</span>}
    </span>
  )
}

export const userLink = (id: string, name: string) => (
  <Link
    to={pb.siloUser({ userId: id })}
    className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
  >
    {name}
  </Link>
)

export const groupLink = (id: string, name: string) => (
  <Link
    to={pb.siloGroup({ groupId: id })}
    className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
  >
    {name}
  </Link>
)

export const directoryDocs = (heading: string) => (
  <DocsPopover
    heading={heading}
    summary="Users and groups come from the silo's identity provider. Roles given to a group apply to each of its members; roles on the silo carry over to every project."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/key-entities-and-concepts',
        label: 'Access control',
      },
    ]}
  />
)

/** A titled section of a detail page holding a small table. */
export function Section({
  title,
  children,
  aside,
}: {
  title: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <section className="mt-8" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sans-lg text-fg">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  )
}
