/** The start of every list and create of a resource that lives in a project. */
import { actorOf, type Actor } from '../context'
import type { Collection } from '../db/collection'
import type { Api, Json, RoleName } from '../db/schema'
import { lookupProject, writableProject } from '../lookup'
import { type Page, type PageQuery } from '../paginate'
import { assertNameFree, check, paginate } from './util'

/** A page of one project's items (the `project` query parameter is required for lists). */
export function projectPage<T extends { id: string }>(
  coll: Collection<T>,
  query: PageQuery & { project?: string },
  req: Request,
): Page<T> {
  check(query.project, 'project must be specified')
  return paginate(coll, lookupProject(actorOf(req), query.project).id, query)
}

/**
 * Before creating `name` in `coll` of a project: the actor must hold `role` there and the name
 * must be free. Returns the actor and the project.
 */
export function projectCreate<T extends { id: string }>(
  req: Request,
  projectKey: string,
  role: RoleName,
  coll: Collection<T>,
  name: string,
  type: string,
): { actor: Actor; project: Json<Api.Project> } {
  const actor = actorOf(req)
  const project = writableProject(actor, projectKey, role)
  assertNameFree(coll, project.id, name, type)
  return { actor, project }
}
