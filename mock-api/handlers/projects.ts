/** Projects and project policies. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireSilo } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { createVpc } from '../db/factories'
import { invalidRequest } from '../errors'
import { lookupProject, writableProject } from '../lookup'
import { policyOf, replacePolicy } from '../policy'
import { assertNameFree, identityMetadata, paginate, renamePatch, stamp } from './util'

/** Kinds of child a project must not have when deleted, in the order Nexus checks them. */
const CHILDREN = [
  ['instance', () => db.instances],
  ['disk', () => db.disks],
  ['snapshot', () => db.snapshots],
  ['floating ip', () => db.floatingIps],
  ['vpc', () => db.vpcs],
  ['anti-affinity group', () => db.antiAffinityGroups],
  ['affinity group', () => db.affinityGroups],
] as const

export const projectHandlers = {
  projectList({ query, req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'viewer')
    return paginate(db.projects, actor.siloId, query)
  },

  projectCreate({ body, req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'limited_collaborator')
    assertNameFree(db.projects, actor.siloId, body.name, 'project')
    const s = stamp()
    const project = db.projects.insert(identityMetadata(s, 'project', body), actor.siloId)
    // like Nexus, every new project gets a VPC named default
    createVpc(
      db,
      { projectId: project.id, name: 'default', description: 'Default VPC', dnsName: 'default' },
      s,
    )
    return project
  },

  projectView: ({ path, req }) => lookupProject(actorOf(req), path.project),

  projectUpdate({ path, body, req }) {
    const actor = actorOf(req)
    const project = writableProject(actor, path.project, 'collaborator')
    const patch = renamePatch(db.projects, actor.siloId, project, 'project', body)
    return db.projects.update(project.id, patch)
  },

  projectDelete({ path, req }) {
    const actor = actorOf(req)
    const project = writableProject(actor, path.project, 'collaborator')
    for (const [kind, coll] of CHILDREN) {
      const child = coll().inScope(project.id)[0]
      if (child) throw invalidRequest(`project to be deleted contains a ${kind}: ${child.name}`)
    }
    const images = db.images.inScope(`project:${project.id}`)
    if (images[0])
      throw invalidRequest(`project to be deleted contains a project image: ${images[0].name}`)
    db.projects.delete(project.id)
    db.roleAssignments = db.roleAssignments.filter(
      (a) => !(a.resourceType === 'project' && a.resourceId === project.id),
    )
    return 204
  },

  projectPolicyView({ path, req }) {
    const project = lookupProject(actorOf(req), path.project)
    return policyOf('project', project.id)
  },

  projectPolicyUpdate({ path, body, req }) {
    const actor = actorOf(req)
    const project = writableProject(actor, path.project, 'admin')
    return replacePolicy('project', project.id, body.role_assignments, actor.siloId)
  },
} satisfies Partial<MSWHandlers>
