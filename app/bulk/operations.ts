/**
 * Every bulk action as one request per item, from JSON-only parameters and the item's key (a
 * name or an id): what a list runs, and what a resume after a reload runs again for the items
 * a run did not finish. Loaded with the list, or lazily by the resumer (./resume.ts).
 */
import { call } from '~/api/client'

import { type BulkOperation } from './names'

type Params = Record<string, string>
type ItemOperation = (params: Params, key: string) => Promise<unknown>

const inProject = (params: Params) => ({ query: { project: params.project } })

export const BULK_OPERATIONS = {
  'instance.start': (p, instance) => call('instanceStart', { path: { instance }, ...inProject(p) }),
  'instance.stop': (p, instance) => call('instanceStop', { path: { instance }, ...inProject(p) }),
  'instance.reboot': (p, instance) =>
    call('instanceReboot', { path: { instance }, ...inProject(p) }),
  'instance.delete': (p, instance) =>
    call('instanceDelete', { path: { instance }, ...inProject(p) }),
  'disk.delete': (p, disk) => call('diskDelete', { path: { disk }, ...inProject(p) }),
  'snapshot.delete': (p, snapshot) =>
    call('snapshotDelete', { path: { snapshot }, ...inProject(p) }),
  /** A project's image by name, or a silo image (no project) by id. */
  'image.delete': (p, image) =>
    call('imageDelete', { path: { image }, query: p.project ? { project: p.project } : {} }),
  'image.promote': (p, image) => call('imagePromote', { path: { image }, ...inProject(p) }),
  'image.demote': (p, image) =>
    call('imageDemote', { path: { image }, query: { project: p.project ?? '' } }),
  'floatingIp.detach': (p, floatingIp) =>
    call('floatingIpDetach', { path: { floatingIp }, ...inProject(p) }),
  'floatingIp.delete': (p, floatingIp) =>
    call('floatingIpDelete', { path: { floatingIp }, ...inProject(p) }),
  'sshKey.delete': (_p, sshKey) => call('currentUserSshKeyDelete', { path: { sshKey } }),
  'token.revoke': (_p, tokenId) => call('currentUserAccessTokenDelete', { path: { tokenId } }),
  'user.logout': (_p, userId) => call('userLogout', { path: { userId } }),
} satisfies Record<BulkOperation, ItemOperation>
