/** Issue 29's test data for the project, silo, access and resources pages. */
import { type Instance, type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { type SomeRequest } from '~/api/api-request'
import { diskFormDefaults } from '~/forms/disk-create-values'
import * as addMember from '~/pages/project/affinity/add-member-modal'
import * as attach from '~/pages/project/attachable/attach-modal'
import * as demoteImage from '~/pages/project/images/demote-image-modal'
import * as resize from '~/pages/project/instances/resize-instance-modal'
import { ephemeralIpAttachRequest } from '~/pages/project/instances/tabs/networking/attach-ephemeral-ip-modal'
import { externalSubnetAttachRequest } from '~/pages/project/instances/tabs/networking/attach-external-subnet-modal'
import { floatingIpAttachRequest } from '~/pages/project/instances/tabs/networking/attach-floating-ip-modal'
import * as createNic from '~/pages/project/instances/tabs/networking/create-nic-side-modal'
import * as editNic from '~/pages/project/instances/tabs/networking/edit-nic-side-modal'
import * as addToGroup from '~/pages/project/instances/tabs/settings/add-to-group-modal'
import * as attachDisk from '~/pages/project/instances/tabs/storage/AttachDiskModal'
import * as createDisk from '~/pages/project/instances/tabs/storage/CreateDiskSideModal'
import * as promoteImage from '~/pages/silo/promote-image-modal'
import { editRequest as attachableEdit } from '~/resources/attachable/attachable-edit'
import { externalSubnetKind } from '~/resources/external-subnets/external-subnet-kind'
import { floatingIpKind } from '~/resources/floating-ips/floating-ip-kind'
import { nicCreateDefaults } from '~/resources/instances/nic-create'

const sel = { project: 'web', instance: 'db1' }
const t = new Date('2026-01-01T00:00:00Z')
const ID = '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c03'
const instance: Instance = {
  id: ID,
  name: 'db1',
  description: '',
  hostname: 'db1',
  projectId: ID,
  ncpus: 2,
  memory: 4 * 2 ** 30,
  runState: 'stopped',
  autoRestartEnabled: true,
  enableJumboFrames: false,
  bootDiskId: ID,
  timeCreated: t,
  timeModified: t,
  timeRunStateUpdated: t,
}
const nic: InstanceNetworkInterface = {
  id: ID,
  name: 'eth1',
  description: '',
  instanceId: ID,
  ipStack: { type: 'v4', value: { ip: '172.30.0.6', transitIps: [] } },
  mac: 'A8:40:25:F0:00:02',
  primary: false,
  subnetId: ID,
  vpcId: ID,
  timeCreated: t,
  timeModified: t,
}

/** Each form's request from sample values (keys: the form's file, `#name` for a second one). */
export const SAMPLES: Record<string, () => SomeRequest> = {
  'app/pages/project/instances/resize-instance-modal.tsx': () =>
    resize.request({ ncpus: 4, memory: 8 }, instance, 'web'),
  'app/pages/project/instances/tabs/networking/attach-ip-modal.tsx#ephemeral': () =>
    ephemeralIpAttachRequest('default', sel),
  'app/pages/project/instances/tabs/networking/attach-ip-modal.tsx#floating': () =>
    floatingIpAttachRequest('ip1', 'web', ID),
  'app/pages/project/instances/tabs/networking/attach-ip-modal.tsx#subnet': () =>
    externalSubnetAttachRequest('sn1', 'web', ID),
  'app/pages/project/instances/tabs/networking/create-nic-side-modal.tsx': () =>
    createNic.request(
      { ...nicCreateDefaults('net'), name: 'eth1', subnet: 'default', ipv4: '172.30.0.9' },
      sel,
    ),
  'app/pages/project/instances/tabs/networking/edit-nic-side-modal.tsx': () =>
    editNic.request(
      { name: 'eth1', description: 'back', primary: true, transitIps: ['10.1.0.0/24'] },
      nic,
    ),
  'app/pages/project/instances/tabs/storage/AttachDiskModal.tsx': () =>
    attachDisk.request({ disk: 'data' }, sel),
  'app/pages/project/instances/tabs/storage/CreateDiskSideModal.tsx#create': () =>
    createDisk.requests({ ...diskFormDefaults, name: 'data' }, sel)[0],
  'app/pages/project/instances/tabs/storage/CreateDiskSideModal.tsx#attach': () =>
    createDisk.requests({ ...diskFormDefaults, name: 'data' }, sel)[1],
  'app/pages/project/attachable/attach-modal.tsx': () =>
    attach.request({ instance: 'db1' }, floatingIpKind, 'web', 'ip1'),
  'app/resources/attachable/attachable-edit.tsx': () =>
    attachableEdit({ name: 'ip2', description: 'front door' }, floatingIpKind, 'web', 'ip1'),
  'app/resources/attachable/attachable-edit.tsx#subnet': () =>
    attachableEdit({ name: 'sn2', description: '' }, externalSubnetKind, 'web', 'sn1'),
  'app/pages/project/affinity/add-member-modal.tsx': () =>
    addMember.request(
      { instance: 'db1' },
      { kind: 'anti-affinity', project: 'web', group: 'spread' },
    ),
  'app/pages/project/instances/tabs/settings/add-to-group-modal.tsx': () =>
    addToGroup.request({ group: 'near' }, 'affinity', { project: 'web', instance: 'db1' }),
  'app/pages/project/images/demote-image-modal.tsx': () =>
    demoteImage.request({ project: 'web' }, '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c03'),
  'app/pages/silo/promote-image-modal.tsx': () =>
    promoteImage.request({ project: 'web', image: 'debian-12' }),
}
