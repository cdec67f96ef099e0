import { type FleetRolePolicy } from '~/api/__generated__/Api'
import { apiRequest, type SomeRequest } from '~/api/api-request'

import { type AccessScope } from './access-queries'
import { type Policy } from './access-rules'

/**
 * The policy update a save of `policy` sends at this scope, for "Equivalent CLI" (the same
 * operation and parameters as the save; the save merges onto a fresh read first).
 */
export function policyRequest(s: AccessScope, policy: Policy): SomeRequest {
  if (s.level === 'project') {
    return apiRequest('projectPolicyUpdate', { path: { project: s.project }, body: policy })
  }
  if (s.level === 'silo' && s.silo) {
    return apiRequest('siloPolicyUpdate', { path: { silo: s.silo }, body: policy })
  }
  if (s.level === 'silo') return apiRequest('policyUpdate', { body: policy })
  // the fleet has no limited collaborator: the fleet page never offers it
  return apiRequest('systemPolicyUpdate', { body: policy as FleetRolePolicy })
}
