import { type RouteObject } from 'react-router'

import { pb } from '~/api/path-builder'

import { goTo, mod } from './lazy'

/*
 * The operator area. Not built yet: silos, silos-new, silos/:silo/{idps, idps-new,
 * idps/saml/:provider, ip-pools, quotas, fleet-roles}, issues, utilization,
 * inventory/{sleds, disks, sleds/:sledId/instances}, networking/{ip-pools, ip-pools-new,
 * ip-pools/:pool, ip-pools/:pool/edit, ip-pools/:pool/ranges-add}, update. The index
 * redirects are in place so their targets work as soon as the pages are added.
 */
export const systemRoutes: RouteObject = {
  path: 'system',
  lazy: mod(() => import('~/layouts/SystemLayout')),
  children: [
    goTo(pb.silos()),
    { path: 'silos/:silo', children: [goTo('idps')] },
    {
      path: 'inventory',
      children: [goTo('sleds'), { path: 'sleds/:sledId', children: [goTo('instances')] }],
    },
    { path: 'networking', children: [goTo('ip-pools')] },
  ],
}
