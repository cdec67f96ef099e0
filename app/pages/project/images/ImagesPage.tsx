import { useMemo } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type Image } from '~/api/__generated__/Api'
import { qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { projectImageBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { imageColumns } from '~/resources/images/image-columns'
import { usePromoteAction } from '~/resources/images/image-promote'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'

import { ImageIcon } from '../disks/storage-icons'

const imagePage = (project: string, pageToken?: string) =>
  qList('imageList', { query: { project } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(imagePage(projectSelector(params).project))
  return null
}

export const handle: RouteHandle = {
  crumb: 'Images',
  crumbPath: (params) => pb.projectImages(projectSelector(params)),
}

const docs = (
  <DocsPopover
    heading="Images"
    summary="An image is what a new disk starts from. Upload one from a file or make one from a snapshot; promote it to share it with every project of the silo."
    links={[
      { href: 'https://docs.oxide.computer/guides/creating-and-sharing-images', label: 'Images' },
    ]}
  />
)

/** The project's own images; Promote and Delete from each row. */
export function Component() {
  const { project } = useProjectSelector()
  const columns = useMemo(
    () => imageColumns((i) => pb.projectImageEdit({ project, image: i.name })),
    [project],
  )
  const promote = usePromoteAction(project)
  const remove = useDeleteAction('imageDelete', {
    kind: 'image',
    label: (i: Image) => i.name,
    params: (i) => ({ path: { image: i.name }, query: { project } }),
    invalidates: ['imageList'],
  })
  const role = useMyRole(project)
  const create = {
    to: pb.projectImagesNew({ project }),
    label: 'Upload image',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating images',
    ),
  }
  useListQuickActions({
    all: qAll('imageList', { query: { project } }),
    create,
    group: 'Go to image',
    to: (i) => pb.projectImageEdit({ project, image: i.name }),
  })

  return (
    <ListPage
      title="Project Images"
      noun="images"
      icon={ImageIcon}
      docs={docs}
      create={create}
      empty={{
        title: 'No images',
        body: 'Upload an image file, or make an image from a snapshot of a disk; it is listed here',
      }}
      query={(t) => imagePage(project, t)}
      columns={columns}
      bulk={{
        noun: ['image', 'images'],
        labelOf: (i) => i.name,
        href: pb.projectImages({ project }),
        actions: projectImageBulkActions(project),
      }}
      rowActions={(image) => [promote(image), remove(image)]}
    />
  )
}
