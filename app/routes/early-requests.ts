/**
 * The API reads a page's loaders make first, by path, for the route preload script to send
 * while the entry and the route's files are still downloading (tools/lib/route-preload.ts).
 * On a remote link this takes the API's round trips off the end of the critical path: without
 * it the signed-in layout asks for the user only once the entry has run, and a page asks for its
 * data only once its module and everything it imports have arrived (docs/performance.md, "Where
 * the round trips go on a remote link"). The client takes each answer instead of sending the same
 * request again (api/early-response.ts); one not asked for within a few seconds is dropped.
 *
 * Plain data with no imports, so the build's tools can read it in Node. Each URL is exactly
 * what the client sends (path, then query parameters in its order); `{name}` is the group of
 * `test` at that place in `params`. app/routes/early-requests.spec.ts checks every URL against
 * the client's own.
 */
export type EarlyRequests = {
  /** Paths whose page reads these (their groups give the URLs' parameters, in order). */
  test: RegExp
  /** The names of `test`'s groups (no named groups: the table travels in an HTML attribute). */
  params?: string[]
  /** GET requests, as the client writes their URLs. */
  urls: string[]
}

export const EARLY_REQUESTS: EarlyRequests[] = [
  // every signed-in page: its layout's loader (layouts/AuthenticatedLayout.tsx)
  { test: /^\/(?!login(\/|$)|device(\/|$))/, urls: ['/v1/me', '/v1/me/groups'] },
  // the projects list and what the user may do in the silo
  { test: /^\/projects\/?$/, urls: ['/v1/projects?limit=50', '/v1/policy'] },
  // every page of a project: the project and the user's role in it (layouts/ProjectLayout.tsx)
  {
    test: /^\/projects\/([^/]+)(?:\/|$)/,
    params: ['project'],
    urls: ['/v1/projects/{project}', '/v1/policy', '/v1/projects/{project}/policy'],
  },
  {
    test: /^\/projects\/([^/]+)\/instances\/?$/,
    params: ['project'],
    urls: ['/v1/instances?project={project}&limit=50'],
  },
  // an instance and its header's extras; its index (storage) tab's disks
  {
    test: /^\/projects\/([^/]+)\/instances\/([^/]+)(?:\/|$)/,
    params: ['project', 'instance'],
    urls: [
      '/v1/instances/{instance}?project={project}',
      '/v1/instances/{instance}/external-ips?project={project}',
      '/v1/network-interfaces?project={project}&instance={instance}',
    ],
  },
  {
    test: /^\/projects\/([^/]+)\/instances\/([^/]+)(?:\/storage)?\/?$/,
    params: ['project', 'instance'],
    urls: ['/v1/instances/{instance}/disks?project={project}&limit=50'],
  },
]
