import { useId } from 'react'
import { Link } from 'react-router'

import { pb } from '~/api/path-builder'
import { roleLabel, type MappedGrant } from '~/resources/access/access-rules'
import { SimpleTable } from '~/table/simple-table'
import { Badge } from '~/ui/badge'

/**
 * The fleet roles the silos grant through their role mappings, beside the fleet's own policy:
 * who holds each, which silo grants it and through which silo role.
 */
export function MappedGrants({
  grants,
  nameOf,
}: {
  /** null: the silos or their policies could not be read. */
  grants: MappedGrant[] | null
  nameOf: (id: string) => string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-sm font-medium text-fg">
        Granted by silo role mappings
      </h2>
      <p className="mt-1 mb-3 max-w-2xl text-sm text-secondary">
        A silo can map its roles to fleet roles: whoever holds such a silo role (or a stronger one)
        also holds the fleet role. These are changed on the silo, not here.
      </p>
      {grants === null ? (
        <p role="alert" className="text-sm text-secondary">
          Could not read the silos&apos; role mappings: reload the page to try again.
        </p>
      ) : (
        <SimpleTable
          label="Fleet roles granted by silos"
          headers={['Name', 'Type', 'Fleet role', 'Granted by silo', 'Through silo role']}
          empty="No silo grants a fleet role through its role mappings."
          rows={grants.map((g) => {
            const name = nameOf(g.identityId)
            return {
              key: `${g.identityId}/${g.role}`,
              cells: [
                <span key="name" className="font-medium text-fg">
                  {name === g.identityId ? <span className="font-mono text-xs">{name}</span> : name}
                </span>,
                g.identityType === 'silo_group' ? 'Group' : 'User',
                <Badge key="role" color={g.role === 'admin' ? 'default' : 'info'}>
                  {`fleet.${g.role}`}
                </Badge>,
                <Link
                  key="silo"
                  to={pb.siloFleetRoles({ silo: g.siloName })}
                  className="text-accent underline-offset-2 hover:underline"
                >
                  {g.siloName}
                </Link>,
                roleLabel(g.siloRole),
              ],
            }
          })}
        />
      )}
    </section>
  )
}
