import { useQuery } from '@tanstack/react-query'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { imageSelector, useSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ImageProperties } from '~/resources/images/image-properties'

const imageView = (project: string, image: string) =>
  q('imageView', { path: { image }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, image } = imageSelector(params)
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(imageView(project, image))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => imageSelector(params).image,
  titleOnly: true,
}

/**
 * Side modal at /projects/:project/images/:image/edit. The API changes nothing of an image
 * in place: what can be done to it (promote, delete) is in its row's menu.
 */
export function Component() {
  const navigate = useNavigate()
  const { project, image: name } = useSelector(imageSelector)
  const {
    data: image,
    error,
    refetch,
  } = useQuery({ ...imageView(project, name), throwOnError: false })
  if (!image) {
    return (
      <ModalFallback
        title="Image details"
        error={error}
        onRetry={() => void refetch()}
        onDismiss={() => navigate(pb.projectImages({ project }))}
      />
    )
  }
  return (
    <ReadOnlySideModal
      title="Image details"
      subtitle={image.name}
      onDismiss={() => navigate(pb.projectImages({ project }))}
    >
      <ImageProperties image={image} />
      <p className="text-sm text-secondary">
        An image cannot be changed once made. Promote it to share it with the silo, or delete it,
        from its row in the list.
      </p>
    </ReadOnlySideModal>
  )
}
