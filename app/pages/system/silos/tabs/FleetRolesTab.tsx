import { Link, type LoaderFunctionArgs } from 'react-router'

import { usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadSilo, siloView } from '~/resources/silos/silo-queries'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { UserIcon } from '~/ui/icons'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadSilo(params)
  return null
}

export const handle: RouteHandle = { crumb: 'Fleet roles' }

/** The fleet roles the silo's roles confer: set at creation, read only afterwards. */
export function Component() {
  const { silo } = useSiloSelector()
  const { mappedFleetRoles } = usePrefetchedQuery(siloView(silo))
  const mappings = Object.entries(mappedFleetRoles).filter(([, roles]) => roles.length > 0)
  if (mappings.length === 0) {
    return (
      <EmptyState
        icon={<UserIcon />}
        title="No fleet role mappings"
        body="Silo roles grant no fleet role here. Mappings are chosen when a silo is created and cannot be changed afterwards."
      />
    )
  }
  return (
    <div className="max-w-2xl">
      <p className="mb-4 text-sm text-secondary">
        Members with these silo roles (or stronger ones) also hold the fleet roles beside them.
        Mappings are chosen when a silo is created and cannot be changed afterwards; who holds the
        silo roles is on the{' '}
        <Link
          to={pb.siloPolicy({ silo })}
          className="text-accent underline-offset-2 hover:underline"
        >
          Access tab
        </Link>
        .
      </p>
      <ul
        aria-label="Fleet role mappings"
        className="divide-y divide-line rounded-lg border border-line"
      >
        {mappings.map(([role, fleet]) => (
          <li key={role} className="flex items-center gap-3 px-3 py-2 text-sm">
            <Badge color="neutral">Silo {role}</Badge>
            <span aria-hidden="true">→</span>
            <span className="sr-only">grants</span>
            {fleet.map((f) => (
              <Badge key={f}>Fleet {f}</Badge>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}
