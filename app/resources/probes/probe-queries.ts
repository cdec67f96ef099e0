import { redirect } from 'react-router'

import { q, qAll, qList, queryClient } from '~/api/client'

export const probePage = (project: string) => (pageToken?: string) =>
  qList('probeList', { query: { project } }, pageToken)

export const probeView = (project: string, probe: string) =>
  q('probeView', { path: { probe }, query: { project } })

export const projectsAll = () => qAll('projectList', {})

export const sledsAll = () => qAll('sledList', {})

/** A probe path with its project. */
export const inProject = (path: string, project: string) =>
  `${path}?${new URLSearchParams({ project })}`

/** The `?project=` of a request; without one, a redirect to the first project (if any). */
export async function projectFromRequest(request: Request): Promise<string> {
  const url = new URL(request.url)
  const project = url.searchParams.get('project')
  if (project) return project
  const projects = await queryClient.ensureQueryData(projectsAll())
  const first = projects.items[0]?.name
  if (!first) return ''
  url.searchParams.set('project', first)
  throw redirect(url.pathname + url.search)
}
