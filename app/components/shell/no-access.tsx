/**
 * Help for a user the silo refuses: who may give access, the way into the projects she has a
 * role on (those she opened lately, and any by name), and the identity-provider notice of the
 * spec when she has no group, no role on the silo and no project that opens. Shown by the 403
 * screen (forbidden.tsx) and by the projects page when the API refuses the list.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'

import { q } from '~/api/client'
import { isApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { validateName } from '~/components/form/validators'
import { forgetProject, rememberProject, useRecentProjects } from '~/components/recent-projects'
import { Button } from '~/ui/button'
import { ExternalLinkIcon } from '~/ui/icons'

import { orList, useSiloAdmins } from './silo-admins'

const OPERATOR_FAQ_URL = 'https://docs.oxide.computer/guides/operator/faq'

const noThrow = { throwOnError: false } as const

/** True: no groups and no role on the silo; false: some access; undefined: not known yet. */
export function useHasNoSiloAccess(): boolean | undefined {
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

/**
 * The user's recent projects that still open, checked by loading each (undefined while that
 * runs). One that is gone or no longer hers (404, 403) is forgotten.
 */
export function useOpenableRecents(userId: string | undefined): string[] | undefined {
  const names = useRecentProjects(userId)
  const results = useQueries({
    queries: names.map((project) => ({ ...q('projectView', { path: { project } }), ...noThrow })),
  })
  const gone = names.filter((_, i) => {
    const error = results[i]?.error
    return isApiError(error) && (error.statusCode === 404 || error.statusCode === 403)
  })
  const goneKey = gone.join('\n')
  useEffect(() => {
    if (userId && goneKey) for (const name of goneKey.split('\n')) forgetProject(userId, name)
  }, [userId, goneKey])
  if (!userId || results.some((r) => r.isPending)) return undefined
  return names.filter((_, i) => results[i]?.data)
}

/** "Ask an administrator of your silo (Ada Okafor or Ben Ito)", names once known. */
export function useWhomToAsk(): string {
  const admins = useSiloAdmins()
  return admins && admins.length > 0
    ? `Ask an administrator of your silo (${orList(admins)})`
    : 'Ask an administrator of your silo'
}

/** The spec's notice for a user without groups or a silo role, with its documentation link. */
export function IdpNotice() {
  return (
    <p className="rounded-md border border-line bg-default px-3 py-2 text-left text-sm text-secondary">
      You are not in any groups and have no role on the silo. This usually means the identity
      provider is not set up correctly.{' '}
      <a
        href={OPERATOR_FAQ_URL}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-fg underline underline-offset-2"
      >
        Read the docs on groups and roles
        <ExternalLinkIcon size={12} />
      </a>
    </p>
  )
}

/** Why a project does not open, in the user's terms. */
function refusal(project: string, error: unknown): string {
  const status = isApiError(error) ? error.statusCode : undefined
  if (status === 404)
    return `There is no project named "${project}" that you can open. Check the name, or ask the project's administrators for a role on it.`
  if (status === 403)
    return `You have no role on project "${project}". Ask its administrators for one.`
  const message = error instanceof Error ? error.message : String(error)
  return `Project "${project}" could not be checked: ${message}`
}

/** A name field that opens the project once loading it shows the user may (else says why). */
function GoToProject() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [checking, setChecking] = useState(false)
  const id = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const project = name.trim()
    const invalid = validateName(project, 'Project name')
    if (invalid) return setError(invalid)
    setError(undefined)
    setChecking(true)
    try {
      const found = await queryClient.fetchQuery(q('projectView', { path: { project } }))
      const me = queryClient.getQueryData(q('currentUserView', {}).queryKey)
      if (me) rememberProject(me.id, found.name)
      void navigate(pb.instances({ project: found.name }))
    } catch (e) {
      setError(refusal(project, e))
      setChecking(false)
    }
  }

  return (
    <form aria-label="Go to a project" noValidate onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        Project name
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-tertiary">
        Open a project you were given a role on.
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="input-base min-w-0 flex-1"
        />
        <Button type="submit" size="sm" loading={checking}>
          Go to project
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  )
}

/**
 * The way into the projects a user may open without listing the silo's: her recent ones (as
 * `useOpenableRecents` gives them) and any by name.
 */
export function ProjectWayIn({ recents }: { recents: string[] | undefined }) {
  return (
    <div className="w-full space-y-5 text-left">
      {recents && recents.length > 0 && (
        <nav aria-label="Your recent projects">
          <h2 className="text-sm font-medium text-fg">Your recent projects</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {recents.map((project) => (
              <li key={project}>
                <Link
                  to={pb.instances({ project })}
                  className="inline-flex rounded-md border border-line px-2.5 py-1 text-sm text-fg hover:bg-hover"
                >
                  {project}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <GoToProject />
    </div>
  )
}
