import { NotFoundScreen } from '~/components/shell/error-screen'

/** Any path no route claims. */
export function Component() {
  return <NotFoundScreen />
}
