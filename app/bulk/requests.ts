/**
 * Every bulk action as the request it sends for one item, from JSON-only parameters and the
 * item's key (a name or an id). The run sends exactly these (./operations.ts) and the
 * confirmation shows them as its "Equivalent CLI", one command per item.
 */
import { apiRequest, type SomeRequest } from '~/api/api-request'

import { type BulkOperation } from './names'

type Params = Record<string, string>

const inProject = (params: Params) => ({ query: { project: params.project } })

export const BULK_REQUESTS = {
  'instance.start': (p, instance) =>
    apiRequest('instanceStart', { path: { instance }, ...inProject(p) }),
  'instance.stop': (p, instance) =>
    apiRequest('instanceStop', { path: { instance }, ...inProject(p) }),
  'instance.reboot': (p, instance) =>
    apiRequest('instanceReboot', { path: { instance }, ...inProject(p) }),
  'instance.delete': (p, instance) =>
    apiRequest('instanceDelete', { path: { instance }, ...inProject(p) }),
  'disk.delete': (p, disk) => apiRequest('diskDelete', { path: { disk }, ...inProject(p) }),
  'snapshot.delete': (p, snapshot) =>
    apiRequest('snapshotDelete', { path: { snapshot }, ...inProject(p) }),
  /** A project's image by name, or a silo image (no project) by id. */
  'image.delete': (p, image) =>
    apiRequest('imageDelete', { path: { image }, query: p.project ? { project: p.project } : {} }),
  'image.promote': (p, image) => apiRequest('imagePromote', { path: { image }, ...inProject(p) }),
  'image.demote': (p, image) =>
    apiRequest('imageDemote', { path: { image }, query: { project: p.project ?? '' } }),
  'floatingIp.detach': (p, floatingIp) =>
    apiRequest('floatingIpDetach', { path: { floatingIp }, ...inProject(p) }),
  'floatingIp.delete': (p, floatingIp) =>
    apiRequest('floatingIpDelete', { path: { floatingIp }, ...inProject(p) }),
  'sshKey.delete': (_p, sshKey) => apiRequest('currentUserSshKeyDelete', { path: { sshKey } }),
  'token.revoke': (_p, tokenId) =>
    apiRequest('currentUserAccessTokenDelete', { path: { tokenId } }),
  'user.logout': (_p, userId) => apiRequest('userLogout', { path: { userId } }),
} satisfies Record<BulkOperation, (params: Params, key: string) => SomeRequest>
