import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { builtinUserSelector, useSelector } from '~/api/selectors'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { PropertiesTable } from '~/ui/page-header'

const userBuiltinView = (user: string) => q('userBuiltinView', { path: { user } })

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(userBuiltinView(builtinUserSelector(params).user))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => builtinUserSelector(params).user,
  titleOnly: true,
}

/** One built-in user, read only: the API has no writes for them. */
export function Component() {
  const { user: key } = useSelector(builtinUserSelector)
  const navigate = useNavigate()
  const user = usePrefetchedQuery(userBuiltinView(key))
  return (
    <ReadOnlySideModal
      title="Built-in user"
      subtitle={user.name}
      onDismiss={() => navigate(pb.usersBuiltin())}
    >
      <PropertiesTable>
        <PropertiesTable.Row label="Name">{user.name}</PropertiesTable.Row>
        <PropertiesTable.Row label="Description">{user.description || null}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={user.id} />
        <PropertiesTable.Row label="Created">
          {formatDateTime(user.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Modified">
          {formatDateTime(user.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
    </ReadOnlySideModal>
  )
}
