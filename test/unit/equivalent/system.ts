/** Issue 29's test data for the system (operator) pages. */
import { type SomeRequest } from '~/api/api-request'
import * as linkSilo from '~/pages/system/pools/link-silo'
import * as certificate from '~/pages/system/silos/tabs/certificate-add-modal'
import * as quotas from '~/pages/system/silos/tabs/edit-quotas-modal'
import * as linkPool from '~/pages/system/silos/tabs/link-pool-modal'
import * as linkSubnetPool from '~/pages/system/silos/tabs/link-subnet-pool-modal'
import * as reason from '~/pages/system/support-bundles/edit-reason-modal'
import { ipPoolKind, subnetPoolKind } from '~/resources/pools/pool-kind'

/** Each form's request from sample values (keys: the form's file, `#name` for a second one). */
export const SAMPLES: Record<string, () => SomeRequest> = {
  'app/pages/system/pools/link-silo.tsx': () =>
    linkSilo.linkSiloRequest(ipPoolKind, 'ip-pool-1', { silo: 'lumen', isDefault: true }),
  'app/pages/system/pools/link-silo.tsx#subnet-pool': () =>
    linkSilo.linkSiloRequest(subnetPoolKind, 'subnets-1', { silo: 'lumen', isDefault: false }),
  'app/pages/system/support-bundles/edit-reason-modal.tsx': () =>
    reason.reasonRequest(
      { reason: "disk latency on sled 7's U.2" },
      '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c03',
    ),
  'app/pages/system/support-bundles/edit-reason-modal.tsx#clear': () =>
    reason.reasonRequest({ reason: '  ' }, '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c03'),
  'app/pages/system/silos/tabs/certificate-add-modal.tsx': () =>
    certificate.certificateRequest({
      name: 'web-cert',
      description: '',
      cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
      key: 'hunter2-private-key',
    }),
  'app/pages/system/silos/tabs/edit-quotas-modal.tsx': () =>
    quotas.quotasRequest({ cpus: 16, memoryGiB: 64, storageGiB: 1024 }, 'lumen'),
  'app/pages/system/silos/tabs/link-pool-modal.tsx#link': () =>
    linkPool.linkPoolRequests({ pool: 'ip-pool-1' }, 'lumen')[0],
  'app/pages/system/silos/tabs/link-pool-modal.tsx#default': () =>
    linkPool.linkPoolRequests({ pool: 'ip-pool-1' }, 'lumen')[1],
  'app/pages/system/silos/tabs/link-subnet-pool-modal.tsx': () =>
    linkSubnetPool.linkSubnetPoolRequest({ pool: 'subnets-1', isDefault: false }, 'lumen'),
}
