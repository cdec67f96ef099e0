import { q, usePrefetchedQuery } from '~/api/client'
import {
  IdpNotice,
  ProjectWayIn,
  useHasNoSiloAccess,
  useOpenableRecents,
  useWhomToAsk,
} from '~/components/shell/no-access'
import { ProjectIcon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'

/**
 * The projects page of a user the API refuses the silo's list (403: no role on the silo). A
 * role on a project still lets her open it: her recent projects and a field to open one by name
 * lead her there. With no group, no silo role and no project that opens, the spec's notice
 * about the identity provider is shown, and who can give access.
 */
export function ProjectsRefused() {
  const me = usePrefetchedQuery(q('currentUserView', {}))
  const noRole = useHasNoSiloAccess()
  const recents = useOpenableRecents(me.id)
  const whom = useWhomToAsk()
  const nothingOpens = noRole === true && recents?.length === 0
  return (
    <>
      <PageHeader
        title={nothingOpens ? 'No access yet' : 'Projects'}
        icon={<ProjectIcon size={20} />}
      />
      <div className="max-w-xl space-y-5">
        <p className="text-secondary">
          {noRole === false
            ? `Your role does not include the list of the projects of the silo ${me.siloName}.`
            : `Your account has no role on the silo ${me.siloName}, so the list of its projects is not shown to you.`}{' '}
          The projects you have a role on still open here.
        </p>
        {nothingOpens && <IdpNotice />}
        <ProjectWayIn recents={recents} />
        <p className="text-sm text-tertiary">
          {whom} to give you a role on the silo or on a project, or to add you to a group.
        </p>
      </div>
    </>
  )
}
