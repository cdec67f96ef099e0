import { type ReactNode } from 'react'

import { useProjectSelector } from '~/api/selectors'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { WriteGate } from '~/ui/write-gate'

/**
 * Why the user may not change the project's networking: VPCs, their subnets, firewall rules,
 * routers and gateways need a collaborator (a limited collaborator runs instances only).
 */
export function useNetworkingRefusal(project: string) {
  return unlessRole(
    useMyRole(project),
    'collaborator',
    'Your role on this project does not allow changing its networking',
  )
}

/** A VPC page's write gate (app/ui/write-gate): networking rights, under the project's. */
export function NetworkingGate({ children }: { children: ReactNode }) {
  const { project } = useProjectSelector()
  return <WriteGate reason={useNetworkingRefusal(project)}>{children}</WriteGate>
}
