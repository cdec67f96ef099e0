import { useQueries } from '@tanstack/react-query'
import { useId, useState } from 'react'

import {
  groupMembersQuery,
  type AccessData,
  type AccessScope,
} from '~/resources/access/access-queries'
import {
  explainAccess,
  groupsIn,
  roleLabel,
  type AccessSource,
} from '~/resources/access/access-rules'
import { Spinner } from '~/ui/spinner'

function SourceText({ source, nameOf }: { source: AccessSource; nameOf: (id: string) => string }) {
  const role = <strong className="font-medium text-fg">{roleLabel(source.role)}</strong>
  if (source.kind === 'direct') return <>{role}: assigned directly</>
  if (source.kind === 'group')
    return (
      <>
        {role}: through group {nameOf(source.groupId)}
      </>
    )
  const holder = source.groupId ? `group ${nameOf(source.groupId)} is` : 'they are'
  if (source.kind === 'mapped') {
    return (
      <>
        {role}: through the silo’s fleet role mapping ({holder} silo {roleLabel(source.siloRole)})
      </>
    )
  }
  return (
    <>
      {role}: inherited from the silo, where {holder} {roleLabel(source.siloRole)}
    </>
  )
}

const byName = (a: { displayName: string }, b: { displayName: string }) =>
  a.displayName.localeCompare(b.displayName)

/** "Why does this user have access": a user's effective role here and where it comes from. */
export function ExplainAccess({
  scope,
  scopeName,
  data,
}: {
  scope: AccessScope
  scopeName: string
  data: AccessData
}) {
  const [userId, setUserId] = useState('')
  const selectId = useId()
  const groups = groupsIn(data.policy, data.siloPolicy, data.fleetMapping?.siloPolicy)
  const members = useQueries({
    queries: groups.map((g) => ({ ...groupMembersQuery(g), enabled: !!userId })),
  })
  const loading = members.some((m) => m.isLoading)
  const failed = members.some((m) => m.isError)
  const groupIds = groups.filter((_, i) => members[i]?.data?.items.some((u) => u.id === userId))
  const nameOf = (id: string) => data.names.get(id) ?? id
  const user = data.users.find((u) => u.id === userId)
  const explanation =
    user &&
    explainAccess({
      userId,
      groupIds,
      policy: data.policy,
      siloPolicy: data.siloPolicy,
      fleetMapping: data.fleetMapping,
    })

  return (
    <section
      aria-labelledby={`${selectId}-heading`}
      className="mt-8 max-w-2xl rounded-lg border border-line p-4"
    >
      <h2 id={`${selectId}-heading`} className="text-sm font-medium text-fg">
        Why does this user have access?
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <label htmlFor={selectId} className="text-sm text-secondary">
          User
        </label>
        <select
          id={selectId}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          className="rounded-md border border-line-strong bg-default px-2 py-1 text-sm text-fg"
        >
          <option value="">Choose a user</option>
          {[...data.users].sort(byName).map((u) => (
            <option key={u.id} value={u.id}>
              {u.displayName}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" className="mt-3 text-sm text-secondary">
        {user && loading && <Spinner />}
        {user && failed && (
          <p>Could not read the members of every group; the answer may be short.</p>
        )}
        {user && !loading && explanation && (
          <>
            <p>
              {explanation.effective ? (
                <>
                  {user.displayName} is{' '}
                  <strong className="font-medium text-fg">
                    {roleLabel(explanation.effective)}
                  </strong>{' '}
                  on {scopeName}
                  {explanation.sources.length > 1 ? ', the strongest of:' : ':'}
                </>
              ) : (
                <>
                  {user.displayName} has no role on {scopeName}
                  {scope.level === 'project' ? ' and cannot see it.' : '.'}
                </>
              )}
            </p>
            {explanation.sources.length > 0 && (
              <ul
                aria-label={`Where ${user.displayName}’s access comes from`}
                className="mt-1 list-disc pl-5"
              >
                {explanation.sources.map((s, i) => (
                  <li key={i}>
                    <SourceText source={s} nameOf={nameOf} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  )
}
