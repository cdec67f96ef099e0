import { useQuery } from '@tanstack/react-query'

import { type ComponentType, type ReactNode } from 'react'

import { orList, useSiloAdmins } from './silo-admins'
import { q } from '~/api/client'
import { ExternalLinkIcon } from '~/ui/icons'

export const OPERATOR_FAQ_URL = 'https://docs.oxide.computer/guides/operator/faq'

type FrameProps = { title: string; body: ReactNode; notice?: ReactNode }

/**
 * A 403. A user in no group and with no role on the silo can see nothing at all: usually they
 * are new and nobody has given them access yet, so say that and name who can. Anyone else lacks
 * the role for this page.
 */
export function Forbidden({ Frame }: { Frame: ComponentType<FrameProps> }) {
  const noRole = useHasNoSiloAccess()
  const admins = useSiloAdmins()
  const whom =
    admins && admins.length > 0
      ? `Ask an administrator of your silo (${orList(admins)})`
      : 'Ask an administrator of your silo'
  if (noRole === undefined) {
    // still finding out which of the two it is: say nothing wrong in the meantime
    return <Frame title="Something went wrong" body="Action not authorized." />
  }
  return noRole ? (
    // nothing went wrong: the account is new and nobody has given it a role yet
    <Frame
      title="No access yet"
      body={
        <>
          You have no access to this silo yet: your account has no role on it and is in no group.{' '}
          {whom} to give you a role or add you to a group.
        </>
      }
      notice={<IdpNotice />}
    />
  ) : (
    <Frame
      title="Something went wrong"
      body={
        <>Action not authorized: your role does not include this page. {whom} if you need it.</>
      }
    />
  )
}

/** True: no groups and no role on the silo; false: some access; undefined: not known yet. */
function useHasNoSiloAccess(): boolean | undefined {
  const noThrow = { throwOnError: false } as const
  const me = useQuery({ ...q('currentUserView', {}), ...noThrow })
  const groups = useQuery({ ...q('currentUserGroups', {}), ...noThrow })
  const policy = useQuery({ ...q('policyView', {}), ...noThrow })
  if (groups.error || me.error) return false
  if (!me.data || !groups.data) return undefined
  if (groups.data.items.length > 0) return false
  if (policy.data) return !policy.data.roleAssignments.some((ra) => ra.identityId === me.data.id)
  // a user who may not even read the silo policy has no role on the silo
  if (policy.error) return policy.error.statusCode === 403
  return undefined
}

/** For the administrator reading over the user's shoulder. */
function IdpNotice() {
  return (
    <p className="mt-6 text-left text-xs text-tertiary">
      Administrators: when users sign in through an identity provider, their groups come from it; a
      user with no groups usually means the provider does not send them.{' '}
      <a
        href={OPERATOR_FAQ_URL}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-secondary underline underline-offset-2"
      >
        How to set up groups and roles
        <ExternalLinkIcon size={12} />
      </a>
    </p>
  )
}
