import { type LoaderFunctionArgs } from 'react-router'

import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { externalSubnetKind } from '~/resources/external-subnets/external-subnet-kind'

import { AttachableList, loadAttachableList } from '../attachable/attachable-list'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadAttachableList(externalSubnetKind, projectSelector(params).project)
  return null
}

export const handle: RouteHandle = {
  crumb: 'External Subnets',
  crumbPath: (params) => pb.externalSubnets(projectSelector(params)),
}

const docs = (
  <DocsPopover
    heading="External subnets"
    summary="An external subnet is a block of public addresses the project takes from a subnet pool and routes to one instance, which answers on every address of the block."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/managing-floating-ips',
        label: 'External addresses',
      },
    ]}
  />
)

/** The project's external subnets: attach, detach, edit and delete from each row. */
export function Component() {
  const { project } = useProjectSelector()
  return (
    <AttachableList
      kind={externalSubnetKind}
      project={project}
      title="External Subnets"
      docs={docs}
      create={{ to: pb.externalSubnetsNew({ project }), label: 'New external subnet' }}
      emptyBody="Take a block of public addresses from a subnet pool, then attach it to an instance"
    />
  )
}
