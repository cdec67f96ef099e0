import { Link } from 'react-router'

import { ToastStack, type RenderLink } from '~/ui/toast'

const routerLink: RenderLink = ({ to, ...rest }) => <Link to={to} {...rest} />

/** The toast stack with call-to-action links as router links (client-side navigation). */
export function AppToastStack() {
  return <ToastStack renderLink={routerLink} />
}
