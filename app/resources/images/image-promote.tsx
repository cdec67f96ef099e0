import { Link } from 'react-router'

import { type Image } from '~/api/__generated__/Api'
import { apiRequest, sendRequest } from '~/api/api-request'
import { invalidate } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'

import { Strong } from './image-properties'

/** "Promote": asks first, saying who will see the image, then moves it to the silo. */
export function usePromoteAction(project: string) {
  const request = (image: Image) =>
    apiRequest('imagePromote', { path: { image: image.name }, query: { project } })
  return (image: Image): RowAction => ({
    label: 'Promote',
    onActivate: () =>
      confirmAction({
        title: 'Promote image',
        content: (
          <>
            <p>
              Are you sure you want to promote <Strong>{image.name}</Strong>?
            </p>
            <p>
              A promoted image is visible to every project of the silo, and leaves this project’s
              list for the{' '}
              <Link to={pb.siloImages()} className="text-accent underline underline-offset-2">
                silo images
              </Link>
              .
            </p>
          </>
        ),
        actionType: 'primary',
        actionText: 'Promote',
        errorTitle: 'Could not promote image',
        requests: () => request(image),
        doAction: async () => {
          await sendRequest(request(image))
          void invalidate('imageList')
          addToast({
            content: (
              <>
                Image <ToastName>{image.name}</ToastName> promoted
              </>
            ),
            cta: { text: 'View silo images', to: pb.siloImages() },
          })
        },
      }),
  })
}
