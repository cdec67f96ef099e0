import { useQuery } from '@tanstack/react-query'
import { type ComponentType, type ReactNode } from 'react'

import { q } from '~/api/client'

import {
  IdpNotice,
  ProjectWayIn,
  useHasNoSiloAccess,
  useOpenableRecents,
  useWhomToAsk,
} from './no-access'

type FrameProps = { title: string; body: ReactNode; notice?: ReactNode }

/**
 * A 403. A user in no group and with no role on the silo may still hold a role on some
 * projects: she is given the way into them (her recent projects, any by name). When nothing
 * opens either she is new or the identity provider sends no groups: the spec's notice says so,
 * and who can give access. Anyone else lacks the role for this page.
 */
export function Forbidden({ Frame }: { Frame: ComponentType<FrameProps> }) {
  const noRole = useHasNoSiloAccess()
  const me = useQuery({ ...q('currentUserView', {}), throwOnError: false })
  const recents = useOpenableRecents(noRole ? me.data?.id : undefined)
  const whom = useWhomToAsk()
  const notAuthorized = (
    <>Action not authorized: your role does not include this page. {whom} if you need it.</>
  )
  if (noRole === undefined || (noRole && recents === undefined)) {
    // still finding out which it is: say nothing wrong in the meantime
    return <Frame title="Something went wrong" body="Action not authorized." />
  }
  if (!noRole) return <Frame title="Something went wrong" body={notAuthorized} />
  const nothingOpens = recents?.length === 0
  return (
    <Frame
      title={nothingOpens ? 'No access yet' : 'Something went wrong'}
      body={
        nothingOpens ? (
          <>{whom} to give you a role on the silo or on a project, or to add you to a group.</>
        ) : (
          notAuthorized
        )
      }
      notice={
        <div className="mt-6 w-full space-y-5">
          {nothingOpens && <IdpNotice />}
          <ProjectWayIn recents={recents} />
        </div>
      }
    />
  )
}
