/* External subnets as an attachable address (app/pages/project/attachable/). */
import { type ExternalSubnet } from '~/api/__generated__/Api'
import { q, qAll, qList } from '~/api/client'
import { pb } from '~/api/path-builder'

import { type AttachableKind } from '../attachable/attachable-kind'

const ops = {
  list: 'externalSubnetList',
  instanceList: 'instanceExternalSubnetList',
  update: 'externalSubnetUpdate',
  delete: 'externalSubnetDelete',
  attach: 'externalSubnetAttach',
  detach: 'externalSubnetDetach',
} as const

const ref = (project: string, externalSubnet: string) => ({
  path: { externalSubnet },
  query: { project },
})

// a pool list that fails leaves the pool cells waiting, not the page on the error screen
const subnetPools = () => ({ ...qAll('subnetPoolList', {}), throwOnError: false })

export const externalSubnetKind: AttachableKind<ExternalSubnet, typeof ops> = {
  ops,
  kind: 'external subnet',
  words: { address: 'subnet', pool: 'subnet pool' },
  addressColumnId: 'subnet',
  address: (s) => s.subnet,
  poolId: (s) => s.subnetPoolId,
  pools: subnetPools,
  pool: (id) => q('subnetPoolView', { path: { pool: id } }),
  page: (project, pageToken) => qList('externalSubnetList', { query: { project } }, pageToken),
  all: (project) => qAll('externalSubnetList', { query: { project } }),
  view: (project, name) => q('externalSubnetView', ref(project, name)),
  ref,
  attachParams: (project, name, instance) => ({ ...ref(project, name), body: { instance } }),
  updateParams: (project, name, body) => ({ ...ref(project, name), body }),
  listPath: (project) => pb.externalSubnets({ project }),
  editPath: (project, externalSubnet) => pb.externalSubnetEdit({ project, externalSubnet }),
  detachWords: {
    before: 'Traffic for ',
    after: ' will no longer reach it. The project keeps the subnet.',
  },
  attachOutcome: 'will receive traffic for',
}
