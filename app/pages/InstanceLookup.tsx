/**
 * `lookup/instances/:instance` and `lookup/i/:instance`: an instance id from elsewhere (a log,
 * the CLI, an operator's sled page) resolved to its project and name, then the instance's
 * storage tab. Whatever goes wrong is the not-found screen.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router'

import { call } from '~/api/client'
import { isApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { instanceIdSelector } from '~/api/selectors'

export async function loader({ params }: LoaderFunctionArgs) {
  const id = instanceIdSelector(params).instance
  let target: string
  try {
    // by id no project is needed; the project is looked up for its name
    const instance = await call('instanceView', { path: { instance: id } })
    const project = await call('projectView', { path: { project: instance.projectId } })
    target = pb.instanceStorage({ project: project.name, instance: instance.name })
  } catch (e) {
    // a 401 is on its way to the login page; say so rather than "not found"
    if (isApiError(e) && e.statusCode === 401) throw e
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
  return redirect(target)
}

/** Never shown: the loader always redirects or throws. */
export function Component() {
  return null
}
