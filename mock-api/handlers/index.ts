/**
 * Every operation of the API, as the generated `MSWHandlers` map wants it: the implemented ones
 * from the resource-group files, the rest answering 501 (see not-implemented.ts). The type
 * checks below fail when an operation is in neither place, or in both.
 */
import { HttpResponse, type JsonBodyType } from 'msw'

import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { documentedStatus } from '../documented-status'
import { notImplementedResponse } from '../errors'
import { notImplemented, type StubbedOperationId } from '../not-implemented'
import { serialConsoleHandlers } from '../serial-console'
import { alertHandlers } from './alerts'
import { auditLogHandlers } from './audit-log'
import { certificateHandlers } from './certificates'
import { externalSubnetHandlers } from './external-subnets'
import { floatingIpHandlers } from './floating-ips'
import { hardwareExtraHandlers } from './hardware-extras'
import { instancePartHandlers } from './instance-parts'
import { instanceHandlers } from './instances'
import { metricsHandlers } from './metrics'
import { multicastHandlers } from './multicast'
import { placementHandlers } from './placement'
import { probeHandlers } from './probes'
import { projectHandlers } from './projects'
import { rackNetworkingHandlers } from './rack-networking'
import { routerHandlers } from './routers'
import { sessionHandlers } from './session'
import { siloHandlers } from './silo'
import { storageHandlers } from './storage'
import { subnetPoolHandlers } from './subnet-pools'
import { supportBundleHandlers } from './support-bundles'
import { switchPortHandlers } from './switch-ports'
import { systemHardwareHandlers } from './system-hardware'
import { systemPoolHandlers } from './system-pools'
import { systemRecoveryHandlers } from './system-recovery'
import { systemSiloHandlers } from './system-silos'
import { systemUpdateHandlers } from './system-update'
import { utilizationMetricHandlers } from './utilization-metrics'
import { vpcHandlers } from './vpcs'

export const implemented = {
  ...sessionHandlers,
  ...alertHandlers,
  ...siloHandlers,
  ...projectHandlers,
  ...instanceHandlers,
  ...instancePartHandlers,
  ...storageHandlers,
  ...vpcHandlers,
  ...routerHandlers,
  ...floatingIpHandlers,
  ...placementHandlers,
  ...systemSiloHandlers,
  ...certificateHandlers,
  ...utilizationMetricHandlers,
  ...systemPoolHandlers,
  ...rackNetworkingHandlers,
  ...subnetPoolHandlers,
  ...externalSubnetHandlers,
  ...systemHardwareHandlers,
  ...switchPortHandlers,
  ...hardwareExtraHandlers,
  ...supportBundleHandlers,
  ...systemUpdateHandlers,
  ...systemRecoveryHandlers,
  ...auditLogHandlers,
  ...metricsHandlers,
  ...probeHandlers,
  ...multicastHandlers,
  ...serialConsoleHandlers,
} satisfies Partial<MSWHandlers>

type Stubbed = StubbedOperationId
type Missing = Exclude<keyof MSWHandlers, keyof typeof implemented | Stubbed>
type Both = Extract<keyof typeof implemented, Stubbed>
const complete: [Missing, Both] extends [never, never] ? true : { missing: Missing; both: Both } =
  true
void complete

const stubs = Object.fromEntries(
  notImplemented.map(({ operationId }) => [
    operationId,
    (): never => {
      throw notImplementedResponse(operationId)
    },
  ]),
) as Record<Stubbed, () => never>

/**
 * A handler returns its body; the generated wrapper would send it as 200. Operations the spec
 * documents as 201 Created or 202 Accepted get that status instead.
 */
function withDocumentedStatus(all: MSWHandlers): MSWHandlers {
  const out: Record<string, unknown> = { ...all }
  for (const [id, status] of Object.entries(documentedStatus)) {
    const handler = all[id as keyof MSWHandlers] as (p: never) => unknown
    out[id] = async (params: never) => {
      const result = await handler(params)
      if (result instanceof Response || typeof result === 'number') return result
      return HttpResponse.json(result as JsonBodyType, { status })
    }
  }
  return out as unknown as MSWHandlers
}

export const handlers: MSWHandlers = withDocumentedStatus({ ...stubs, ...implemented })
