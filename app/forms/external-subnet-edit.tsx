import { type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { externalSubnetSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AttachableEdit } from '~/resources/attachable/attachable-edit'
import { externalSubnetKind } from '~/resources/external-subnets/external-subnet-kind'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, externalSubnet } = externalSubnetSelector(params)
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(externalSubnetKind.view(project, externalSubnet))
  return null
}

export const handle: RouteHandle = { crumb: 'Edit external subnet', titleOnly: true }

/** Side modal at /projects/:project/external-subnets/:externalSubnet/edit. */
export function Component() {
  const { project, externalSubnet } = useSelector(externalSubnetSelector)
  return <AttachableEdit kind={externalSubnetKind} project={project} name={externalSubnet} />
}
