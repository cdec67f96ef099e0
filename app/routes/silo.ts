import { type RouteObject } from 'react-router'

import { mod } from './lazy'

/* Silo level. Not built yet: utilization, access. */
export const siloRoutes: RouteObject = {
  lazy: mod(() => import('~/layouts/SiloLayout')),
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
  ],
}
