import { type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { floatingIpSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AttachableEdit } from '~/resources/attachable/attachable-edit'
import { floatingIpKind } from '~/resources/floating-ips/floating-ip-kind'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, floatingIp } = floatingIpSelector(params)
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(floatingIpKind.view(project, floatingIp))
  return null
}

export const handle: RouteHandle = { crumb: 'Edit floating IP', titleOnly: true }

/** Side modal at /projects/:project/floating-ips/:floatingIp/edit: name and description. */
export function Component() {
  const { project, floatingIp } = useSelector(floatingIpSelector)
  return <AttachableEdit kind={floatingIpKind} project={project} name={floatingIp} />
}
