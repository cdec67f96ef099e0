import { type RouteObject } from 'react-router'

import * as SiloLayout from '~/layouts/SiloLayout'

import { mod } from './lazy'

/* Silo level. */
export const siloRoutes: RouteObject = {
  Component: SiloLayout.Component,
  children: [
    // an instance id to its page (the loader redirects, or it is not found)
    { path: 'lookup/instances/:instance', lazy: mod(() => import('~/pages/InstanceLookup')) },
    { path: 'lookup/i/:instance', lazy: mod(() => import('~/pages/InstanceLookup')) },
    {
      lazy: mod(() => import('~/pages/silo/SiloImagesPage')),
      children: [
        { path: 'images', element: null },
        { path: 'images/:image/edit', lazy: mod(() => import('~/forms/image-silo-edit')) },
      ],
    },
    {
      // pathless list route: its side-modal forms live at sibling paths (projects-new)
      lazy: mod(() => import('~/pages/silo/ProjectsPage')),
      children: [
        { path: 'projects', element: null },
        { path: 'projects-new', lazy: mod(() => import('~/forms/project-create')) },
        { path: 'projects/:project/edit', lazy: mod(() => import('~/forms/project-edit')) },
      ],
    },
    { path: 'access', lazy: mod(() => import('~/pages/access/SiloAccessPage')) },
    { path: 'auth-settings', lazy: mod(() => import('~/pages/silo/AuthSettingsPage')) },
    { path: 'users', lazy: mod(() => import('~/pages/directory/UsersPage')) },
    { path: 'users/:userId', lazy: mod(() => import('~/pages/directory/UserPage')) },
    { path: 'groups', lazy: mod(() => import('~/pages/directory/GroupsPage')) },
    { path: 'groups/:groupId', lazy: mod(() => import('~/pages/directory/GroupPage')) },
    { path: 'utilization', lazy: mod(() => import('~/pages/silo/UtilizationPage')) },
    {
      // pathless list route: the join form lives at a sibling path (multicast-groups-join)
      lazy: mod(() => import('~/pages/silo/multicast/MulticastGroupsPage')),
      children: [
        { path: 'multicast-groups', element: null },
        { path: 'multicast-groups-join', lazy: mod(() => import('~/forms/multicast-join')) },
      ],
    },
    {
      path: 'multicast-groups/:group',
      // the list's crumb above the group's own
      handle: { crumb: 'Multicast Groups', crumbPath: '/multicast-groups' },
      children: [
        {
          lazy: mod(() => import('~/pages/silo/multicast/MulticastGroupPage')),
          children: [
            { index: true, element: null },
            { path: 'join', lazy: mod(() => import('~/forms/multicast-join')) },
          ],
        },
      ],
    },
  ],
}
