import { lazy, Suspense, useState } from 'react'

import { type Image } from '~/api/__generated__/Api'
import { qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { siloImageBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ImageIcon } from '~/pages/project/disks/storage-icons'
import { loadMyRole, unlessRole, useMyRole } from '~/resources/access/my-role'
import { DemoteProjectChoice } from '~/resources/images/demote-project-choice'
import { imageColumns } from '~/resources/images/image-columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { Button } from '~/ui/button'
import { AddIcon } from '~/ui/icons'
import { WriteGate } from '~/ui/write-gate'

// the picker (Headless UI) loads when Demote is first chosen
const DemoteImageModal = lazy(() =>
  import('~/pages/project/images/demote-image-modal').then((m) => ({
    default: m.DemoteImageModal,
  })),
)

// the project and image pickers load when Promote is first pressed
const PromoteImageModal = lazy(() =>
  import('./promote-image-modal').then((m) => ({ default: m.PromoteImageModal })),
)

/** Without a project the API lists the silo's images. */
const imagePage = (pageToken?: string) => qList('imageList', {}, pageToken)

export async function loader() {
  await Promise.all([queryClient.ensureQueryData(imagePage()), loadMyRole()])
  return null
}

export const handle: RouteHandle = { crumb: 'Silo Images', crumbPath: pb.siloImages() }

const columns = imageColumns((i) => pb.siloImageEdit({ image: i.name }))

const docs = (
  <DocsPopover
    heading="Silo images"
    summary="Silo images are shared by every project of the silo. Promote a project's image to share it; demote one to give it back to a single project."
    links={[
      { href: 'https://docs.oxide.computer/guides/creating-and-sharing-images', label: 'Images' },
    ]}
  />
)

/**
 * The images every project of the silo can start disks from: Promote one of a project's images
 * here, Demote and Delete per row.
 */
export function Component() {
  const [demoting, setDemoting] = useState<Image | null>(null)
  const [promoting, setPromoting] = useState(false)
  const remove = useDeleteAction('imageDelete', {
    kind: 'image',
    label: (i: Image) => i.name,
    params: (i) => ({ path: { image: i.id } }),
    invalidates: ['imageList'],
  })
  useListQuickActions({
    all: qAll('imageList', {}),
    group: 'Go to silo image',
    to: (i) => pb.siloImageEdit({ image: i.name }),
  })
  // promoting, demoting, editing and deleting a silo image need a silo collaborator
  const refusal = unlessRole(
    useMyRole(),
    'collaborator',
    'Your role on this silo does not allow changing its images',
  )
  return (
    <WriteGate reason={refusal}>
      <ListPage
        title="Silo Images"
        noun="images"
        icon={ImageIcon}
        docs={docs}
        empty={{
          title: 'No silo images',
          body: 'Promote a project image to share it with every project of the silo',
        }}
        createButton={(variant) => (
          <Button writes variant={variant} size="sm" onClick={() => setPromoting(true)}>
            <AddIcon size={12} />
            Promote image
          </Button>
        )}
        query={imagePage}
        columns={columns}
        bulk={{
          noun: ['image', 'images'],
          labelOf: (i) => i.name,
          keyOf: (i) => i.id,
          href: pb.siloImages(),
          actions: siloImageBulkActions(DemoteProjectChoice),
        }}
        rowActions={(image) => [
          { label: 'Demote', onActivate: () => setDemoting(image) },
          remove(image),
        ]}
      >
        <Suspense fallback={null}>
          {demoting && <DemoteImageModal image={demoting} onDismiss={() => setDemoting(null)} />}
          {promoting && <PromoteImageModal onDismiss={() => setPromoting(false)} />}
        </Suspense>
      </ListPage>
    </WriteGate>
  )
}
