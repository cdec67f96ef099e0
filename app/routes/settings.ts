import { type RouteObject } from 'react-router'

import { pb } from '~/api/path-builder'

import { goTo, mod } from './lazy'

/** The signed-in user's own settings. */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: mod(() => import('~/layouts/SettingsLayout')),
  children: [
    goTo(pb.profile()),
    { path: 'profile', lazy: mod(() => import('~/pages/settings/ProfilePage')) },
    {
      // pathless list route: its side-modal forms live at sibling paths (ssh-keys-new)
      lazy: mod(() => import('~/pages/settings/SshKeysPage')),
      children: [
        { path: 'ssh-keys', element: null },
        { path: 'ssh-keys-new', lazy: mod(() => import('~/forms/ssh-key-create')) },
        { path: 'ssh-keys/:sshKey/edit', lazy: mod(() => import('~/forms/ssh-key-view')) },
      ],
    },
    { path: 'access-tokens', lazy: mod(() => import('~/pages/settings/AccessTokensPage')) },
  ],
}
