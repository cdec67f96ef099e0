import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, q, qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { explainAccess } from '~/resources/access/access-rules'
import { formatDateTime } from '~/table/columns'
import { SimpleTable } from '~/table/simple-table'
import { Button } from '~/ui/button'
import { addToast, ToastName } from '~/ui/toast'

import { Section } from './directory-display'

const noThrow = { throwOnError: false } as const

const NOT_ADMIN = 'Only a silo admin can sign a user out everywhere'

/**
 * An operator's view of a user's sign-ins: their console sessions and access tokens, and
 * "Sign out everywhere" (which the API allows silo admins).
 */
export function UserSessions({ userId, userName }: { userId: string; userName: string }) {
  const me = useQuery(q('currentUserView', {}))
  const myGroups = useQuery(q('currentUserGroups', {}))
  const policy = useQuery({ ...q('policyView', {}), ...noThrow })
  const sessions = useQuery({ ...qAll('userSessionList', { path: { userId } }), ...noThrow })
  const tokens = useQuery({ ...qAll('userTokenList', { path: { userId } }), ...noThrow })
  const logout = useApiMutation('userLogout', {
    onSuccess() {
      void invalidate('userSessionList')
      void invalidate('userTokenList')
      addToast({
        content: (
          <>
            <ToastName>{userName}</ToastName> signed out everywhere
          </>
        ),
      })
    },
  })

  const isAdmin =
    !!me.data &&
    !!policy.data &&
    explainAccess({
      userId: me.data.id,
      groupIds: myGroups.data?.items.map((g) => g.id) ?? [],
      policy: policy.data,
    }).effective === 'admin'
  const self = me.data?.id === userId

  const logoutRequest = apiRequest('userLogout', { path: { userId } })
  const signOut = () =>
    confirmAction({
      title: 'Sign out everywhere',
      content: (
        <>
          <p>
            End every console session of <strong className="font-medium text-fg">{userName}</strong>{' '}
            and revoke all of their access tokens? They will have to sign in again, and scripts
            using their tokens will stop working. This cannot be undone.
          </p>
          {self && <p>This includes your own session here: you will be signed out.</p>}
        </>
      ),
      actionType: 'danger',
      actionText: 'Sign out everywhere',
      errorTitle: 'Could not sign the user out',
      requests: () => logoutRequest,
      doAction: () => logout.mutateAsync(logoutRequest),
    })

  const failed = (what: string) => (
    <p className="text-sm text-secondary">
      Could not read {what}: only the user and silo admins can.
    </p>
  )

  return (
    <>
      <Section
        title="Sessions"
        aside={
          <Button
            size="sm"
            variant="danger"
            onClick={signOut}
            disabled={!isAdmin}
            disabledReason={isAdmin ? undefined : NOT_ADMIN}
          >
            Sign out everywhere
          </Button>
        }
      >
        {sessions.error ? (
          failed('their sessions')
        ) : (
          <SimpleTable
            label="Sessions"
            headers={['session', 'signed in', 'last used']}
            empty={sessions.isPending ? 'Loading…' : 'No active sessions.'}
            rows={(sessions.data?.items ?? []).map((s) => ({
              key: s.id,
              cells: [
                <span key="i" className="font-mono text-xs">
                  {s.id}
                </span>,
                formatDateTime(s.timeCreated),
                formatDateTime(s.timeLastUsed),
              ],
            }))}
          />
        )}
      </Section>
      <Section title="Access tokens">
        {tokens.error ? (
          failed('their access tokens')
        ) : (
          <SimpleTable
            label="Access tokens"
            headers={['token', 'created', 'expires']}
            empty={tokens.isPending ? 'Loading…' : 'No access tokens.'}
            rows={(tokens.data?.items ?? []).map((t) => ({
              key: t.id,
              cells: [
                <span key="i" className="font-mono text-xs">
                  {t.id}
                </span>,
                formatDateTime(t.timeCreated),
                t.timeExpires ? formatDateTime(t.timeExpires) : 'Never',
              ],
            }))}
          />
        )}
        <p className="mt-3 text-sm text-secondary">
          {self ? (
            <>
              Revoke one of your own tokens on your{' '}
              <Link to={pb.accessTokens()} className="text-fg underline underline-offset-2">
                access tokens
              </Link>{' '}
              page.
            </>
          ) : (
            'The API revokes a single token only for its owner. To revoke these tokens, sign the user out everywhere: that revokes all of them.'
          )}
        </p>
      </Section>
    </>
  )
}
