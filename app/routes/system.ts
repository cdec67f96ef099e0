import { type RouteObject } from 'react-router'

import { goTo } from './lazy'

/*
 * The operator area below /system. Only operators go there, so this table is not part of
 * the first screen's JavaScript: it loads on the way in (app/routes/discover.ts) and is grafted
 * under the `system` route of app/routes.tsx, which holds the layout and the /system redirect.
 * Not built yet: silos, silos-new, silos/:silo/{idps, idps-new, idps/saml/:provider,
 * ip-pools, quotas, fleet-roles}, issues, utilization, inventory/{sleds, disks,
 * sleds/:sledId/instances}, networking/{ip-pools, ip-pools-new, ip-pools/:pool,
 * ip-pools/:pool/edit, ip-pools/:pool/ranges-add}, update. The index redirects are in place
 * so their targets work as soon as the pages are added.
 */
export const systemChildren: RouteObject[] = [
  { path: 'silos/:silo', children: [goTo('idps')] },
  {
    path: 'inventory',
    children: [goTo('sleds'), { path: 'sleds/:sledId', children: [goTo('instances')] }],
  },
  { path: 'networking', children: [goTo('ip-pools')] },
]
