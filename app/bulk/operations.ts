/**
 * Every bulk action as one request per item, from JSON-only parameters and the item's key (a
 * name or an id): what a list runs, and what a resume after a reload runs again for the items
 * a run did not finish. Each is left out of the activity log's own record of writes: the run
 * records them whole. Loaded with the list, or lazily by the resumer (./run-bulk.ts).
 */
import { call, unrecordedWrite } from '~/api/client'

import { type BulkOperation } from './names'

type Params = Record<string, string>
type ItemOperation = (params: Params, key: string) => Promise<unknown>

const inProject = (params: Params) => ({ query: { project: params.project } })

export const BULK_OPERATIONS = {
  'instance.start': (p, instance) =>
    call('instanceStart', unrecordedWrite({ path: { instance }, ...inProject(p) })),
  'instance.stop': (p, instance) =>
    call('instanceStop', unrecordedWrite({ path: { instance }, ...inProject(p) })),
  'instance.reboot': (p, instance) =>
    call('instanceReboot', unrecordedWrite({ path: { instance }, ...inProject(p) })),
  'instance.delete': (p, instance) =>
    call('instanceDelete', unrecordedWrite({ path: { instance }, ...inProject(p) })),
  'disk.delete': (p, disk) =>
    call('diskDelete', unrecordedWrite({ path: { disk }, ...inProject(p) })),
  'snapshot.delete': (p, snapshot) =>
    call('snapshotDelete', unrecordedWrite({ path: { snapshot }, ...inProject(p) })),
  /** A project's image by name, or a silo image (no project) by id. */
  'image.delete': (p, image) =>
    call(
      'imageDelete',
      unrecordedWrite({ path: { image }, query: p.project ? { project: p.project } : {} }),
    ),
  'image.promote': (p, image) =>
    call('imagePromote', unrecordedWrite({ path: { image }, ...inProject(p) })),
  'image.demote': (p, image) =>
    call('imageDemote', unrecordedWrite({ path: { image }, query: { project: p.project ?? '' } })),
  'floatingIp.detach': (p, floatingIp) =>
    call('floatingIpDetach', unrecordedWrite({ path: { floatingIp }, ...inProject(p) })),
  'floatingIp.delete': (p, floatingIp) =>
    call('floatingIpDelete', unrecordedWrite({ path: { floatingIp }, ...inProject(p) })),
  'sshKey.delete': (_p, sshKey) =>
    call('currentUserSshKeyDelete', unrecordedWrite({ path: { sshKey } })),
  'token.revoke': (_p, tokenId) =>
    call('currentUserAccessTokenDelete', unrecordedWrite({ path: { tokenId } })),
  'user.logout': (_p, userId) => call('userLogout', unrecordedWrite({ path: { userId } })),
} satisfies Record<BulkOperation, ItemOperation>
