/** Issue 29's test data for the forms under app/forms/ and the sign-in page. */
import { type Requests } from '~/api/api-request'
import * as accessRole from '~/forms/access-role'
import * as addressLot from '~/forms/address-lot-create'
import * as affinityCreate from '~/forms/affinity-group-create'
import * as affinityEdit from '~/forms/affinity-group-edit'
import * as receiverCreate from '~/forms/alert-receiver-create'
import * as receiverEdit from '~/forms/alert-receiver-edit'
import * as diskCreate from '~/forms/disk-create'
import { diskFormDefaults } from '~/forms/disk-create-values'
import * as externalSubnet from '~/forms/external-subnet-create'
import * as firewallRule from '~/forms/firewall-rule-form'
import { blankRule } from '~/forms/firewall-rule-values'
import { floatingIpDefaults, floatingIpRequest } from '~/forms/floating-ip-fields'
import * as idpCreate from '~/forms/idp-create'
import { uploadRequests } from '~/forms/image-upload-requests'
import { defaultValues as instanceDefaults } from '~/forms/instance-create/form-values'
import { instanceCreateRequest } from '~/forms/instance-create/to-body'
import * as rangeAdd from '~/forms/ip-pool-range-add'
import * as multicastJoin from '~/forms/multicast-join'
import * as poolForm from '~/forms/pool-form'
import * as probeCreate from '~/forms/probe-create'
import * as routeCreate from '~/forms/route-create'
import * as routeEdit from '~/forms/route-edit'
import { routeDefaults } from '~/forms/route-values'
import * as routerEdit from '~/forms/router-edit'
import * as siloCreate from '~/forms/silo-create'
import * as snapshotImage from '~/forms/snapshot-image-create'
import * as subnetCreate from '~/forms/subnet-create'
import * as subnetEdit from '~/forms/subnet-edit'
import * as memberAdd from '~/forms/subnet-pool-member-add'
import * as bundleCreate from '~/forms/support-bundle-create'
import * as loginLocal from '~/pages/auth/LoginLocalPage'
import { ipPoolKind, subnetPoolKind } from '~/resources/pools/pool-kind'

const ID1 = '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c11'
const ID2 = '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c12'

/** Each form's request from sample values (keys: the form's file, `#name` for a second one). */
export const SAMPLES: Record<string, () => Requests> = {
  'app/forms/access-role.tsx': () =>
    accessRole.request(
      { identity: ID2, role: 'collaborator' },
      { level: 'project', project: 'web' },
      {
        roleAssignments: [
          { identityId: ID1, identityType: 'silo_user', roleName: 'admin' },
          { identityId: ID2, identityType: 'silo_group', roleName: 'viewer' },
        ],
      },
      { id: ID2, identityType: 'silo_group', name: 'ops' },
    ),
  'app/forms/access-role.tsx#fleet': () =>
    accessRole.request(
      { identity: ID1, role: 'viewer' },
      { level: 'fleet' },
      { roleAssignments: [] },
      { id: ID1, identityType: 'silo_user', name: 'ada' },
    ),
  'app/forms/address-lot-create.tsx': () =>
    addressLot.request({
      name: 'lot1',
      description: '',
      kind: 'infra',
      firstAddress: ' 10.0.0.1',
      lastAddress: '10.0.0.9 ',
    }),
  'app/forms/affinity-group-create.tsx': () =>
    affinityCreate.request(
      { kind: 'anti-affinity', name: 'spread', description: '', policy: 'fail' },
      'web',
    ),
  'app/forms/affinity-group-create.tsx#affinity': () =>
    affinityCreate.request(
      { kind: 'affinity', name: 'close', description: 'd', policy: 'allow' },
      'web',
    ),
  'app/forms/affinity-group-edit.tsx': () =>
    affinityEdit.request(
      { name: 'spread2', description: 'd' },
      { kind: 'anti-affinity', project: 'web', group: 'spread' },
    ),
  'app/forms/alert-receiver-create.tsx': () =>
    receiverCreate.request({
      name: 'hook',
      description: '',
      endpoint: ' https://hooks.example.com/a ',
      subscriptions: ['instance.*'],
      secret: 'hunter2-secret',
    }),
  'app/forms/alert-receiver-edit.tsx': () =>
    receiverEdit.request(
      { name: 'hook2', description: 'd', endpoint: 'https://hooks.example.com/b' },
      'hook',
    ),
  'app/forms/disk-create.tsx': () =>
    diskCreate.request({ ...diskFormDefaults, name: 'data', sizeGiB: 20 }, 'web'),
  'app/forms/disk-create.tsx#image': () =>
    diskCreate.request(
      { ...diskFormDefaults, name: 'boot', source: 'image', imageId: ID1, readOnly: true },
      'web',
    ),
  'app/forms/external-subnet-create.tsx': () =>
    externalSubnet.request(
      {
        name: 'sub',
        description: '',
        allocation: 'pool',
        pool: 'subnets',
        prefixLength: 28,
        subnet: '',
      },
      'web',
    ),
  'app/forms/firewall-rule-form.tsx': () =>
    firewallRule.request(
      {
        ...blankRule,
        name: 'allow-ssh',
        targets: [{ type: 'vpc', value: 'net' }],
        protocols: [{ type: 'tcp' }],
        ports: ['22'],
      },
      { project: 'web', vpc: 'net' },
      [],
    ),
  'app/forms/floating-ip-create.tsx': () =>
    floatingIpRequest({ ...floatingIpDefaults, name: 'ip1', pool: 'default' }, 'web'),
  'app/forms/idp-create.tsx': () =>
    idpCreate.request(
      {
        name: 'okta',
        description: 'Okta',
        technicalContactEmail: 'ops@example.com',
        spClientId: 'ferrite',
        standardAcs: true,
        acsUrl: '',
        sloUrl: 'https://idp.example.com/slo',
        idpEntityId: 'https://idp.example.com',
        groupAttributeName: 'groups',
        metadataType: 'url',
        metadataUrl: 'https://idp.example.com/metadata',
        metadataXml: null,
        publicCert: new File(['cert'], 'sp.crt'),
        privateKey: new File(['hunter2'], 'sp.key'),
      },
      'lumen',
      { protocol: 'https:', hostname: 'console.example.com', host: 'console.example.com' },
    ),
  'app/forms/instance-create/floating-ip-create-modal.tsx': () =>
    floatingIpRequest(
      { ...floatingIpDefaults, name: 'ip2', allocation: 'address', ip: '203.0.113.9' },
      'web',
    ),
  // the temporary disk, its bulk import (one chunk request stands for all), the image, cleanup
  'app/forms/image-upload.tsx': () =>
    uploadRequests({
      project: 'web',
      image: { name: 'alpine', description: '', os: 'alpine', version: '3.20' },
      blockSize: 512,
      file: { name: 'alpine.raw', size: 3 * 512 * 1024 },
      tag: 42,
      snapshotId: ID1,
    }),
  // one request: the new boot disk and the extra disk are made by the instance create itself
  'app/forms/instance-create/page.tsx': () =>
    instanceCreateRequest(
      {
        ...instanceDefaults({
          siloImages: [],
          projectImages: [],
          hasBootableDisks: false,
          hasSnapshots: false,
          hasDefaultVpc: true,
          sshKeyIds: [ID2],
          pools: [],
        }),
        name: 'db',
        bootSource: 'siloImage',
        siloImageId: ID1,
        bootDiskSize: 20,
        disks: [{ type: 'attach', name: 'data' }],
      },
      'web',
      { sourceName: 'debian', userData: '<base64 of user-data.yaml>', genName: (p) => p.join('-') },
    ),
  'app/forms/ip-pool-range-add.tsx': () =>
    rangeAdd.request({ first: ' 10.1.0.1', last: '10.1.0.20' }, 'default'),
  'app/forms/multicast-join.tsx': () =>
    multicastJoin.request({
      group: ' 232.1.1.1',
      project: 'web',
      instance: 'db',
      sources: '10.0.0.5, 10.0.0.6',
    }),
  'app/forms/pool-form.tsx#ip-create': () =>
    poolForm.createRequest(
      ipPoolKind,
      { name: 'pool1', description: '', ipVersion: 'v4' },
      { poolType: 'unicast' },
    ),
  'app/forms/pool-form.tsx#subnet-edit': () =>
    poolForm.updateRequest(subnetPoolKind, { name: 'sp2', description: 'd' }, 'sp1'),
  'app/forms/probe-create.tsx': () =>
    probeCreate.request({ name: 'probe1', description: '', sled: ID1, pool: '__default' }, 'web'),
  'app/forms/route-create.tsx': () =>
    routeCreate.request(
      {
        ...routeDefaults,
        name: 'out',
        destinationType: 'ip_net',
        destinationValue: '0.0.0.0/0',
        targetType: 'internet_gateway',
        targetValue: 'default',
      },
      { project: 'web', vpc: 'net', router: 'r1' },
    ),
  'app/forms/route-edit.tsx': () =>
    routeEdit.request(
      { ...routeDefaults, name: 'out', destinationValue: '10.0.0.9', targetType: 'drop' },
      { project: 'web', vpc: 'net', router: 'r1', route: 'out' },
    ),
  'app/forms/router-edit.tsx': () =>
    routerEdit.request(
      { name: 'r2', description: 'd' },
      { project: 'web', vpc: 'net', router: 'r1' },
    ),
  'app/forms/silo-create.tsx': () =>
    siloCreate.request({
      name: 'lumen',
      description: '',
      discoverable: true,
      identityMode: 'saml_jit',
      adminGroupName: 'admins',
      cpus: 8,
      memoryGiB: 16,
      storageGiB: 100,
      roles: {
        admin: { admin: true, collaborator: false, viewer: false },
        collaborator: { admin: false, collaborator: false, viewer: false },
        limited_collaborator: { admin: false, collaborator: false, viewer: false },
        viewer: { admin: false, collaborator: false, viewer: false },
      },
      tlsCertificates: [
        {
          name: 'cert1',
          description: '',
          service: 'external_api',
          cert: '-----BEGIN CERTIFICATE-----',
          key: 'hunter2-key',
        },
      ],
    }),
  'app/forms/snapshot-image-create.tsx': () =>
    snapshotImage.request(
      { name: 'img', description: '', os: 'debian', version: '12' },
      'web',
      ID1,
    ),
  'app/forms/subnet-create.tsx': () =>
    subnetCreate.request(
      {
        name: 'sub1',
        description: '',
        ipv4Block: ' 10.1.0.0/24',
        ipv6Block: '',
        customRouter: subnetCreate.NO_ROUTER,
      },
      { project: 'web', vpc: 'net' },
    ),
  'app/forms/subnet-edit.tsx': () =>
    subnetEdit.request(
      { name: 'sub1', description: 'd', customRouter: subnetCreate.NO_ROUTER },
      { project: 'web', vpc: 'net', subnet: 'sub1' },
    ),
  'app/forms/subnet-pool-member-add.tsx': () =>
    memberAdd.request(
      { subnet: '198.51.100.0/24', minPrefixLength: NaN, maxPrefixLength: 28 },
      'sp1',
    ),
  'app/forms/support-bundle-create.tsx': () => bundleCreate.request({ reason: ' disk faults ' }),
  'app/pages/auth/LoginLocalPage.tsx': () =>
    loginLocal.request({ username: 'ada', password: 'hunter2-secret' }, 'lumen'),
}

/** Secret body keys of a sample beyond the ones every form masks, as its form declares them. */
export const SECRETS: Record<string, Record<string, string>> = {
  'app/forms/silo-create.tsx': siloCreate.secrets,
}
