import { useQuery } from '@tanstack/react-query'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { siloImageSelector, useSelector } from '~/api/selectors'
import { ModalFallback } from '~/components/form/modal-fallback'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ImageProperties } from '~/resources/images/image-properties'

const imageView = (image: string) => q('imageView', { path: { image } })

export async function loader({ params }: LoaderFunctionArgs) {
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(imageView(siloImageSelector(params).image))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => siloImageSelector(params).image,
  titleOnly: true,
}

/** Side modal at /images/:image/edit: an image cannot change in place, so it shows it. */
export function Component() {
  const navigate = useNavigate()
  const {
    data: image,
    error,
    refetch,
  } = useQuery({
    ...imageView(useSelector(siloImageSelector).image),
    throwOnError: false,
  })
  if (!image) {
    return (
      <ModalFallback
        title="Image details"
        error={error}
        onRetry={() => void refetch()}
        onDismiss={() => navigate(pb.siloImages())}
      />
    )
  }
  return (
    <ReadOnlySideModal
      title="Image details"
      subtitle={image.name}
      onDismiss={() => navigate(pb.siloImages())}
    >
      <ImageProperties image={image} />
      <p className="text-sm text-secondary">
        An image cannot be changed once made. Demote it to one project, or delete it, from its row
        in the list.
      </p>
    </ReadOnlySideModal>
  )
}
