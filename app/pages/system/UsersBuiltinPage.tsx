import { type UserBuiltin } from '~/api/__generated__/Api'
import { qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { UserIcon } from '~/ui/icons'

const builtinPage = (pageToken?: string) => qList('userBuiltinList', { query: {} }, pageToken)

export async function loader() {
  await queryClient.ensureQueryData(builtinPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Built-in Users', crumbPath: pb.usersBuiltin() }

const columns: TableColumn<UserBuiltin>[] = [
  nameLinkColumn<UserBuiltin>((u) => pb.userBuiltin({ user: u.name })),
  descriptionColumn<UserBuiltin>(),
  dateColumn<UserBuiltin>('timeCreated', 'created'),
]

const docs = (
  <DocsPopover
    heading="Built-in users"
    summary="Identities the control plane itself acts as (seeding the database, answering internal requests, recovering sagas). They belong to no silo, cannot sign in and cannot be changed; the audit log names them when they make a change."
    links={[
      { href: 'https://docs.oxide.computer/api/user_builtin_list', label: 'Built-in users API' },
    ]}
  />
)

/** The system's built-in users, read only; each opens in a side sheet. */
export function Component() {
  return (
    <ListPage
      title="Built-in Users"
      noun="built-in users"
      icon={UserIcon}
      docs={docs}
      empty={{ title: 'No built-in users', body: 'The system lists none' }}
      query={builtinPage}
      columns={columns}
    />
  )
}
