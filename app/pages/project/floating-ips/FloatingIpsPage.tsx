import { type LoaderFunctionArgs } from 'react-router'

import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { floatingIpBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { floatingIpKind } from '~/resources/floating-ips/floating-ip-kind'

import { AttachableList, loadAttachableList } from '../attachable/attachable-list'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadAttachableList(floatingIpKind, projectSelector(params).project)
  return null
}

export const handle: RouteHandle = {
  crumb: 'Floating IPs',
  crumbPath: (params) => pb.floatingIps(projectSelector(params)),
}

const docs = (
  <DocsPopover
    heading="Floating IPs"
    summary="A floating IP is an address of your own, kept by the project: attach it to an instance, move it to another, and it stays the same."
    links={[
      { href: 'https://docs.oxide.computer/guides/managing-floating-ips', label: 'Floating IPs' },
    ]}
  />
)

/** The project's floating IPs: attach, detach, edit and delete from each row. */
export function Component() {
  const { project } = useProjectSelector()
  const role = useMyRole(project)
  const create = {
    to: pb.floatingIpsNew({ project }),
    label: 'New floating IP',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating floating IPs',
    ),
  }
  return (
    <AttachableList
      kind={floatingIpKind}
      project={project}
      title="Floating IPs"
      docs={docs}
      create={create}
      emptyBody="Reserve an address for the project, then attach it to an instance"
      bulk={{
        noun: ['floating IP', 'floating IPs'],
        labelOf: (ip) => ip.name,
        href: pb.floatingIps({ project }),
        actions: floatingIpBulkActions(project),
      }}
    />
  )
}
