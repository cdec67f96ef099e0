/* Floating IPs as an attachable address (app/pages/project/attachable/). */
import { type FloatingIp } from '~/api/__generated__/Api'
import { q, qAll, qList } from '~/api/client'
import { pb } from '~/api/path-builder'

import { type AttachableKind } from '../attachable/attachable-kind'

const ops = {
  list: 'floatingIpList',
  instanceList: 'instanceExternalIpList',
  update: 'floatingIpUpdate',
  delete: 'floatingIpDelete',
  attach: 'floatingIpAttach',
  detach: 'floatingIpDetach',
} as const

const ref = (project: string, floatingIp: string) => ({ path: { floatingIp }, query: { project } })

export const floatingIpKind: AttachableKind<FloatingIp, typeof ops> = {
  ops,
  kind: 'floating IP',
  words: { address: 'IP address', pool: 'IP pool' },
  addressColumnId: 'ip',
  address: (f) => f.ip,
  poolId: (f) => f.ipPoolId,
  pools: () => qAll('ipPoolList', {}),
  pool: (id) => q('ipPoolView', { path: { pool: id } }),
  page: (project, pageToken) => qList('floatingIpList', { query: { project } }, pageToken),
  all: (project) => qAll('floatingIpList', { query: { project } }),
  view: (project, name) => q('floatingIpView', ref(project, name)),
  ref,
  attachParams: (project, name, instance) => ({
    ...ref(project, name),
    body: { kind: 'instance', parent: instance },
  }),
  updateParams: (project, name, body) => ({ ...ref(project, name), body }),
  listPath: (project) => pb.floatingIps({ project }),
  editPath: (project, floatingIp) => pb.floatingIpEdit({ project, floatingIp }),
  detachWords: { before: 'It will no longer be reachable at ', after: '.' },
  attachOutcome: 'will be reachable at',
}
